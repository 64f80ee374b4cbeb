import * as says from "~messages/catalogue";
import type { IsoDay } from "../content/dates.ts";
import type { Book, Series } from "../content/types.ts";
import { isUpcoming, type Ribbon } from "./queries.ts";

/**
 * The lines the site writes about a book, in the site's language: under its title, and over
 * its cover. Apart from queries.ts because they say words: the Vite configuration's search
 * index reads the queries in plain Node, where no module of messages resolves.
 */

/** A place in a series as shown: 'Book 2', or 'Book 2.5' for a book between two. */
export const positionLabel = (seriesNum: number): string => says.book_number({ number: seriesNum });

/** What a ribbon says (its image's alt text). */
export const ribbonText = (ribbon: Ribbon): string =>
  ribbon === "preorder" ? says.preorder() : says.coming_soon();

/**
 * The line under a title: the subtitle, else 'Book N of {series}' for a numbered book of a
 * series (never a box set, which the schema gives no number).
 */
export function subtitleFor(
  book: Pick<Book, "subTitle" | "series" | "seriesNum">,
  seriesList: Pick<Series, "id" | "title">[],
): string | null {
  if (book.subTitle) return book.subTitle;
  if (book.seriesNum === null) return null;
  const series = seriesList.find((s) => s.id === book.series[0]);
  return series ? says.book_of_series({ number: book.seriesNum, series: series.title }) : null;
}

/**
 * 'Coming: {date}!' while upcoming, else 'Published: {date}', the day as the build wrote it in
 * the site's language (`published`: Intl's first use costs a phone a long task).
 */
export function publicationLine(
  { pubDate, published }: Pick<Book, "pubDate"> & { published: string },
  today: IsoDay,
): string {
  return isUpcoming({ pubDate }, today)
    ? says.coming({ date: published })
    : says.published({ date: published });
}
