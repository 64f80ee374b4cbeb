/**
 * An import's books checked as the build checks them, each mistake placed at its row and
 * column of the sheet: first each book with the build's schema (`bookEntry`), whose messages
 * name the field, then the whole catalogue (`parseCatalogue`: references, duplicate ids and
 * ISBNs, a book without text), whose messages name a file's line, found back in the YAML.
 */
import { isMap, isNode, isScalar, isSeq, parseDocument } from "yaml";
import { ContentError, formatIssue, lineAndColumn } from "../../app/schema/content-issues.ts";
import {
  type ContentSources,
  FRONT_MATTER,
  parseCatalogue,
} from "../../app/schema/parse-catalogue.ts";
import { bookEntry } from "../../app/schema/schema.ts";
import { BOOK_COLUMNS, type Data, DESCRIPTION, EDITION_COLUMNS, priceColumn } from "./columns.ts";
import type { Row, SheetProblem } from "./sheet-rows.ts";

/** A book as the import would write it. */
export type ImportedBook = { file: string; rows: Row[]; data: Data; text: string };

/** The column that holds a field of a book's front matter, if the sheet has one. */
function columnOf(path: readonly PropertyKey[]): string | null {
  const [top, index, field, key] = path;
  if (top === "editions" && typeof index === "number") {
    if (field === "prices") return typeof key === "string" ? priceColumn(key) : null;
    if (field === "stores") return typeof key === "string" ? key : null;
    const column = Object.entries(EDITION_COLUMNS).find(([, name]) => name === field);
    return column?.[0] ?? "format";
  }
  if (top === DESCRIPTION) return DESCRIPTION;
  const own = Object.entries(BOOK_COLUMNS).find(([, name]) => name === top);
  if (own) return own[0];
  if (top === "isbn") return "isbn";
  if (top === "amazonId") return "amazon";
  if (top === "audioId") return "audible";
  if (top === "stores") return typeof index === "string" ? index : null;
  return null;
}

/** The row and column of a field: an edition's on its row, the book's own on its first. */
function placeOf(book: ImportedBook, path: readonly PropertyKey[]) {
  const [top, index] = path;
  const row = top === "editions" && typeof index === "number" ? book.rows[index] : book.rows[0];
  return { row: (row ?? book.rows[0])?.row ?? null, column: columnOf(path) };
}

/** The path of the field written on a line of a book's text (the deepest that starts there). */
function pathAtLine(text: string, line: number): PropertyKey[] | null {
  const match = FRONT_MATTER.exec(text);
  if (!match) return null;
  const start = text.indexOf("\n") + 1;
  if (line > lineAndColumn(text, start + (match[1] ?? "").length).line + 1) return [DESCRIPTION];
  const found: { path: PropertyKey[]; line: number }[] = [];
  const visit = (node: unknown, path: PropertyKey[]) => {
    const note = (at: unknown, inner: PropertyKey[]) => {
      const offset = isNode(at) ? at.range?.[0] : undefined;
      if (offset !== undefined)
        found.push({ path: inner, line: lineAndColumn(text, start + offset).line });
    };
    if (isMap(node)) {
      for (const pair of node.items) {
        if (!isScalar(pair.key)) continue;
        const inner = [...path, String(pair.key.value)];
        note(pair.key, inner);
        visit(pair.value, inner);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => {
        note(item, [...path, i]);
        visit(item, [...path, i]);
      });
    }
  };
  visit(parseDocument(match[1] ?? "").contents, []);
  const here = found.filter((entry) => entry.line === line);
  return here.reduce<PropertyKey[] | null>(
    (deepest, entry) =>
      deepest === null || entry.path.length >= deepest.length ? entry.path : deepest,
    null,
  );
}

/**
 * What the build would refuse in the imported books, at their rows and columns; a problem of a
 * file the sheet does not touch is named by its file and line. None: the import may be written.
 */
export function importProblems(books: ImportedBook[], sources: ContentSources): SheetProblem[] {
  const problems: SheetProblem[] = [];
  for (const book of books) {
    const result = bookEntry.safeParse(book.data);
    if (result.success) continue;
    for (const issue of result.error.issues) {
      const path =
        issue.code === "unrecognized_keys"
          ? [...issue.path, ...issue.keys.slice(0, 1)]
          : issue.path;
      problems.push({ ...placeOf(book, path), message: issue.message });
    }
  }
  if (problems.length > 0) return problems;
  const byFile = new Map(books.map((book) => [book.file, book]));
  const written = sources.books.map((source) => {
    const book = byFile.get(source.file);
    return book ? { file: source.file, text: book.text } : source;
  });
  const added = books.filter((book) => !sources.books.some((source) => source.file === book.file));
  try {
    parseCatalogue(
      { ...sources, books: [...written, ...added.map(({ file, text }) => ({ file, text }))] },
      // Covers are not the sheet's: `npm run assets` draws those a new book lacks.
      { assetExists: () => true },
    );
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    for (const issue of error.issues) {
      const book = byFile.get(issue.file);
      const path = book && issue.line !== null ? pathAtLine(book.text, issue.line) : null;
      if (book) problems.push({ ...placeOf(book, path ?? []), message: issue.message });
      else problems.push({ row: null, column: null, message: formatIssue(issue) });
    }
  }
  return problems;
}
