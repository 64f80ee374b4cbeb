/**
 * A book's front matter from its rows of the sheet, written over the front matter its file has:
 * every field the sheet has no column for (praise, keywords, related, aliases ...) stays as it
 * is, and a cell that shows what the file has keeps the file's own value (a number stays a
 * number, an ISBN-10 an ISBN-10), so an unchanged row changes nothing.
 */

import { BOOK_STORES } from "../../app/content/store-names.ts";
import { oneOf } from "../../app/schema/content-messages.ts";
import { BOOK_STORE_FIELDS, editionSchema, FORMATS } from "../../app/schema/editions.ts";
import {
  BOOK_COLUMNS,
  bookCell,
  type Cells,
  cellOf,
  type Data,
  EDITION_COLUMNS,
  isData,
  kindOf,
  notesOf,
  PRICE_COLUMN,
  STORE_COLUMNS,
  soleEdition,
  writtenEditions,
} from "./columns.ts";
import type { BookRows, Row, SheetProblem } from "./sheet-rows.ts";

const EDITION_ORDER = Object.keys(editionSchema.shape);
const FORMAT_RULE = oneOf(FORMATS);

/** The value a cell gives a field: the file's own when the cell shows it, else the cell's. */
export function cellValue(cell: string, old: unknown, header: string): unknown {
  const shown = bookCell(header, old);
  if (shown === cell || shown === cell.trim()) return old;
  const text = cell.trim();
  if (text === "") return undefined;
  const kind = kindOf(header);
  if (kind === "notes") return notesOf(text);
  if (kind === "list") {
    return text
      .split(";")
      .map((item) => item.trim())
      .filter((item) => item !== "");
  }
  // A mark: true as a sheet says it (TRUE, as Excel writes it; yes), and false left out.
  if (kind === "flag" && /^(?:true|yes)$/i.test(text)) return true;
  if (kind === "flag" && /^(?:false|no)$/i.test(text)) return undefined;
  // As the build reads YAML: a number only when it reads back as written (`2.50` stays text).
  if (kind === "number" && String(Number(text)) === text) return Number(text);
  return text;
}

/** Sets a field, or removes it for no value. */
function put(data: Data, key: string, value: unknown) {
  if (value === undefined) delete data[key];
  else data[key] = value;
}

/** An edition with one row's cells written over it, its fields in the schema's order. */
function editionFrom(base: Data, cells: Cells): Data {
  const edition: Data = { ...base };
  for (const [header, field] of Object.entries(EDITION_COLUMNS)) {
    const cell = cells[header];
    if (cell !== undefined) put(edition, field, cellValue(cell, base[field], header));
  }
  const group = (field: string, columns: [string, string][]) => {
    const old = isData(base[field]) ? base[field] : undefined;
    const inner: Data = { ...old };
    for (const [header, key] of columns) {
      const cell = cells[header];
      if (cell !== undefined) put(inner, key, cellValue(cell, inner[key], header));
    }
    put(edition, field, old === undefined && Object.keys(inner).length === 0 ? undefined : inner);
  };
  const prices = Object.keys(cells).flatMap((header): [string, string][] => {
    const currency = PRICE_COLUMN.exec(header)?.[1];
    return currency === undefined ? [] : [[header, currency]];
  });
  group("prices", prices);
  group(
    "stores",
    STORE_COLUMNS.map((store) => [store, store]),
  );
  const rank = (key: string) => (EDITION_ORDER.includes(key) ? EDITION_ORDER.indexOf(key) : 99);
  return Object.fromEntries(Object.entries(edition).sort(([a], [b]) => rank(a) - rank(b)));
}

/**
 * Which old edition each row is: the one with the row's ISBN, else the first left with its
 * format and language. `null` for a row that adds an edition.
 */
