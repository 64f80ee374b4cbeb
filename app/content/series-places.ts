import type { Book } from "../content/types.ts";

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
    if (book.series[0] !== seriesId || seriesNum === null) continue;
    if (last === undefined || seriesNum > last.seriesNum) last = { ...book, seriesNum };
  }
  return last;
}
