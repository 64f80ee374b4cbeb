import { Link } from "react-router";
import { listedSamples } from "~/catalogue/queries";
import { BuyButton } from "~/components/book/buy-links";
import { PageError } from "~/components/frame/page-error";
import { Description } from "~/components/ui/description";
import { prerenderedPageData } from "~/lib/prerendered-page-data";
import { pageHead } from "~/pages/head-tags";
import { samplePage } from "~/pages/page-data";
import { orNotFound } from "~/pages/responses.server";
import { loadCatalogue } from "~/schema/content.server";
import * as says from "~messages/sample";
import type { Route } from "./+types/sample";
import styles from "./sample.module.css";

// A book's sample chapter, at /book/{id}/sample.
export function loader({ params }: Route.LoaderArgs) {
  const catalogue = loadCatalogue();
  const found = orNotFound(listedSamples(catalogue).find(({ book }) => book.id === params.id));
  return samplePage(found.book, found.sample, catalogue);
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  prerenderedPageData(serverLoader);

export const meta = pageHead;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} />;
}

export default function SampleRoute({ loaderData }: Route.ComponentProps) {
  const { book, sample, stores } = loaderData;
  return (
    <article className={`${styles.sample} paper`} aria-labelledby="sample-title">
      <div className={styles.inner}>
        <header className={styles.header}>
          <p className={styles.kicker}>
            {says.from()} <Link to={book.href}>{book.title}</Link>
          </p>
          <h1 id="sample-title" className={styles.title}>
            {sample.title}
          </h1>
          <p className={styles.time}>{says.minutes({ minutes: sample.minutes })}</p>
        </header>
        <div className={styles.text}>
          <Description blocks={sample.text} />
        </div>
        <footer className={styles.footer}>
          <p className={styles.more}>{says.more()}</p>
          <p className="actions">
            <BuyButton stores={stores} />
            <Link className="button button-quiet" to={book.href}>
              {says.back({ title: book.title })}
            </Link>
          </p>
        </footer>
      </div>
    </article>
  );
}
