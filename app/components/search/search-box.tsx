import { useId, useState } from "react";
import { PrefetchPageLinks, useNavigate } from "react-router";
import { paths } from "~/content/paths";
import * as frame from "~messages/frame";
import styles from "../frame/site-header.module.css";

let pause: number | undefined;

/** Once the visitor pauses, fetches what the words typed so far will need (app/lib/search-index.ts). */
function prefetchWhileTyping(query: string) {
  window.clearTimeout(pause);
  pause = window.setTimeout(() => {
    import("~/lib/search-index").then(
      ({ prefetchSearch }) => prefetchSearch(query),
      () => {},
    );
  }, 300);
}

/** The navbar search. A blank query does nothing; any other goes to /search/{query}. */
export function SearchBox({ onSubmit }: { onSubmit: () => void }) {
  const navigate = useNavigate();
  const inputId = useId();
  const [typing, setTyping] = useState(false);
  return (
    <search>
      {/* The search page's scripts, and the parts of the index the words typed so far need,
          load while the visitor types, so the results page opens at once. */}
      {typing && <PrefetchPageLinks page={paths.search("…")} />}
      <form
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
          const query = String(new FormData(event.currentTarget).get("q") ?? "").trim();
          if (query !== "") navigate(paths.search(query));
        }}
      >
        <label className="visually-hidden" htmlFor={inputId}>
          {frame.search_books()}
        </label>
        <input
          id={inputId}
          name="q"
          type="search"
          placeholder={frame.search_books()}
          autoComplete="off"
          onFocus={() => setTyping(true)}
          onChange={(event) => prefetchWhileTyping(event.currentTarget.value)}
        />
        <button type="submit" className={styles.searchButton}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <circle
              cx="10.5"
              cy="10.5"
              r="6.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
            />
            <path
              d="m15.5 15.5 5 5"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
            />
          </svg>
          <span className="visually-hidden">{frame.search()}</span>
        </button>
      </form>
    </search>
  );
}
