import { expect, test } from "vitest";
import { delimiterOf, readSheet } from "./csv.ts";
import { problemLine } from "./import-report.ts";

test("the delimiter is the header row's: a comma, a semicolon or a tab", () => {
  expect(delimiterOf("book id,title,format\r\none,One,ebook\r\n")).toBe(",");
  expect(delimiterOf('"book id";"title";"format"\r\none;"One, Two, Three";ebook\r\n')).toBe(";");
  expect(delimiterOf("\uFEFFbook id\ttitle\tformat\r\none\tOne; Two\tebook\r\n")).toBe("\t");
  // A header of one column has none: read as commas, and the import names the missing columns.
  expect(delimiterOf("book id\none\n")).toBe(",");
});

test("a semicolon sheet, as Excel saves it, is not read as commas", () => {
  // Excel quotes a cell only when it holds the delimiter, a quote mark or a line break: here a
  // title with a semicolon and quote marks, and one with commas left bare. Read with commas,
  // this sheet stopped the import with csv-parse's 'Invalid Opening Quote' and a stack trace.
  const sheet = readSheet(
    'book id;title;price EUR\r\none;"Dawn; ""Again""";4,99\r\ntwo;Dusk, at last;5\r\n',
  );
  expect(sheet.problem).toBeNull();
  expect(sheet.delimiter).toBe(";");
  expect(sheet.rows).toEqual([
    ["book id", "title", "price EUR"],
    ["one", 'Dawn; "Again"', "4,99"],
    ["two", "Dusk, at last", "5"],
  ]);
});

test("Excel's Unicode Text, UTF-16 with tabs, reads as the same sheet", () => {
  const text = '\uFEFFbook id\ttitle\r\none\t"Dawn ""Again"""\r\ntwo\tLucía\r\n';
  const sheet = readSheet(new Uint8Array(Buffer.from(text, "utf16le")));
  expect(sheet.problem).toBeNull();
  expect(sheet.delimiter).toBe("\t");
  expect(sheet.rows).toEqual([
    ["book id", "title"],
    ["one", 'Dawn "Again"'],
    ["two", "Lucía"],
  ]);
});

/** The line the import prints for a sheet it cannot read. */
const problemOf = (file: string | Uint8Array) => {
  const { problem } = readSheet(file);
  return problem && problemLine(problem);
};

test("a sheet that cannot be read is named at its row and column, in plain words", () => {
  expect(problemOf('book id,title\none,Dawn\ntwo,Dawn "Again"\n')).toBe(
    'row 3, title: a quote mark is inside a cell that does not start with one: a quote mark inside a cell is written twice, in a cell in quotes, such as "Dawn ""Again"""',
  );
  expect(problemOf('book id,title\none,"Dawn "Again""\n')).toBe(
    'row 2, title: a cell in quotes goes on after its closing quote mark: a quote mark inside a cell is written twice, in a cell in quotes, such as "Dawn ""Again"""',
  );
  // A cell of several lines before it: the row is the spreadsheet's, not the file's line.
  expect(problemOf('book id,title\none,"Dawn\nagain"\ntwo,"Dusk\nthree,Noon\n')).toBe(
    "row 3, title: a cell starts with a quote mark and none closes it, so the rest of the sheet would be its text: close it, or write a quote mark meant as text twice",
  );
});

test("a file that is not a UTF-8 or UTF-16 sheet is named, with how to save it", () => {
  // Excel's plain "CSV" on Windows saves in the computer's code page: í is one byte, 0xED.
  const windows1252 = Buffer.concat([
    Buffer.from("book id,title\r\none,Luc"),
    Buffer.from([0xed]),
    Buffer.from("a\r\n"),
  ]);
  expect(problemOf(new Uint8Array(windows1252))).toBe(
    `row 2, title: 'Luc\uFFFDa' is not UTF-8 text, which a sheet must be: save it from Excel as "CSV UTF-8" or "Unicode Text", or from LibreOffice as Text CSV with the character set Unicode (UTF-8)`,
  );
  // A workbook, a zip archive, given in place of its CSV.
  const workbook = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);
  expect(problemOf(workbook)).toBe(
    `the file is a workbook (Excel's .xlsx or LibreOffice's .ods), not a CSV file: save it from Excel as "CSV UTF-8" or "Unicode Text", or from LibreOffice as Text CSV with the character set Unicode (UTF-8)`,
  );
});
