/**
 * A CSV sheet's rows, checked for their columns and grouped by book: what an import reads
 * before it makes any book's front matter. Rows are numbered as a spreadsheet shows them, the
 * header being row 1.
 */
import { didYouMean } from "../../app/schema/content-messages.ts";
import {
  BOOK_COLUMNS,
  type Cells,
  DESCRIPTION,
  EDITION_COLUMNS,
  kindOf,
  PRICE_COLUMN,
  STORE_COLUMNS,
} from "./columns.ts";

/** A mistake in the sheet: its row and column where it has them, in the build's words. */
export type SheetProblem = { row: number | null; column: string | null; message: string };
/** A row of the sheet, with its number as the spreadsheet shows it. */
export type Row = { row: number; cells: Cells };
/** A book's rows, in the sheet's order; the first carries the book's own fields. */
export type BookRows = { id: string; rows: [Row, ...Row[]] };

const KNOWN = [
  ...Object.keys(BOOK_COLUMNS),
  ...Object.keys(EDITION_COLUMNS),
  ...STORE_COLUMNS,
  DESCRIPTION,
];
const REQUIRED = ["book id", "format"];

/**
 * A number with a decimal comma, `19,99` or `2,5`, as Excel writes numbers in a sheet it saves
 * with semicolons or tabs where the comma is the decimal mark (German, French ...). One or two
 * digits after the comma: `1,299` may be a thousands' comma, and is left for the build to refuse.
 */
const DECIMAL_COMMA = /^(\s*-?\d+),(\d{1,2}\s*)$/;

/**
 * The sheet's columns and its books' rows, or what is wrong with its columns. With
 * `decimalComma` (a sheet separated by semicolons or tabs), a number column's `19,99` reads as
 * `19.99`; `decimalCommas` lists those cells, for the author to know.
 */
export function sheetRows(
  table: string[][],
  { decimalComma = false } = {},
): {
  header: string[];
  books: BookRows[];
  problems: SheetProblem[];
  decimalCommas: { row: number; column: string; cell: string }[];
} {
  const [first = [], ...rest] = table;
  const header = first.map((name) => name.trim());
  const problems = headerProblems(header);
  const decimalCommas: { row: number; column: string; cell: string }[] = [];
  if (problems.length > 0) return { header, books: [], problems, decimalCommas };
  const read = (cell: string, column: string, row: number) => {
    if (!decimalComma || kindOf(column) !== "number" || !DECIMAL_COMMA.test(cell)) return cell;
    decimalCommas.push({ row, column, cell: cell.trim() });
    return cell.replace(DECIMAL_COMMA, "$1.$2");
  };
  const books = new Map<string, BookRows>();
  rest.forEach((cellList, index) => {
    const row = index + 2;
    if (cellList.every((cell) => cell.trim() === "")) return;
    if (cellList.length > header.length && cellList.slice(header.length).some((c) => c.trim())) {
      problems.push({
        row,
        column: null,
        message: `the row has ${cellList.length} cells and the header ${header.length} columns: name each column in row 1`,
      });
      return;
    }
    const cells: Cells = Object.fromEntries(
      header.map((name, i) => [name, read(cellList[i] ?? "", name, row)]),
    );
    const id = (cells["book id"] ?? "").trim();
    if (id === "") {
      problems.push({
        row,
        column: "book id",
        message: "book id is missing: write the id of the book the row belongs to",
      });
      return;
    }
    const book = books.get(id);
    if (book) book.rows.push({ row, cells });
    else books.set(id, { id, rows: [{ row, cells }] });
  });
  return { header, books: [...books.values()], problems, decimalCommas };
}

function headerProblems(header: string[]): SheetProblem[] {
  const problems: SheetProblem[] = [];
  const at = (column: string | null, message: string) => problems.push({ row: 1, column, message });
  header.forEach((name, index) => {
    if (name === "") {
      at(null, `column ${index + 1} has no name: name it, or delete the column`);
    } else if (header.indexOf(name) !== index) {
      at(name, `${name} is the name of two columns: keep one`);
    } else if (!KNOWN.includes(name) && !PRICE_COLUMN.test(name)) {
      const guess = didYouMean(name, KNOWN);
      const price = /^price\s/i.test(name)
        ? "name a price column price and the currency's three capital letters, such as price USD"
        : "";
      at(
        name,
        `${name} is not a column of the catalogue: ${price || guess || "use the columns the export writes (docs/writing-content.md)"}`,
      );
    }
  });
  for (const name of REQUIRED) {
    if (!header.includes(name)) at(name, `the sheet has no ${name} column: add it to row 1`);
  }
  return problems;
}
