import type { Book, Series } from "../content/types.ts";

/**
 * The small slices of a book and a series that lists, grids and links receive: loaders run at
 * build time and pass only these to the browser, so no page ships the whole catalogue.
 */

export type BookCard = Pick<Book, "id" | "title" | "pubDate" | "amazonId">;

export function toBookCard(book: BookCard): BookCard {
  return { id: book.id, title: book.title, pubDate: book.pubDate, amazonId: book.amazonId };
}

export type SeriesLink = Pick<Series, "id" | "key" | "title">;

export function toSeriesLink(series: Series): SeriesLink {
  return { id: series.id, key: series.key, title: series.title };
}
