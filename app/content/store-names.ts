/**
 * The stores a book's content can name, and the name each goes by: the one list that the
 * schema's messages, the links on a book's page, the editor's form, the sheet's columns and the
 * assistant read. Apart from the schema (and zod), as ./formats.ts is, so that the pages'
 * script can use it without loading the schema.
 */

/** The stores an edition can list under `stores:`, in the order a reader sees them. */
export const EDITION_STORES = [
  "amazon",
  "audible",
  "apple",
  "kobo",
  "barnesAndNoble",
  "bookshop",
  "librofm",
  "googleBooks",
] as const;
export type EditionStore = (typeof EDITION_STORES)[number];

/** Each store's name, as a reader knows it. */
export const STORE_NAMES: Record<EditionStore, string> = {
  amazon: "Amazon",
  audible: "Audible",
  apple: "Apple Books",
  kobo: "Kobo",
  barnesAndNoble: "Barnes & Noble",
  bookshop: "Bookshop.org",
  librofm: "Libro.fm",
  googleBooks: "Google Books",
};

/**
 * The stores a book without `editions:` lists under its own `stores:`, by their https pages
 * (its Amazon and Audible ids have fields of their own), in the order a reader sees them.
 */
export const BOOK_STORES = ["apple", "kobo", "barnesAndNoble", "bookshop"] as const;
export type BookStore = (typeof BOOK_STORES)[number];

/**
 * The stores an ebook enrolled in KDP Select may not be listed at: every ebook store but
 * Amazon's (KDP Select's terms: the ebook is exclusive to Amazon while enrolled). Audible and
 * Libro.fm sell audiobooks, and Bookshop.org print, which KDP Select does not cover.
 */
export const KDP_SELECT_EXCLUDES: readonly EditionStore[] = [
  "apple",
  "kobo",
  "barnesAndNoble",
  "googleBooks",
] as const;
