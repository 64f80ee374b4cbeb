import { Link } from "react-router";
import type { StartPageData } from "~/pages/start-page";
import { BookGrid } from "../book/book-grid";
import { Description } from "../ui/description";
import styles from "./start-page.module.css";

/**
 * The Start here page: the author's opening words, then each step into the catalogue with its
 * heading, its words and its books (a series' in reading order, with whether it is finished).
 */
export function StartPage({ page }: { page: StartPageData }) {
  return (
    <article className="page" aria-labelledby="start-title">
      <div className={styles.column}>
        <h1 id="start-title">{page.title}</h1>
        {page.intro.length > 0 && (
          <div className={styles.intro}>
            <Description blocks={page.intro} />
          </div>
        )}
      </div>
      <ol className={styles.steps}>
        {page.steps.map((step, index) => (
          // Two steps may share a heading; their order is the author's and does not change.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className={styles.step}>
            <h2 id={`step-${index + 1}`} className={styles.stepTitle}>
              {step.title}
            </h2>
            {step.series && (
              <p className={styles.series}>
                <Link to={step.series.href}>{step.series.title}</Link>
                {step.series.status && <> · {step.series.status}</>}
              </p>
            )}
            {step.text.length > 0 && (
              <div className={styles.text}>
                <Description blocks={step.text} />
              </div>
            )}
            <BookGrid
              books={step.books}
              label={step.title}
              eagerCount={index === 0 ? 2 : 0}
              // A short read or two larger; a whole series in the grid's usual rows.
              few={step.books.length <= 3}
            />
          </li>
        ))}
      </ol>
    </article>
  );
}
