import type { Catalogue } from "../content/types.ts";
import { SLUG } from "../content/validators.ts";
import { cardsFor } from "./authors.ts";
import type { BookCard } from "./book-card.ts";
import { newestFirst, readingOrder, visibleBooks } from "./queries.ts";

/**
 * A reader's shelf, kept on their device: the books they want to read and those they have
 * read, by id. It never leaves the browser but as a file the reader exports.
 */
export type ShelfMark = "want" | "read";
export type Shelf = Readonly<Record<string, ShelfMark>>;

export const EMPTY_SHELF: Shelf = {};

/** What the shelf knows of a book: enough to list it and show its cover. */
export type ShelfBook = BookCard;

/** A series' reading order, for "Next for you": the first unread book of a started series. */
export type ShelfSeries = { key: string; title: string; order: string[] };

/** The catalogue as the shelf page reads it: its visible books and its series' orders. */
export type ShelfCatalogue = { books: ShelfBook[]; series: ShelfSeries[] };

export function shelfCatalogue(
  catalogue: Pick<Catalogue, "books" | "series" | "authors">,
): ShelfCatalogue {
  return {
    books: visibleBooks(catalogue.books).map(cardsFor(catalogue)),
    series: catalogue.series
      .map((series) => ({
        key: series.key,
        title: series.title,
        order: readingOrder(catalogue.books, series.id).map((book) => book.id),
      }))
      .filter((series) => series.order.length > 0),
  };
}

/** The shelf with a book marked (or its mark taken off): a book is wanted or read, not both. */
export function withMark(shelf: Shelf, bookId: string, mark: ShelfMark | null): Shelf {
  const { [bookId]: _old, ...rest } = shelf;
  return mark ? { ...rest, [bookId]: mark } : rest;
}

/**
 * The shelf after the reader presses a mark's toggle: the book takes that mark, or loses it
 * when it already has it. Read from the shelf as it is now, not as last drawn.
 */
export function toggleMark(shelf: Shelf, bookId: string, mark: ShelfMark): Shelf {
  return withMark(shelf, bookId, shelf[bookId] === mark ? null : mark);
}

/** The shelf without the books the catalogue no longer has. */
export function keptOnShelf(shelf: Shelf, bookIds: Iterable<string>): Shelf {
  const known = new Set(bookIds);
  return Object.fromEntries(Object.entries(shelf).filter(([id]) => known.has(id)));
}

/**
 * The next book to read in a series' reading order (ids): the first unread one, once the
 * reader has read one of the series; null before, and once every book is read.
 */
export function nextInSeries(order: string[], shelf: Shelf): string | null {
  if (!order.some((id) => shelf[id] === "read")) return null;
  return order.find((id) => shelf[id] !== "read") ?? null;
}

export type ShelfGroups = {
  /** The first unread book of each series the reader has read a book of, in reading order. */
  next: { series: ShelfSeries; book: ShelfBook }[];
  want: ShelfBook[];
  read: ShelfBook[];
};

/** The shelf page's groups: "Next for you", then "Want to read" and "Read", newest first. */
export function shelfGroups(catalogue: ShelfCatalogue, shelf: Shelf): ShelfGroups {
  const byId = new Map(catalogue.books.map((book) => [book.id, book]));
  const marked = (mark: ShelfMark) =>
    newestFirst(catalogue.books.filter((book) => shelf[book.id] === mark));
  return {
    next: catalogue.series.flatMap((series) => {
      const book = byId.get(nextInSeries(series.order, shelf) ?? "");
      return book ? [{ series, book }] : [];
    }),
    want: marked("want"),
    read: marked("read"),
  };
}

/** Whether the reader has read a book: only then can they have started a series. */
export const hasReadBooks = (shelf: Shelf): boolean =>
  Object.values(shelf).some((mark) => mark === "read");

/** How many books a shelf holds. */
export const shelfSize = (shelf: Shelf): number => Object.keys(shelf).length;

/**
 * Whether a value is a shelf's marks: book ids (slugs) to "want" or "read". Checked by hand:
 * book pages read the shelf, and a schema library would weigh more than their own code.
 */
export function isShelf(value: unknown): value is Shelf {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.entries(value).every(
      ([id, mark]) => SLUG.test(id) && (mark === "want" || mark === "read"),
    )
  );
}

/** A shelf kept in the browser, read back; anything else (an old or damaged value) is empty. */
export function parseStoredShelf(text: string | null): Shelf {
  if (!text) return EMPTY_SHELF;
  try {
    const value: unknown = JSON.parse(text);
    return isShelf(value) ? value : EMPTY_SHELF;
  } catch {
    return EMPTY_SHELF;
  }
}
