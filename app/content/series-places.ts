import type { Book } from "../content/types.ts";

/**
 * Whether a series is a book's own: the first it lists, where it has its place (its
 * `seriesNum`) and is counted. In any other it lists (a crossover's), it is listed without one.
 */
export const isFirstSeries = (book: Pick<Book, "series">, seriesId: string) =>
  book.series[0] === seriesId;

/**
 * The book at the furthest place of a series' reading order, which sets how long a complete
 * series is and how short its plan may be: a book is placed in its first series only, and a
 * box set in none. Undefined while no book is placed.
 */
export function lastInSeries<B extends Pick<Book, "series" | "seriesNum">>(
  seriesId: string,
  books: readonly B[],
): (B & { seriesNum: number }) | undefined {
  let last: (B & { seriesNum: number }) | undefined;
  for (const book of books) {
    const { seriesNum } = book;
    if (!isFirstSeries(book, seriesId) || seriesNum === null) continue;
    if (last === undefined || seriesNum > last.seriesNum) last = { ...book, seriesNum };
  }
  return last;
}
