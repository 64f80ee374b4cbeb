import { Link } from "react-router";
import { findTrope } from "~/catalogue/tropes";
import { BookGrid } from "~/components/book/book-grid";
import { PageError } from "~/components/frame/page-error";
import { paths } from "~/content/paths";
import { prerenderedPageData } from "~/lib/prerendered-page-data";
import { pageHead } from "~/pages/head-tags";
import { orNotFound } from "~/pages/responses.server";
import { tropePage } from "~/pages/trope-pages";
import { loadCatalogue } from "~/schema/content.server";
import * as says from "~messages/tropes";
import type { Route } from "./+types/trope";
import styles from "./tropes.module.css";

// A trope's books, at /tropes/{trope}: every visible book that lists it, newest first.
export function loader({ params }: Route.LoaderArgs) {
  const catalogue = loadCatalogue();
  return tropePage(orNotFound(findTrope(catalogue.books, params.trope)), catalogue);
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  prerenderedPageData(serverLoader);

export const meta = pageHead;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} />;
}

export default function TropeRoute({ loaderData }: Route.ComponentProps) {
  const { title, books } = loaderData;
  return (
    <section className="page" aria-labelledby="trope-title">
      <div className={styles.column}>
        <p className={styles.kicker}>
          <Link to={paths.tropes}>{says.title()}</Link>
        </p>
        <h1 id="trope-title">{title}</h1>
        <p className={styles.lead}>{says.newest_first({ count: books.length })}</p>
      </div>
      <BookGrid books={books} label={title} eagerCount={2} few={books.length <= 3} />
    </section>
  );
}
