import { Link } from "react-router";
import { pageHead } from "~/pages/head-tags";
import { tropesPage } from "~/pages/trope-pages";
import { loadCatalogue } from "~/schema/content.server";
import * as says from "~messages/tropes";
import type { Route } from "./+types/tropes";
import styles from "./tropes.module.css";

// Every trope with its count, and the heat scale explained where a book has a heat, at /tropes.
export function loader() {
  return tropesPage(loadCatalogue());
}

export const meta = pageHead;

export default function TropesRoute({ loaderData }: Route.ComponentProps) {
  const { title, tropes, heat } = loaderData;
  return (
    <article className="page" aria-labelledby="tropes-title">
      <div className={styles.column}>
        <h1 id="tropes-title">{title}</h1>
        {tropes.length > 0 && (
          // Under a heading of its own only beside the heat: alone, the page's title names it.
          <section aria-labelledby={heat.length > 0 ? "trope-list-title" : "tropes-title"}>
            {heat.length > 0 && <h2 id="trope-list-title">{says.title()}</h2>}
            <p className={styles.lead}>{says.lead()}</p>
            <ul className={styles.tropes}>
              {tropes.map((trope) => (
                <li key={trope.href}>
                  <Link className={styles.trope} to={trope.href}>
                    {trope.label}
                    <span className="visually-hidden">, </span>
                    <span className={styles.count}>{trope.count}</span>
                    <span className="visually-hidden">
                      {says.count_books({ count: trope.count })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {heat.length > 0 && (
          <section aria-labelledby="heat-title">
            <h2 id="heat-title">{says.heat()}</h2>
            <p className={styles.lead}>{says.heat_lead()}</p>
            <dl className={styles.scale}>
              {heat.map((level) => (
                <div key={level.level} id={level.id} className={styles.level}>
                  <dt>
                    <span className={styles.number}>{level.level}</span> {level.label}
                  </dt>
                  <dd>{level.explanation}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
      </div>
    </article>
  );
}
