/**
 * The catalogue as a spreadsheet: its columns, and a book's front matter as rows of cells, one
 * row per edition. Cells are made from the front matter as the files have it (read as the build
 * reads YAML), not from the parsed catalogue: an ISBN-10 stays an ISBN-10, `2.50` stays `2.50`,
 * so a sheet imported unchanged writes every file back as it was.
 */
import { EDITION_STORES } from "../../app/content/store-names.ts";

export type Data = Record<string, unknown>;
/** A row of the sheet: header -> cell. */
export type Cells = Record<string, string>;

/** The book's own fields, repeated on each of its rows: header -> front-matter field. */
export const BOOK_COLUMNS = {
  "book id": "id",
  title: "title",
  subTitle: "subTitle",
  authors: "authors",
  series: "series",
  seriesNum: "seriesNum",
  pubDate: "pubDate",
  categories: "categories",
  genres: "genres",
  tropes: "tropes",
  heat: "heat",
  contentNotes: "contentNotes",
} as const;
/** An edition's fields: header -> field of an entry under `editions:`. */
export const EDITION_COLUMNS = {
  format: "format",
  language: "language",
  translator: "translator",
  isbn: "isbn",
  "edition pubDate": "pubDate",
  publisher: "publisher",
  pages: "pages",
  length: "length",
  narrators: "narrators",
  direct: "direct",
  directOffer: "directOffer",
  kdpSelect: "kdpSelect",
} as const;
/** One column per store an edition can list, named as in `stores:`. */
export const STORE_COLUMNS = EDITION_STORES;
/** `price USD`: one column per currency the catalogue prices in. */
export const priceColumn = (currency: string) => `price ${currency}`;
export const PRICE_COLUMN = /^price ([A-Z]{3})$/;
/** Read on import for a new book only: its text, as the file's body. */
export const DESCRIPTION = "description";

/** How a cell's text becomes a field's value. */
export type CellKind = "text" | "number" | "list" | "flag" | "notes";
export function kindOf(header: string): CellKind {
  if (header === "kdpSelect") return "flag";
  if (header === "contentNotes") return "notes";
  if (["authors", "series", "categories", "genres", "narrators", "tropes"].includes(header)) {
    return "list";
  }
  // A heat written as its level (2) stays a number; as its label (fade to black), text.
  if (["seriesNum", "pages", "heat"].includes(header) || PRICE_COLUMN.test(header)) return "number";
  return "text";
}

/** A value as a cell shows it: lists joined with `; `, nothing as an empty cell. */
export function cellOf(value: unknown): string {
  if (Array.isArray(value)) return value.map(cellOf).join("; ");
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
    return String(value);
  }
  return "";
}

/**
 * A book's content notes in one cell, a line each (a line break inside a cell, as a
 * spreadsheet keeps it): `war`, `grief: a father, remembered`, or `note: words of your own`.
 * Lines, not `; `, since an author's words may hold a semicolon.
 */
export function notesCell(value: unknown): string {
  if (!Array.isArray(value)) return cellOf(value);
  return value
    .map((item) => {
      if (!isData(item)) return cellOf(item);
      const [term, note] = [cellOf(item.term), cellOf(item.note)];
      return term === "" ? `note: ${note}` : note === "" ? term : `${term}: ${note}`;
    })
    .join("\n");
}

/** The content notes a cell lists, as notesCell writes them: the term before a colon, or note. */
export function notesOf(cell: string): Data[] {
  return cell
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => {
      const colon = line.indexOf(":");
      const key = colon < 0 ? line : line.slice(0, colon).trim();
      const words = colon < 0 ? "" : line.slice(colon + 1).trim();
      if (key === "note") return { note: words };
      return words === "" ? { term: key } : { term: key, note: words };
    });
}

/** A book's field as its cell shows it. */
export const bookCell = (header: string, value: unknown) =>
  kindOf(header) === "notes" ? notesCell(value) : cellOf(value);

export const isData = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The editions a book lists under `editions:`, none for a book without. */
export const writtenEditions = (book: Data): Data[] =>
  Array.isArray(book.editions) ? book.editions.filter(isData) : [];

/**
 * A book without `editions:` as its one edition, of no format: its ISBN, and its store ids as
 * an edition's stores (its `amazonId` under amazon, its `audioId` under audible).
 */
export function soleEdition(book: Data): Data {
  const stores = isData(book.stores) ? book.stores : {};
  return { isbn: book.isbn, stores: { amazon: book.amazonId, audible: book.audioId, ...stores } };
}

/** The editions a book's rows show: those it lists, or its one edition. */
export const shownEditions = (book: Data): Data[] => {
  const written = writtenEditions(book);
  return written.length > 0 ? written : [soleEdition(book)];
};

/** The cells of one edition: its fields, a `price XXX` cell per price, a cell per store. */
export function editionCells(edition: Data): Cells {
  const cells: Cells = {};
  for (const [header, field] of Object.entries(EDITION_COLUMNS)) {
    cells[header] = cellOf(edition[field]);
  }
  const prices = isData(edition.prices) ? edition.prices : {};
  for (const [currency, amount] of Object.entries(prices)) {
    cells[priceColumn(currency)] = cellOf(amount);
  }
  const stores = isData(edition.stores) ? edition.stores : {};
  for (const store of STORE_COLUMNS) cells[store] = cellOf(stores[store]);
  return cells;
}

/** A book's rows: its own fields on each, then one edition's. */
export function bookRows(book: Data): Cells[] {
  const own: Cells = Object.fromEntries(
    Object.entries(BOOK_COLUMNS).map(([header, field]) => [header, bookCell(header, book[field])]),
  );
  return shownEditions(book).map((edition) => ({ ...own, ...editionCells(edition) }));
}

/** The currencies the books price in, in the order they are first met. */
export function currenciesOf(books: readonly Data[]): string[] {
  const currencies = books
    .flatMap(shownEditions)
    .flatMap((edition) => (isData(edition.prices) ? Object.keys(edition.prices) : []));
  return [...new Set(currencies)];
}

/** The sheet's header: the book's columns, the edition's, a price column per currency, the stores. */
export function sheetHeader(currencies: readonly string[]): string[] {
  return [
    ...Object.keys(BOOK_COLUMNS),
    ...Object.keys(EDITION_COLUMNS),
    ...currencies.map(priceColumn),
    ...STORE_COLUMNS,
  ];
}

/** The whole catalogue as a table: the header, then each book's rows in the order given. */
export function catalogueTable(books: readonly Data[]): string[][] {
  const header = sheetHeader(currenciesOf(books));
  const rows = books.flatMap(bookRows).map((cells) => header.map((column) => cells[column] ?? ""));
  return [header, ...rows];
}
