import type { ReactNode } from "react";
import { Link } from "react-router";
import { publicationLine } from "~/catalogue/book-lines";
import { offersReleaseDay } from "~/catalogue/queries";
import { IMAGE_SIZES } from "~/catalogue/responsive-images";
import { paths, siteUrl } from "~/content/paths";
import { buildDayOr, useToday } from "~/hooks/use-today";
import type { BookDetail } from "~/pages/page-data";
import * as says from "~messages/book";
import { ShelfToggles } from "../shelf/shelf-toggles";
import { Byline } from "../ui/byline";
import { Cover } from "../ui/cover";
import { Description } from "../ui/description";
import { WebFont } from "../ui/web-font";
import styles from "./book-details.module.css";

/**
 * A book's title, subtitle, publication line, cover and description. Listed on another
 * page (`linked`), the title links to the book's own page. `children` follow the description
 * (the book page's content notes).
 */
export function BookDetails({
  book,
  headingLevel,
  titleId,
  eager = false,
  linked = false,
  children,
}: {
  book: BookDetail;
  headingLevel: 1 | 2;
  titleId?: string;
  eager?: boolean;
  linked?: boolean;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const PartsHeading = headingLevel === 1 ? "h2" : "h3";
  const today = useToday();
  return (
    <div className={styles.details}>
      <div className={styles.cover}>
        <Cover book={book} eager={eager} sizes={IMAGE_SIZES.detail} />
      </div>
      <div className={styles.text}>
        <Heading id={titleId} className={styles.title}>
          {linked ? <Link to={paths.book(book.id)}>{book.title}</Link> : book.title}
        </Heading>
        {book.subtitle && (
          <>
            <p className={styles.subtitle}>{book.subtitle}</p>
            {/* The one text set in the display face's italic. */}
            <WebFont file="display-italic.woff2" />
          </>
        )}
        {book.seriesLine && <p className={styles.seriesLine}>{book.seriesLine}</p>}
        <Byline by={book.by} className={styles.byline} />
        <p className={styles.published}>{publicationLine(book, today)}</p>
        {offersReleaseDay(book, today, buildDayOr(today)) && (
          <p className={styles.calendar}>
            <a href={siteUrl(paths.releaseCalendar(book.id))} type="text/calendar">
              {says.add_release_day()}
            </a>
          </p>
        )}
        <ShelfToggles bookId={book.id} title={book.title} />
        <div className={styles.description}>
          <Description blocks={book.description} />
        </div>
        {book.contains.length > 0 && (
          <div className={styles.contains}>
            <PartsHeading className={styles.containsTitle}>{says.contains()}</PartsHeading>
            <ol>
              {book.contains.map((part) => (
                <li key={part.id}>
                  <Link to={paths.book(part.id)}>{part.title}</Link>
                </li>
              ))}
            </ol>
          </div>
        )}
        {children}
      </div>
    </div>
  );
}
