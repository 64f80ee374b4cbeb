import * as catalogue from "~messages/catalogue";
import * as says from "~messages/lines";
import { lastInSeries } from "../content/series-places.ts";
import type { Book, Series } from "../content/types.ts";
import { readingOrder } from "./queries.ts";

/**
 * Whether a series is finished, as its page and its books' series lines say it: complete (in
 * as many books as its highest whole-numbered place), ongoing, or ongoing and planned to run
 * to a number of books. A series that says neither shows what it always did. The lines are
 * the site's language's (the lines_ messages), written by the page data at build time.
 */

type SeriesFacts = Pick<Series, "id" | "title" | "status" | "planned">;
type SeriesBook = Pick<Book, "series" | "seriesNum">;

/** Whether the series is still being written: it says so, or says how long it will be. */
export const isOngoing = (series: Pick<Series, "status" | "planned">) =>
  series.status === "ongoing" || (series.status === undefined && series.planned !== undefined);

/**
 * The series' length: for a complete series, its highest whole-numbered place (a novella at
 * 2.5 sits between two books and a box set outside the order, so neither counts); for an
 * ongoing one, the books it is planned to run to; else `null`. Hidden books count: a place
 * the author hides is still a place. A book counts in its first series, whose order it is in.
 */
export function seriesLength(series: SeriesFacts, books: readonly SeriesBook[]): number | null {
  if (series.status === "complete") {
    const last = lastInSeries(series.id, books);
    return last ? Math.floor(last.seriesNum) : null;
  }
  return series.planned ?? null;
}

/**
 * A numbered book's place in its series, as its page says it: "Book 2 of Encounter", and
 * where the series says so "Book 2 of 8 in Days of Noah · the series is complete", "Book 2 of
 * 5 planned in Encounter" or "Book 2 of Encounter · the series is ongoing". A book between two
 * (2.5) is not counted against the length: "Book 2.5 of Days of Noah · the series is complete".
 * `null` for a book outside a numbered order.
 */
export function seriesLine(
  book: SeriesBook,
  seriesList: readonly SeriesFacts[],
  books: readonly SeriesBook[],
): string | null {
  const series = seriesList.find((s) => s.id === book.series[0]);
  if (!series || book.seriesNum === null) return null;
  const length = Number.isInteger(book.seriesNum) ? seriesLength(series, books) : null;
  const place = { number: book.seriesNum, series: series.title };
  if (series.status === "complete") {
    return length === null
      ? says.series_complete(place)
      : says.series_complete_of({ ...place, length });
  }
  if (isOngoing(series)) {
    return length === null ? says.series_ongoing(place) : says.series_planned({ ...place, length });
  }
  return catalogue.book_of_series(place);
}

/**
 * What the series page (and Start here, and the chat) says of it: "Complete in 8 books",
 * "Ongoing: 3 books so far, of 5 planned", "Ongoing: 3 books so far", counting the visible
 * whole-numbered books of its reading order; "Complete", "Ongoing: 5 planned" or "Ongoing"
 * while it shows none. `null` for a series that says neither.
 */
export function seriesStatusLine(series: SeriesFacts, books: readonly Book[]): string | null {
  const length = seriesLength(series, books);
  const shown = readingOrder([...books], series.id).filter((book) =>
    Number.isInteger(book.seriesNum),
  ).length;
  if (series.status === "complete") {
    return length === null ? says.status_complete() : says.status_complete_in({ count: length });
  }
  if (!isOngoing(series)) return null;
  if (shown === 0) {
    return length === null ? says.status_ongoing() : says.status_planned({ planned: length });
  }
  return length === null
    ? says.status_so_far({ count: shown })
    : says.status_so_far_planned({ count: shown, planned: length });
}
