import { newestFirst, visibleBooks } from "../catalogue/queries.ts";
import { CONTENT_NOTE_TERMS, noteView } from "../content/content-notes.ts";
import { paths } from "../content/paths.ts";
import type { Book, Catalogue } from "../content/schema.ts";

/**
 * Content notes on the site's pages: each book's own, behind a closed disclosure, and the page
 * that lists every book's and explains the vocabulary (`/content-notes`). Pages get the
 * labels and words they show as page data, so no page's script carries the vocabulary.
 */

/** The visible books that list content notes, newest first: those the site page lists. */
export function booksWithContentNotes(catalogue: Pick<Catalogue, "books">): Book[] {
  return newestFirst(visibleBooks(catalogue.books)).filter((book) => book.contentNotes.length > 0);
}

/** Whether the site has a content notes page: some visible book lists notes. */
export const hasContentNotesPage = (catalogue: Pick<Catalogue, "books">) =>
  booksWithContentNotes(catalogue).length > 0;

/**
 * A book page's content notes, each its term's label and the author's words, with the site
 * page that explains them where there is one; `null` for a book that lists none.
 */
export function bookContentNotes(book: Book, catalogue: Pick<Catalogue, "books">) {
  if (book.contentNotes.length === 0) return null;
  const href: string | null = hasContentNotesPage(catalogue) ? paths.contentNotes : null;
  return { notes: book.contentNotes.map(noteView), href };
}
export type BookContentNotes = NonNullable<ReturnType<typeof bookContentNotes>>;

/** The content notes page: every visible book's notes, then what each term means. */
export function contentNotesPage(catalogue: Pick<Catalogue, "books">) {
  return {
    books: booksWithContentNotes(catalogue).map((book) => ({
      id: book.id,
      title: book.title,
      href: paths.book(book.id),
      notes: book.contentNotes.map(noteView),
    })),
    terms: Object.values(CONTENT_NOTE_TERMS).map(({ label, explained }) => ({ label, explained })),
  };
}
export type ContentNotesPageData = ReturnType<typeof contentNotesPage>;
