import { paths } from "../content/paths.ts";
import { tropeSlug } from "../content/tropes.ts";
import type { Book, Catalogue, Genre } from "../content/types.ts";
import { cardsFor } from "./authors.ts";
import type { BookCard, Credit } from "./book-card.ts";
import {
  booksInCategory,
  genreSection,
  matchesFilter,
  type SectionFilter,
  sectionFilters,
} from "./queries.ts";
import { sectionTropes } from "./tropes.ts";

/**
 * The home page's sections of covers: featured books, fiction, nonfiction and singles, each
 * titled as the site settings say (`sections:` in content/site.yaml). Each holds its first
 * rows of covers in the page; the rest, and the books its filters choose among, come from a
 * file of the section's books when a visitor asks, so the page costs the same at any size of
 * catalogue.
 */

/**
 * How many covers a section shows before Show all: its first rows, whole at every width
 * (the grid is three covers across on a phone, four on a tablet, six on a wide screen).
 */
export const FIRST_ROWS = 12;

export const BOOK_SECTION_IDS = ["featured", "fiction", "nonfiction", "singles"] as const;
export type BookSectionId = (typeof BOOK_SECTION_IDS)[number];

/** The genre each section lists; the featured one lists a category across genres. */
const SECTION_GENRE: Record<BookSectionId, Genre | null> = {
  featured: null,
  fiction: "fiction",
  nonfiction: "nonfiction",
  singles: "single",
};

/**
 * A book as a section lists it: its cover, and what the section's filters look at (its
 * tropes by their slugs, which are all the filter needs).
 */
export type SectionBook = BookCard & {
  categories: string[];
  series: string[];
  tropeSlugs: string[];
};

function toSectionBook(book: Book, card: (book: Book) => BookCard): SectionBook {
  return {
    ...card(book),
    categories: book.categories,
    series: book.series,
    tropeSlugs: book.tropes.map(tropeSlug),
  };
}

/** Every book a section lists, newest first: the visible books of its genre, or featured. */
export function sectionBooks(
  catalogue: Pick<Catalogue, "books" | "authors">,
  id: BookSectionId,
): SectionBook[] {
  const genre = SECTION_GENRE[id];
  const books = genre
    ? genreSection(catalogue.books, genre, { kind: "all" })
    : booksInCategory(catalogue.books, "featured");
  const card = cardsFor(catalogue);
  return books.map((book) => toSectionBook(book, card));
}

/** What the home page receives of a section: its first rows, and how to get the rest. */
export type BookSection = {
  /** The first rows of covers, newest first: every book, when they fit. */
  books: SectionBook[];
  /** How many books the section lists in all. */
  total: number;
  /** The file of every book, when `books` holds only the first rows; else null. */
  allBooks: string | null;
  categories: { key: string; label: string }[];
  series: { id: string; title: string }[];
  /** The tropes its books share (./tropes.ts, sectionTropes), by slug and label. */
  tropes: { slug: string; label: string }[];
  /** On a site of several authors, those of some of its books and not all: by name. */
  authors?: Credit[];
};

/** A section of the home page, or null when it has no book to show. */
export function bookSection(catalogue: Catalogue, id: BookSectionId): BookSection | null {
  const books = sectionBooks(catalogue, id);
  if (books.length === 0) return null;
  const genre = SECTION_GENRE[id];
  const filters = genre ? sectionFilters(catalogue, genre) : { categories: [], series: [] };
  // The featured books are chosen by hand and offer no filter, as before.
  const tropes = genre ? sectionTropes(books, catalogue.books) : [];
  const authors = genre ? sectionAuthors(books) : [];
  return {
    books: books.slice(0, FIRST_ROWS),
    total: books.length,
    allBooks: books.length > FIRST_ROWS ? paths.sectionBooks(id) : null,
    categories: filters.categories.map(({ key, label }) => ({ key, label })),
    series: filters.series.map(({ id, title }) => ({ id, title })),
    tropes,
    // Left out of a site of one author's sections, which offer none.
    ...(authors.length > 0 && { authors }),
  };
}

/**
 * The authors a section's filter offers: each credited by some of its books and not by all
 * (a choice that keeps every book would show nothing new), by name.
 */
function sectionAuthors(books: SectionBook[]): Credit[] {
  const credits = new Map(books.flatMap((book) => (book.by ?? []).map((c) => [c.id, c])));
  return [...credits.values()]
    .filter((credit) => {
      const theirs = books.filter((book) => matchesFilter(book, { kind: "author", id: credit.id }));
      return theirs.length < books.length;
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The section a file of books is for (`fiction.json`), if any. */
export function sectionOfFile(file: string): BookSectionId | undefined {
  return BOOK_SECTION_IDS.find((id) => paths.sectionBooks(id).endsWith(`/${file}`));
}

/** What a visitor has chosen in a section: one filter, and whether to see every match. */
export type SectionView = { filter: SectionFilter; showAll: boolean };

export const FIRST_VIEW: SectionView = { filter: { kind: "all" }, showAll: false };

/**
 * Whether a view needs every book of the section, and they are not loaded yet (`all` is
 * null): any view but the first of a section that holds only its first rows.
 */
export function needsAllBooks(
  section: BookSection,
  all: SectionBook[] | null,
  view: SectionView,
): boolean {
  return section.allBooks !== null && all === null && (view.showAll || view.filter.kind !== "all");
}

/**
 * The covers a section shows for a view, and how many books match it: drawn from every book
 * once they are loaded (`all`), else from the first rows the page came with, which is all
 * the first view needs.
 */
export function sectionContents(
  section: BookSection,
  all: SectionBook[] | null,
  view: SectionView,
): { books: SectionBook[]; matching: number } {
  if (all === null && section.allBooks !== null) {
    return { books: section.books, matching: section.total };
  }
  const matches = (all ?? section.books).filter((book) => matchesFilter(book, view.filter));
  return {
    books: view.showAll ? matches : matches.slice(0, FIRST_ROWS),
    matching: matches.length,
  };
}
