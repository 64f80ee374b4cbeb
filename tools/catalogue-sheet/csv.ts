/**
 * The sheet as a CSV file, read and written with the `csv` project's parser and writer
 * (csv-parse, csv-stringify): quoted cells with commas, quotes and line breaks, a byte-order
 * mark and Windows line ends, as Excel and LibreOffice save them, all read the same.
 */
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";

/**
 * A CSV file's rows, each a list of cells, one per line of the sheet as a spreadsheet shows it
 * (an empty line is an empty row, so row numbers match). Line breaks inside a cell read as `\n`.
 */
export function readCsv(text: string): string[][] {
  const rows: string[][] = parse(text, {
    bom: true,
    relax_column_count: true,
    skip_empty_lines: false,
  });
  return rows.map((row) => row.map((cell) => cell.replace(/\r\n?/g, "\n")));
}

/**
 * A table as CSV for a spreadsheet: a byte-order mark (without it Excel reads UTF-8 as another
 * encoding, and `Lucía` comes out garbled), Windows line ends as RFC 4180 has them, and each
 * filled cell in quotes, which LibreOffice can keep as text (an ISBN, a date) rather than a number.
 */
export function writeCsv(table: string[][]): string {
  return stringify(table, { bom: true, record_delimiter: "windows", quoted: true });
}
