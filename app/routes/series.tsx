import { Fragment } from "react";
import { findSeries } from "~/catalogue/queries";
import { nextInSeries } from "~/catalogue/shelf";
import { BookDetails } from "~/components/book/book-details";
import { Keywords } from "~/components/book/keywords";
import { PageError } from "~/components/frame/page-error";
import { TrailerList } from "~/components/trailers/trailer-list";
import { Description } from "~/components/ui/description";
import { siteUrl } from "~/content/paths";
import { useDeferredShelf } from "~/hooks/use-shelf";
import { prerenderedPageData } from "~/lib/prerendered-page-data";
import { headTags } from "~/pages/head-tags";
import { seriesPage } from "~/pages/page-data";
import { orNotFound } from "~/pages/responses.server";
import { loadCatalogue } from "~/schema/content.server";
import * as says from "~messages/series";
import type { Route } from "./+types/series";
import styles from "./series.module.css";

// A series page, at /series/{key}.
export function loader({ params }: Route.LoaderArgs) {
  const catalogue = loadCatalogue();
  return seriesPage(orNotFound(findSeries(catalogue.series, params.key)), catalogue);
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  prerenderedPageData(serverLoader);

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { series, feed } = loaderData;
  return [
    ...headTags(loaderData.seo),
    // Feed readers find the series' own feed from its page.
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: says.feed_title({ series: series.title }),
      href: siteUrl(feed),
    },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} />;
}

export default function SeriesRoute({ loaderData }: Route.ComponentProps) {
  const { series, status, books, trailer, author, feed, order } = loaderData;
  return (
    <article className="page" aria-labelledby="series-title">
      <header className={styles.header}>
        <p className={styles.kicker}>{says.by({ author })}</p>
        <h1 id="series-title">{series.title}</h1>
        {status && <p className={styles.status}>{status}</p>}
        <div className={styles.description}>
          <Description blocks={series.description} />
        </div>
        <p className={styles.follow}>
          <a href={siteUrl(feed)} type="application/atom+xml">
            {says.follow()}
          </a>
          {says.follow_where()}
        </p>
      </header>
      {books.map((book, index) => (
        <Fragment key={book.id}>
          {index > 0 && <hr className={styles.rule} />}
          {book.position && (
            <p className={styles.position}>
              <span>{book.position}</span>
              <ReaderPlace bookId={book.id} startHere={book.startHere} order={order} />
            </p>
          )}
          <BookDetails book={book} headingLevel={2} eager={index === 0} linked />
        </Fragment>
      ))}
      {trailer && (
        <section className={styles.block} aria-labelledby="series-trailer-title">
          <hr className={styles.rule} />
          <h2 id="series-trailer-title">{says.trailer()}</h2>
          <div className={styles.trailer}>
            <TrailerList trailers={[trailer]} />
          </div>
        </section>
      )}
      {series.keywords.length > 0 && (
        <section className={styles.block} aria-labelledby="series-keywords-title">
          <h2 id="series-keywords-title">{says.keywords()}</h2>
          <Keywords keywords={series.keywords} />
        </section>
      )}
    </article>
  );
}

/**
 * Where the reader is at a book of the series, from their shelf: "Start here" until they
 * have read a book of it, then "Next for you" on the next and "Read" on those read. A
 * component of its own, so that reading the shelf once the app runs draws these marks
 * again, not the whole page, and in a render React can interrupt.
 */
function ReaderPlace({
  bookId,
  startHere,
  order,
}: {
  bookId: string;
  startHere: boolean;
  order: string[];
}) {
  const shelf = useDeferredShelf();
  const next = shelf && nextInSeries(order, shelf);
  return (
    <>
      {startHere && !next && <span className={styles.startHere}>{says.start_here()}</span>}
      <span className={styles.shelfMarks} data-browser-only>
        {bookId === next && <span className={styles.startHere}>{says.next_for_you()}</span>}
        {shelf?.[bookId] === "read" && <span className={styles.read}>{says.read()}</span>}
      </span>
    </>
  );
}
