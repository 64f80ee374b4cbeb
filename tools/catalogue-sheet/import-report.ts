/**
 * What an import does, in the sheet's own terms: new books, changed cells (old -> new), editions
 * added and removed, or the mistakes that stop it, each at its row and column.
 */
import { BOOK_COLUMNS, bookRows, type Cells, writtenEditions } from "./columns.ts";
import { type BookImport, changedBooks, type ImportPlan } from "./sheet-import.ts";
import type { SheetProblem } from "./sheet-rows.ts";

const shown = (cell: string | undefined) => (cell ? `'${cell}'` : "(empty)");

/** The cells that differ between two rows, as `column: 'old' -> 'new'`. */
function changedCells(old: Cells, now: Cells, columns: string[]): string[] {
  return columns
    .filter((column) => (old[column] ?? "") !== (now[column] ?? ""))
    .map((column) => `${column}: ${shown(old[column])} -> ${shown(now[column])}`);
}

/** An edition as the author knows it: `hardcover`, `ebook (es)`, and its ISBN. */
function editionName(cells: Cells): string {
  const format = cells.format || "the book's one edition (no format)";
  const language = cells.language ? ` (${cells.language})` : "";
  return `${format}${language}${cells.isbn ? `, ISBN ${cells.isbn}` : ""}`;
}

/** The lines that say what changes in one book's file. */
export function bookChanges(book: BookImport): string[] {
  const now = bookRows(book.data);
  if (book.old === undefined) {
    const title = now[0]?.title ?? "";
    const formats = now.map((cells) => cells.format).filter((format) => format !== "");
    return [
      `new book ${book.file} (row ${book.rows[0]?.row}): ${shown(title)}${formats.length > 0 ? `, ${formats.join(", ")}` : ""}`,
    ];
  }
  const old = bookRows(book.old.data);
  const own = Object.keys(BOOK_COLUMNS);
  const lines = changedCells(old[0] ?? {}, now[0] ?? {}, own);
  const editionColumns = (a: Cells, b: Cells) =>
    [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((c) => !own.includes(c));
  const hadEditions = writtenEditions(book.old.data).length > 0;
  book.matches.forEach((at, i) => {
    const cells = now[i] ?? {};
    const row = book.rows[i]?.row;
    const before = at === null ? undefined : old[at];
    if (before === undefined) {
      lines.push(`edition added (row ${row}): ${editionName(cells)}`);
      return;
    }
    const changed = changedCells(before, cells, editionColumns(before, cells));
    const name = hadEditions ? `${editionName(cells)}: ` : "";
    lines.push(...changed.map((change) => `${name}${change} (row ${row})`));
  });
  old.forEach((cells, i) => {
    if (!book.matches.includes(i) && (hadEditions || book.matches[0] !== 0)) {
      lines.push(`edition removed: ${editionName(cells)}`);
    }
  });
  return [
    `${book.file} (row ${book.rows[0]?.row}):`,
    ...(lines.length > 0 ? lines : ["its layout only"]).map((line) => `  ${line}`),
  ];
}

/** `row 7, price USD: prices.USD of item 2 of editions is ...` */
export function problemLine({ row, column, message }: SheetProblem): string {
  const where = [row === null ? null : `row ${row}`, column].filter((part) => part !== null);
  return where.length === 0 ? message : `${where.join(", ")}: ${message}`;
}

/** The report of an import: its mistakes, or what it writes (or would write, in a dry run). */
export function importReport(plan: ImportPlan, sheet: string, written: boolean): string {
  if (plan.problems.length > 0) {
    return [
      `${sheet} has ${plan.problems.length === 1 ? "a mistake" : `${plan.problems.length} mistakes`}; nothing is written:`,
      ...plan.problems.map((problem) => `  - ${problemLine(problem)}`),
    ].join("\n");
  }
  const changed = changedBooks(plan);
  const added = changed.filter((book) => book.old === undefined).length;
  const lines = changed.flatMap((book) => bookChanges(book));
  const summary = `${sheet}: ${added} new ${added === 1 ? "book" : "books"}, ${changed.length - added} changed, ${plan.books.length - changed.length} as they are`;
  const outcome =
    changed.length === 0
      ? "Nothing to write."
      : written
        ? `Wrote ${changed.length} ${changed.length === 1 ? "file" : "files"}.${added > 0 ? " Run npm run assets to draw the new books' covers." : ""}`
        : "Nothing written: run the import again with --write to write these files.";
  return [summary, ...lines, ...plan.notes, outcome].join("\n");
}
