import { data } from "react-router";
import { comingEvents } from "../catalogue/events";
import { buildDay } from "../content/build-day.server";
import { loadCatalogue } from "../content/content.server";
import type { Book } from "../content/schema";
import { bookPage } from "./page-data";
import { bookSeo } from "./seo";

/** What a book's page receives, for the book `find` picks; Not Found (404) when it picks none. */
export function loadBookPage(
  find: (books: Book[]) => Book | undefined,
  catalogue = loadCatalogue(),
) {
  const book = find(catalogue.books);
  if (!book) throw data(null, { status: 404, statusText: "Not Found" });
  const today = buildDay();
  return {
    ...bookPage(book, catalogue),
    events: comingEvents(catalogue, today, book.id),
    seo: bookSeo(book, catalogue, today),
  };
}
