import type { Book } from "../content/types";
import { buildDay } from "../schema/build-day.server";
import { loadCatalogue } from "../schema/content.server";
import { bookPage } from "./page-data";
import { orNotFound } from "./responses.server";

/** What a book's page receives, for the book `find` picks; Not Found (404) when it picks none. */
export function loadBookPage(
  find: (books: Book[]) => Book | undefined,
  catalogue = loadCatalogue(),
) {
  return bookPage(orNotFound(find(catalogue.books)), catalogue, buildDay());
}
