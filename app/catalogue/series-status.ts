import type { Book, Series } from "../content/schema.ts";
import { countOf } from "./wording.ts";

/**
 * Whether a series is finished, as its page and its books' series lines say it: complete (in
 * as many books as its highest whole-numbered place), ongoing, or ongoing and planned to run
 * to a number of books. A series that says neither shows what it always did.
 */

type SeriesFacts = Pick<Series, "id" | "title" | "status" | "planned">;
type SeriesBook = Pick<Book, "series" | "seriesNum">;

/**
 * The series' length: for a complete series, its highest whole-numbered place (a novella at
 * 2.5 sits between two books and a box set outside the order, so neither counts); for an
 * ongoing one, the books it is planned to run to; else `null`. Hidden books count: a place
 * the author hides is still a place.
 */
export function seriesLength(series: SeriesFacts, books: readonly SeriesBook[]): number | null {
  if (series.status === "complete") {
    const places = books
      .filter((book) => book.series.includes(series.id) && book.seriesNum !== null)
      .map((book) => Math.floor(book.seriesNum ?? 0));
    return places.length > 0 ? Math.max(...places) : null;
  }
  return series.planned ?? null;
}

/** Whether the series is still being written: it says so, or says how long it will be. */
const isOngoing = (series: SeriesFacts) =>
  series.status === "ongoing" || (series.status === undefined && series.planned !== undefined);

/**
 * A numbered book's place in its series, as its page says it: "Book 2 of Encounter", and
 * where the series says so "Book 2 of 5 in Encounter · the series is complete", "Book 2 of 5
 * planned in Encounter · the series is ongoing" or "Book 2 of Encounter · the series is
 * ongoing". `null` for a book outside a numbered order.
 */
export function seriesLine(
  book: SeriesBook,
  seriesList: readonly SeriesFacts[],
  books: readonly SeriesBook[],
): string | null {
  const series = seriesList.find((s) => s.id === book.series[0]);
  if (!series || book.seriesNum === null) return null;
  const length = seriesLength(series, books);
  const place = `Book ${book.seriesNum}`;
  if (series.status === "complete") {
    return length === null
      ? `${place} of ${series.title} · the series is complete`
      : `${place} of ${length} in ${series.title} · the series is complete`;
  }
  if (isOngoing(series)) {
    return length === null
      ? `${place} of ${series.title} · the series is ongoing`
      : `${place} of ${length} planned in ${series.title} · the series is ongoing`;
  }
  return `${place} of ${series.title}`;
}

/**
 * What the series page says of it under its title: "Complete in 5 books", "Ongoing: 3 books
 * so far, of 5 planned" or "Ongoing: 3 books so far", counting the reading order's books
 * (`shown`, the visible whole-numbered ones); `null` for a series that says neither.
 */
export function seriesStatusLine(
  series: SeriesFacts,
  books: readonly SeriesBook[],
  shown: number,
): string | null {
  const length = seriesLength(series, books);
  if (series.status === "complete") {
    return `Complete in ${countOf(length ?? shown, "book")}`;
  }
  if (!isOngoing(series)) return null;
  const sofar = `Ongoing: ${countOf(shown, "book")} so far`;
  return length === null ? sofar : `${sofar}, of ${length} planned`;
}
