import * as seo from "~messages/seo";
import { booksWithContentNotes, hasContentNotesPage } from "../catalogue/content-notes.ts";
import { explainedTerms, shownNote } from "../content/content-note-words.ts";
import { paths } from "../content/paths.ts";
import type { Book, Catalogue } from "../content/types.ts";
import { pageSeo } from "./seo.ts";

/**
 * Content notes on the site's pages: each book's own, behind a closed disclosure, and the page
 * that lists every book's and explains the vocabulary (`/content-notes`). Pages get the
 * labels and words they show as page data, so no page's script carries the vocabulary.
 */

/**
 * A book page's content notes, each its term's label and the author's words, with the site
 * page that explains them where there is one; `null` for a book that lists none.
 */
export function bookContentNotes(book: Book, catalogue: Pick<Catalogue, "books">) {
  if (book.contentNotes.length === 0) return null;
  const href: string | null = hasContentNotesPage(catalogue.books) ? paths.contentNotes : null;
  return { notes: book.contentNotes.map(shownNote), href };
}
export type BookContentNotes = NonNullable<ReturnType<typeof bookContentNotes>>;

/** The content notes page: every visible book's notes, then what each term means. */
export function contentNotesPage(catalogue: Pick<Catalogue, "books" | "site">) {
  const author = catalogue.site.author.name;
  return {
    author,
    books: booksWithContentNotes(catalogue.books).map((book) => ({
      id: book.id,
      title: book.title,
      href: paths.book(book.id),
      notes: book.contentNotes.map(shownNote),
    })),
    terms: explainedTerms(),
    seo: pageSeo(catalogue.site, paths.contentNotes, {
      title: seo.notes_title({ author }),
      description: seo.notes_description({ author }),
    }),
  };
}
