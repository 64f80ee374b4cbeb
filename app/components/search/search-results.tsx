import { Link } from "react-router";
import { IMAGE_SIZES } from "~/catalogue/responsive-images";
import { paths } from "~/content/paths";
import type { SearchHit } from "~/search/search";
import * as search from "~messages/search";
import { Byline } from "../ui/byline";
import { Cover } from "../ui/cover";
import styles from "./search-results.module.css";

/** How a result names the field its match was found in. */
const FIELD_LABEL: Record<SearchHit["field"], () => string> = {
  title: search.field_title,
  description: search.field_description,
  keywords: search.field_keywords,
  tropes: search.field_tropes,
  authors: search.field_authors,
  isbn: search.field_isbn,
  narrators: search.field_narrators,
};

/** Matching books with the matched text, every match marked; a suggestion when there are none. */
export function SearchResults({ hits, example }: { hits: SearchHit[]; example: string | null }) {
  if (hits.length === 0)
    return <p>{example === null ? search.hint() : search.hint_example({ example })}</p>;
  return (
    <ol className={styles.list}>
      {hits.map((hit) => (
        <li key={hit.book.id} className={styles.hit}>
          <Link
            to={paths.book(hit.book.id)}
            className={styles.cover}
            tabIndex={-1}
            aria-hidden="true"
          >
            <Cover book={hit.book} sizes={IMAGE_SIZES.result} />
          </Link>
          <div>
            <h2 className={styles.title}>
              <Link to={paths.book(hit.book.id)}>{hit.book.title}</Link>
            </h2>
            <Byline by={hit.book.by} className={styles.byline} />
            <p className={styles.match}>
              <span className={styles.field}>
                {search.match_in({ field: FIELD_LABEL[hit.field]() })}{" "}
              </span>
              {hit.segments.map((segment, index) =>
                segment.match ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: segments never reorder
                  <mark key={index}>{segment.text}</mark>
                ) : (
                  segment.text
                ),
              )}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
