import { data } from "react-router";
import { buildDay } from "./build-day.server";
import { loadCatalogue } from "./content.server";
import { comingEvents } from "./events";
import { bookPage } from "./page-data";
import type { Book } from "./schema";
import { bookSeo } from "./seo";

/** What a book's page receives, for the book `find` picks; Not Found (404) when it picks none. */
export function loadBookPage(find: (books: Book[]) => Book | undefined) {
  const catalogue = loadCatalogue();
  const book = find(catalogue.books);
  if (!book) throw data(null, { status: 404, statusText: "Not Found" });
  const today = buildDay();
  return {
    ...bookPage(book, catalogue),
    events: comingEvents(catalogue, today, book.id),
    seo: bookSeo(book, catalogue, today),
  };
}
