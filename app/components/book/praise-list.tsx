import type { Praise } from "~/content/types";
import * as says from "~messages/book";
import styles from "./praise-list.module.css";

/** Endorsements of a book: each a quotation with who said it and, if given, where. */
export function PraiseList({ praise }: { praise: Praise[] }) {
  if (praise.length === 0) return null;
  return (
    <section className={styles.praise} aria-label={says.praise()}>
      {praise.map((item) => (
        <figure key={`${item.source}${item.quote}`} className={styles.item}>
          <blockquote className={styles.quote}>
            <p>{item.quote}</p>
          </blockquote>
          <figcaption className={styles.source}>
            {item.source}
            {item.outlet && (
              <>
                , <cite>{item.outlet}</cite>
              </>
            )}
          </figcaption>
        </figure>
      ))}
    </section>
  );
}
