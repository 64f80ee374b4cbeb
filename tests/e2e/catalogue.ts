import { loadCatalogue } from "../../app/catalogue/content.server.ts";
import { listedSeries, visibleBooks } from "../../app/catalogue/queries.ts";
import { allTrailers } from "../../app/catalogue/trailers.ts";

/** The project's catalogue, so tests check pages against the content rather than copies of it. */
export const catalogue = loadCatalogue();
export const visible = visibleBooks(catalogue.books);
export const hidden = catalogue.books.filter((book) => book.hidden);

export function bookById(id: string) {
  const book = catalogue.books.find((b) => b.id === id);
  if (!book) throw new Error(`no book ${id} in the content`);
  return book;
}

/** A book and a series a visitor can open, for tests of a page type rather than of a title. */
export const someBook = visible[0];
export const someSeries = listedSeries(catalogue)[0];

/** An address no page has. */
export const NOT_FOUND_EXAMPLE = "/nowhere";

/** One address of each page type the content has. */
export const PAGE_TYPES = [
  "/",
  ...(someBook ? [`/book/${someBook.id}`] : []),
  ...(someSeries ? [`/series/${someSeries.key}`] : []),
  "/search/the",
  ...(allTrailers(catalogue).length > 0 ? ["/trailers/all"] : []),
  NOT_FOUND_EXAMPLE,
];
