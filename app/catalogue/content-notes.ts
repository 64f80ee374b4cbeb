import type { Book } from "../content/types.ts";
import { newestFirst, visibleBooks } from "./queries.ts";

/** The visible books that list content notes, newest first: those the content notes page lists. */
export function booksWithContentNotes(books: Book[]): Book[] {
  return newestFirst(visibleBooks(books)).filter((book) => book.contentNotes.length > 0);
}

/**
 * Whether the site has a content notes page: some visible book lists notes. Asked for every
 * page's footer, so it stops at the first such book and sorts nothing.
 */
export function hasContentNotesPage(books: Book[]): boolean {
  return visibleBooks(books).some((book) => book.contentNotes.length > 0);
}
