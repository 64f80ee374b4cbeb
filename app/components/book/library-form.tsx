import { useId, useState } from "react";
import { libraryKey } from "~/catalogue/edition-choice";
import { libraryChoice } from "~/lib/edition-choices";
import * as says from "~messages/library";
import { AppButton } from "../ui/app-button";
import styles from "./edition-picker.module.css";

/**
 * The reader's library, saved once on the device, for their own Libby link. Where the browser
 * refuses to keep it, the page still uses it, and the form says it will not be remembered.
 */
export default function LibraryForm({ library }: { library: string | null }) {
  const inputId = useId();
  const errorId = useId();
  const [error, setError] = useState(false);
  const [onPageOnly, setOnPageOnly] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const written = new FormData(event.currentTarget).get("library");
        const key = typeof written === "string" ? libraryKey(written) : null;
        setError(key === null);
        setOnPageOnly(key !== null && !libraryChoice.save(key));
      }}
    >
      <label htmlFor={inputId}>{says.library_name()}</label>
      <span className={styles.fields}>
        <input
          id={inputId}
          className={styles.input}
          name="library"
          defaultValue={library ?? ""}
          placeholder="nypl"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className="button button-quiet">
          {says.library_save()}
        </button>
        {library && (
          <AppButton
            className="button button-quiet"
            onClick={() => {
              libraryChoice.save(null);
              setOnPageOnly(false);
            }}
          >
            {says.library_forget()}
          </AppButton>
        )}
      </span>
      {/* There from the start, so that a reader's screen reader hears what is put in it. */}
      <p className={styles.note} role="status">
        {onPageOnly && says.library_this_visit({ library: library ?? "" })}
      </p>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {says.library_not_libby()}
        </p>
      )}
    </form>
  );
}
