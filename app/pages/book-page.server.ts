import { data } from "react-router";
import type { Book } from "../content/types";
import { buildDay } from "../schema/build-day.server";
import { loadCatalogue } from "../schema/content.server";
import { bookPage } from "./page-data";

/** What a book's page receives, for the book `find` picks; Not Found (404) when it picks none. */
export function loadBookPage(
  find: (books: Book[]) => Book | undefined,
  catalogue = loadCatalogue(),
) {
  const book = find(catalogue.books);
  if (!book) throw data(null, { status: 404, statusText: "Not Found" });
  return bookPage(book, catalogue, buildDay());
}
