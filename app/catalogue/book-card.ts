import type { Book, Series } from "../content/types.ts";

/**
 * The small slices of a book and a series that lists, grids and links receive: loaders run at
 * build time and pass only these to the browser, so no page ships the whole catalogue.
 */

/** An author a card names, on a site of several authors (./authors.ts: cardsFor). */
export type Credit = { id: string; name: string };

export type BookCard = Pick<Book, "id" | "title" | "pubDate" | "amazonId"> & { by?: Credit[] };

export function toBookCard(book: BookCard): BookCard {
  const { id, title, pubDate, amazonId, by } = book;
  return { id, title, pubDate, amazonId, ...(by && { by }) };
}

export type SeriesLink = Pick<Series, "id" | "key" | "title">;

export function toSeriesLink(series: Series): SeriesLink {
  return { id: series.id, key: series.key, title: series.title };
}
