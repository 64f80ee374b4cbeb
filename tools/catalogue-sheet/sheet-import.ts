/**
 * `npm run catalogue` as functions of the content: the catalogue out as a sheet, and a sheet
 * in as the books' files it would write, checked as the build checks them. Nothing here reads
 * or writes a file: tools/catalogue.ts does.
 */
import { entryText, readFileData } from "../../admin/file-format.ts";
import {
  asWritten,
  type ContentSources,
  fileId,
  parseCatalogue,
  type SourceFile,
  savedLike,
} from "../../app/schema/parse-catalogue.ts";
import { bookFrontmatter } from "../../app/schema/schema.ts";
import { bookFromRows } from "./book-from-rows.ts";
import { type ImportedBook, importProblems } from "./check.ts";
import { catalogueTable, type Data, DESCRIPTION } from "./columns.ts";
import { readSheet, writeCsv } from "./csv.ts";
import { type SheetProblem, sheetRows } from "./sheet-rows.ts";

const BOOK_ORDER = Object.keys(bookFrontmatter.shape);

/** A content file's front matter and text, as the editor reads it (`body` is the text). */
const entryOf = (source: SourceFile) => readFileData("books", source.text);

/** The catalogue as CSV: a row per edition, in the order of the books' files. */
export function exportSheet(sources: ContentSources): string {
  // A sheet of content the build refuses would carry the mistakes back in: stop at them.
  parseCatalogue(sources, { assetExists: () => true });
  return writeCsv(catalogueTable(sources.books.map(entryOf)));
}

/**
 * A book of the sheet, as the import would write it: its `text` as written (line feeds, no
 * byte-order mark, as the build reads every file), compared with the file's as written; and
 * `saved`, the text in the file's own line endings and byte-order mark, which `--write` writes
 * (a new book's plain, with line feeds).
 */
export type BookImport = ImportedBook & {
  saved: string;
  /** The file as it is, read as the build reads it, or none for a new book. */
  old: { text: string; data: Data } | undefined;
  /** For each row, the edition it was in the file (`null` for a new one). */
  matches: (number | null)[];
};

export type ImportPlan = {
  books: BookImport[];
  /** What stops the import: nothing is written while there is any. */
  problems: SheetProblem[];
  /** What the import leaves alone, for the author to know. */
  notes: string[];
};

/**
 * The books a sheet would write, with what is wrong in it (row and column), if anything. The
 * sheet is the file's text or bytes (./csv.ts: its delimiter and encoding are found).
 */
export function planImport(csv: string | Uint8Array, sources: ContentSources): ImportPlan {
  const sheet = readSheet(csv);
  if (sheet.problem) return { books: [], problems: [sheet.problem], notes: [] };
  const {
    books: sheetBooks,
    problems,
    decimalCommas,
  } = sheetRows(sheet.rows, { decimalComma: sheet.delimiter !== "," });
  const notes: string[] = [];
  const [comma] = decimalCommas;
  if (comma) {
    const others = decimalCommas.length > 1 ? ", and the sheet's other numbers so" : "";
    notes.push(
      `row ${comma.row}, ${comma.column}: '${comma.cell}' is read as ${comma.cell.replace(",", ".")}${others}: the sheet's cells are separated by ${sheet.delimiter === ";" ? "semicolons" : "tabs"}, as Excel saves them where the comma is the decimal mark`,
    );
  }
  const files = new Map(
    sources.books.map((source) => {
      const data = entryOf(source);
      const id = typeof data.id === "string" ? data.id : fileId(source.file);
      return [id, { source, data }];
    }),
  );
  const books = sheetBooks.map((rows): BookImport => {
    const existing = files.get(rows.id);
    const { body = "", ...front } = existing?.data ?? {};
    const old = existing && { text: asWritten(existing.source.text), data: front };
    const made = bookFromRows(rows, old?.data);
    problems.push(...made.problems);
    const first = rows.rows[0];
    const description = (first.cells[DESCRIPTION] ?? "").trim();
    if (existing && description !== "") {
      notes.push(
        `row ${first.row}: the description of ${rows.id} is not read: an existing book's text is edited in ${existing.source.file}`,
      );
    }
    if (!existing && description === "") {
      problems.push({
        row: first.row,
        column: DESCRIPTION,
        message: `description is missing: ${rows.id} is a new book, whose file needs its text: write a paragraph about it in this row's description column`,
      });
    }
    const written = entryText(
      "books",
      { ...made.data, body: existing ? body : description },
      old?.text,
      BOOK_ORDER,
    );
    return {
      file: existing?.source.file ?? `content/books/${rows.id}.md`,
      rows: rows.rows,
      data: made.data,
      text: written,
      saved: existing ? savedLike(written, existing.source.text) : written,
      old,
      matches: made.matches,
    };
  });
  if (problems.length === 0) problems.push(...importProblems(books, sources));
  return { books, problems: problems.sort(byRow), notes };
}

const byRow = (a: SheetProblem, b: SheetProblem) => (a.row ?? 0) - (b.row ?? 0);

/** The books whose files an import changes or adds. */
export const changedBooks = (plan: ImportPlan) =>
  plan.books.filter((book) => book.text !== book.old?.text);
