/**
 * The sheet as a CSV file, read and written with the `csv` project's parser and writer
 * (csv-parse, csv-stringify): quoted cells with commas, quotes and line breaks, a byte-order
 * mark and Windows line ends, as Excel and LibreOffice save them, all read the same. A sheet is
 * read with the delimiter its header row uses, and from UTF-8 or Excel's UTF-16 "Unicode Text";
 * one that cannot be read is named at its row, in plain words.
 */
import { CsvError, parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import type { SheetProblem } from "./sheet-rows.ts";

/**
 * What a sheet's cells are separated by: a comma (Excel's "CSV" where the decimal mark is a
 * point), a semicolon (Excel's "CSV" in German, French and the other locales whose decimal mark
 * is a comma), a tab (Excel's "Unicode Text", and "Text (Tab delimited)").
 */
export type Delimiter = "," | ";" | "\t";
const DELIMITERS: readonly Delimiter[] = [",", ";", "\t"];

export type Sheet = {
  /** Each row's cells, one row per line of the sheet as a spreadsheet shows it. */
  rows: string[][];
  delimiter: Delimiter;
  /** Why the sheet cannot be read, at its row where it has one; `rows` is then empty. */
  problem: SheetProblem | null;
};

const SAVE_AS =
  'save it from Excel as "CSV UTF-8" or "Unicode Text", or from LibreOffice as Text CSV with the character set Unicode (UTF-8)';

/**
 * A sheet's rows from the file's text or bytes. Bytes are read as UTF-8 (its byte-order mark
 * or not), or as UTF-16 after its byte-order mark (Excel's "Unicode Text"). Line breaks inside a
 * cell read as `\n`, and an empty line is an empty row, so row numbers match the spreadsheet's.
 */
export function readSheet(file: string | Uint8Array): Sheet {
  if (typeof file !== "string" && isZip(file)) {
    return failed(",", {
      row: null,
      column: null,
      message: `the file is a workbook (Excel's .xlsx or LibreOffice's .ods), not a CSV file: ${SAVE_AS}`,
    });
  }
  const decoded = typeof file === "string" ? { text: file, ok: true } : decode(file);
  const delimiter = delimiterOf(decoded.text);
  let rows: string[][];
  try {
    rows = parse(decoded.text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: false,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return failed(delimiter, unreadable(error, decoded.text, delimiter));
  }
  if (!decoded.ok) {
    // The first cell with a character that is not UTF-8, to show the author what went wrong.
    const row = rows.findIndex((cells) => cells.some((cell) => cell.includes("\uFFFD")));
    const cells = rows[row] ?? [];
    const at = cells.findIndex((cell) => cell.includes("\uFFFD"));
    return failed(delimiter, {
      row: row < 0 ? null : row + 1,
      column: row > 0 ? (rows[0]?.[at]?.trim() ?? null) : null,
      message: `${row < 0 ? "the file" : `'${cells[at]}'`} is not UTF-8 text, which a sheet must be: ${SAVE_AS}`,
    });
  }
  return {
    rows: rows.map((row) => row.map((cell) => cell.replace(/\r\n?/g, "\n"))),
    delimiter,
    problem: null,
  };
}

const failed = (delimiter: Delimiter, problem: SheetProblem): Sheet => ({
  rows: [],
  delimiter,
  problem,
});

/** A zip archive's first bytes, which .xlsx and .ods workbooks are. */
const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** The file's text, and whether it was all valid (a character that is not is read as U+FFFD). */
function decode(bytes: Uint8Array): { text: string; ok: boolean } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder("utf-16le").decode(bytes), ok: true };
  }
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), ok: true };
  } catch {
    return { text: new TextDecoder("utf-8").decode(bytes), ok: false };
  }
}

/**
 * The delimiter of the header row: of a comma, a semicolon and a tab, the one it has most of
 * outside quotes. The columns' names have none of them, so the header has only its delimiter;
 * a header with none (one column) is read as comma-separated.
 */
export function delimiterOf(text: string): Delimiter {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (char === "\n" || char === "\r") break;
    else counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  const count = (delimiter: Delimiter) => counts.get(delimiter) ?? 0;
  return DELIMITERS.reduce((best, delimiter) =>
    count(delimiter) > count(best) ? delimiter : best,
  );
}

const DELIMITER_NAMES: Record<Delimiter, string> = { ",": "comma", ";": "semicolon", "\t": "tab" };

/** What csv-parse could not read, at the sheet's row and column, with how to mend it. */
function unreadable(error: CsvError, text: string, delimiter: Delimiter): SheetProblem {
  // csv-parse counts the records it finished (the header among them): the next is the row.
  const row = typeof error.records === "number" ? error.records + 1 : null;
  const [header = []] = row !== null && row > 1 ? readHeader(text, delimiter) : [];
  const column = typeof error.index === "number" ? (header[error.index]?.trim() ?? null) : null;
  const quoted = `a quote mark inside a cell is written twice, in a cell in quotes, such as "Dawn ""Again"""`;
  const messages: Partial<Record<CsvError["code"], string>> = {
    INVALID_OPENING_QUOTE: `a quote mark is inside a cell that does not start with one: ${quoted}`,
    CSV_INVALID_CLOSING_QUOTE: `a cell in quotes goes on after its closing quote mark: ${quoted}`,
    CSV_QUOTE_NOT_CLOSED:
      "a cell starts with a quote mark and none closes it, so the rest of the sheet would be its text: close it, or write a quote mark meant as text twice",
  };
  const fallback = `the sheet cannot be read as CSV from this row on (its cells are separated by ${DELIMITER_NAMES[delimiter]}s, as its header row has them): ${SAVE_AS}`;
  return { row, column: column || null, message: messages[error.code] ?? fallback };
}

/** The header row alone, read before the row that could not be. */
function readHeader(text: string, delimiter: Delimiter): string[][] {
  return parse(text, { bom: true, delimiter, relax_column_count: true, to: 1 });
}

/**
 * A table as CSV for a spreadsheet: a byte-order mark (without it Excel reads UTF-8 as another
 * encoding, and `Lucía` comes out garbled), Windows line ends as RFC 4180 has them, and each
 * filled cell in quotes, which LibreOffice can keep as text (an ISBN, a date) rather than a number.
 */
export function writeCsv(table: string[][]): string {
  return stringify(table, { bom: true, record_delimiter: "windows", quoted: true });
}