function matchEditions(rows: Row[], olds: Data[]): (number | null)[] {
  const used = new Set<number>();
  const find = (test: (old: Data) => boolean) => {
    const at = olds.findIndex((old, i) => !used.has(i) && test(old));
    if (at < 0) return null;
    used.add(at);
    return at;
  };
  const cell = (row: Row, header: string) => (row.cells[header] ?? "").trim();
  const byIsbn = rows.map((row) =>
    cell(row, "isbn") === "" ? null : find((old) => cellOf(old.isbn) === cell(row, "isbn")),
  );
  return rows.map(
    (row, i) =>
      byIsbn[i] ??
      find(
        (old) =>
          cellOf(old.format) === cell(row, "format") &&
          cellOf(old.language) === cell(row, "language"),
      ),
  );
}

export type BookFromRows = {
  data: Data;
  /** For each row, the index of the edition it was in the file (`null`: a new edition). */
  matches: (number | null)[];
  problems: SheetProblem[];
};

/** The front matter a book's rows give, over `old` (the file's, or none for a new book). */
export function bookFromRows({ rows }: BookRows, old: Data | undefined): BookFromRows {
  const problems: SheetProblem[] = [];
  const problem = (row: Row, column: string, message: string) =>
    problems.push({ row: row.row, column, message });
  const [first] = rows;
  const data: Data = { ...old };
  for (const [header, field] of Object.entries(BOOK_COLUMNS)) {
    const cell = first.cells[header];
    if (cell !== undefined) put(data, field, cellValue(cell, old?.[field], header));
    for (const row of rows.slice(1)) {
      const other = (row.cells[header] ?? "").trim();
      if (other !== "" && other !== (cell ?? "").trim()) {
        problem(
          row,
          header,
          `${header} is '${other}' here and '${(cell ?? "").trim()}' on row ${first.row}: a book's own fields are the same on each of its rows (or empty after the first)`,
        );
      }
    }
  }
  const formats = rows.map((row) => (row.cells.format ?? "").trim());
  const olds = old === undefined ? [] : writtenEditions(old);
  if (formats.every((format) => format === "")) {
    for (const row of rows.slice(1)) {
      problem(
        row,
        "format",
        `format is missing: a book without editions has one row; write each row's format (${FORMAT_RULE}) to list its editions`,
      );
    }
    const base = old !== undefined && olds.length === 0 ? soleEdition(old) : {};
    const edition = editionFrom(base, first.cells);
    for (const [header, value] of Object.entries(first.cells)) {
      const sole = ["book id", "isbn", "format", "description", ...Object.keys(BOOK_COLUMNS)];
      const soleStores = ["amazon", "audible", ...BOOK_STORES];
      if (value.trim() === "" || sole.includes(header) || soleStores.includes(header)) continue;
      problem(
        first,
        header,
        `${header} is '${value.trim()}', but the row has no format: a book without editions has only an isbn and its store ids; write the row's format (${FORMAT_RULE}) to make it an edition`,
      );
    }
    const stores = isData(edition.stores) ? edition.stores : {};
    delete data.editions;
    put(data, "isbn", edition.isbn);
    put(data, "amazonId", stores.amazon);
    put(data, "audioId", stores.audible);
    const own = Object.fromEntries(
      BOOK_STORES.flatMap((store) => (stores[store] === undefined ? [] : [[store, stores[store]]])),
    );
    put(data, "stores", Object.keys(own).length === 0 && !isData(old?.stores) ? undefined : own);
    return { data, matches: [olds.length === 0 && old !== undefined ? 0 : null], problems };
  }
  rows.forEach((row, i) => {
    if (formats[i] === "") {
      problem(
        row,
        "format",
        `format is missing: write the edition's format (${FORMAT_RULE}); a book with editions has one in each row`,
      );
    }
  });
  const matches = matchEditions(rows, olds);
  data.editions = rows.map((row, i) => {
    const at = matches[i];
    return editionFrom(at === null || at === undefined ? {} : (olds[at] ?? {}), row.cells);
  });
  for (const field of BOOK_STORE_FIELDS) delete data[field];
  return { data, matches, problems };
}
