import { Link } from "react-router";
import type { BookPage } from "~/pages/page-data";
import * as says from "~messages/book";
import styles from "./book-tropes.module.css";

/**
 * A book's tropes, each leading to the other books that have it, and a romance's heat,
 * leading to what its level means. Nothing for a book with neither.
 */
export function BookTropes({ tropes, heat }: Pick<BookPage["book"], "tropes" | "heat">) {
  if (tropes.length === 0 && !heat) return null;
  return (
    <dl className={styles.facts}>
      {tropes.length > 0 && (
        <div className={styles.fact}>
          <dt className={styles.term}>{says.tropes()}</dt>
          <dd>
            <ul className={styles.tropes}>
              {tropes.map((trope) => (
                <li key={trope.label}>
                  {trope.href ? (
                    <Link className={styles.trope} to={trope.href}>
                      {trope.label}
                    </Link>
                  ) : (
                    <span className={styles.trope}>{trope.label}</span>
                  )}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
      {heat && (
        <div className={styles.fact}>
          <dt className={styles.term}>{says.heat()}</dt>
          <dd>{heat.href ? <Link to={heat.href}>{heat.label}</Link> : heat.label}</dd>
        </div>
      )}
    </dl>
  );
}
