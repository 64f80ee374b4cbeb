import { Link } from "react-router";
import type { BookCard } from "~/catalogue/book-card";
import { paths } from "~/content/paths";
import * as says from "~messages/book";
import styles from "./reading-order.module.css";

/** The books before and after this one in its series, by title. */
export function ReadingOrder({
  seriesTitle,
  previous,
  next,
}: {
  seriesTitle: string;
  previous: BookCard | null;
  next: BookCard | null;
}) {
  if (!previous && !next) return null;
  return (
    <nav className={styles.order} aria-label={says.reading_order({ series: seriesTitle })}>
      {previous && (
        <Link className={styles.previous} to={paths.book(previous.id)}>
          <span className={styles.label}>{says.previous()}</span>
          <span className={styles.title}>{previous.title}</span>
        </Link>
      )}
      {next && (
        <Link className={styles.next} to={paths.book(next.id)}>
          <span className={styles.label}>{says.next()}</span>
          <span className={styles.title}>{next.title}</span>
        </Link>
      )}
    </nav>
  );
}
