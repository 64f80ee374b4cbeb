import { expect, test } from "vitest";
import { readContentSources } from "../../app/schema/content.server.ts";
import { BOOK_WITH_EDITIONS, bookFile, sources } from "../../app/schema/fixtures.test-helper.ts";
import type { ContentSources } from "../../app/schema/parse-catalogue.ts";
import { readSheet, writeCsv } from "./csv.ts";
import { importReport, problemLine } from "./import-report.ts";
import { changedBooks, exportSheet, planImport } from "./sheet-import.ts";

/** Every book's file as an import of `sheet` would write it, by file. */
function written(sheet: string | Uint8Array, content: ContentSources) {
  const plan = planImport(sheet, content);
  expect(plan.problems.map(problemLine)).toEqual([]);
  return Object.fromEntries(plan.books.map((book) => [book.file, book.text]));
}

/** Exports, imports, and finds every file written back byte for byte, and none to change. */
function expectRoundTrip(content: ContentSources) {
  const plan = planImport(exportSheet(content), content);
  expect(plan.problems.map(problemLine)).toEqual([]);
  expect(plan.books.map((book) => [book.file, book.saved])).toEqual(
    content.books.map((book) => [book.file, book.text]),
  );
  expect(changedBooks(plan)).toEqual([]);
}

/** A paperback sold direct and an ebook in KDP Select, as a book's file writes them. */
const DIRECT_AND_KDP = [
  "editions:",
  "  - format: paperback",
  "    direct: https://payhip.com/b/AbC12",
  "    directOffer: signed, with a bookmark",
  "  - format: ebook",
  "    kdpSelect: true",
];

test("export then import changes no byte of the content's books", () => {
  expectRoundTrip(readContentSources(process.cwd()));
});

test("export then import changes no byte of a book's editions as an author writes them", () => {
  const content = sources({
    books: [
      BOOK_WITH_EDITIONS,
      bookFile(
        "one",
        "isbn: 0-306-40615-2\namazonId: B0BNKA4001\nstores:\n  kobo: https://kobo.example/one\n",
      ),
      bookFile(
        "two",
        'editions:\n  - format: ebook\n    prices:\n      USD: 9.99\n      GBP: "7.50"\n',
      ),
      // Sold direct, and an ebook in KDP Select.
      bookFile(
        "three",
        [...DIRECT_AND_KDP, "    stores:", "      amazon: B0BNKA4003", ""].join("\n"),
      ),
    ],
  });
  expectRoundTrip(content);
  // The sheet has a row per edition: the four of the book with editions among them.
  const [header = [], ...rows] = readSheet(exportSheet(content)).rows;
  const columns = ["book id", "format", "language"].map((name) => header.indexOf(name));
  expect([header, ...rows].map((row) => columns.map((at) => row[at]))).toEqual([
    ["book id", "format", "language"],
    ["warning", "hardcover", ""],
    ["warning", "ebook", ""],
    ["warning", "audiobook", ""],
    ["warning", "ebook", "es"],
    ["one", "", ""],
    ["two", "ebook", ""],
    ["three", "paperback", ""],
    ["three", "ebook", ""],
  ]);
});

test("a sheet sells an edition direct and marks an ebook enrolled in KDP Select, as Excel writes TRUE", () => {
  const content = sources({
    books: [bookFile("three", "editions:\n  - format: paperback\n  - format: ebook\n")],
  });
  const rows = readSheet(exportSheet(content)).rows;
  const [header = []] = rows;
  const column = (name: string) => header.indexOf(name);
  const edited = rows.map((row, index) => {
    const copy = [...row];
    if (index === 1) {
      copy[column("direct")] = "https://payhip.com/b/AbC12";
      copy[column("directOffer")] = "signed, with a bookmark";
    }
    if (index === 2) copy[column("kdpSelect")] = "TRUE";
    return copy;
  });
  const texts = written(writeCsv(edited), content);
  expect(texts["content/books/three.md"]).toContain([...DIRECT_AND_KDP, ""].join("\n"));
});

test("an unchanged sheet over files saved on Windows changes nothing; --write keeps each file's line endings and byte-order mark", () => {
  const clean = sources({
    books: [
      bookFile("one", "editions:\n  - format: ebook\n    prices:\n      USD: 4.99\n"),
      bookFile("two", "series: [saga]\nseriesNum: 2\n"),
      bookFile("three"),
    ],
  });
  const saved = (file: string, text: string) =>
    file.endsWith("one.md")
      ? `\uFEFF${text.replaceAll("\n", "\r\n")}` // Notepad: a byte-order mark and CRLF
      : file.endsWith("two.md")
        ? text.replaceAll("\n", "\r\n") // git's autocrlf
        : text.replace(/(\S)\n/g, "$1\t\n"); // a tab left at each line's end
  const windows = {
    ...clean,
    books: clean.books.map(({ file, text }) => ({ file, text: saved(file, text) })),
  };
  const sheet = exportSheet(windows);
  expect(importReport(planImport(sheet, windows), "books.csv", false).split("\n")).toEqual([
    "books.csv: 0 new books, 0 changed, 3 as they are",
    "Nothing to write.",
  ]);

  // Each book's title changed, and a new book added.
  const [header = [], ...rows] = readSheet(sheet).rows;
  const edited = [
    [...header, "description"],
    ...rows.map((row) => [row[0] ?? "", `${row[1]} Revised`, ...row.slice(2), ""]),
    ["four", "Book four", "", "", "", "", "2027-01-05", "", "fiction"].concat(
      Array(header.length - 9).fill(""),
      ["Its text."],
    ),
  ];
  const plan = planImport(writeCsv(edited), windows);
  expect(plan.problems.map(problemLine)).toEqual([]);
  const files = Object.fromEntries(changedBooks(plan).map((book) => [book.file, book.saved]));
  expect(files).toEqual({
    "content/books/one.md":
      "\uFEFF---\r\nid: one\r\ntitle: Book one Revised\r\ngenres: [fiction]\r\npubDate: January 5, 2020\r\neditions:\r\n  - format: ebook\r\n    prices:\r\n      USD: 4.99\r\n---\r\nThe story of one.\r\n",
    "content/books/two.md":
      "---\r\nid: two\r\ntitle: Book two Revised\r\ngenres: [fiction]\r\npubDate: January 5, 2020\r\nseries: [saga]\r\nseriesNum: 2\r\n---\r\nThe story of two.\r\n",
    // The tabs, which the build reads as nothing, are not written back.
    "content/books/three.md":
      "---\nid: three\ntitle: Book three Revised\ngenres: [fiction]\npubDate: January 5, 2020\n---\nThe story of three.\n",
    "content/books/four.md":
      "---\nid: four\ntitle: Book four\ngenres:\n  - fiction\npubDate: 2027-01-05\n---\n\nIts text.\n",
  });
});

/** A sheet as typed by hand: one existing book, one new, plain LF lines, quotes only where needed. */
const HAND = `book id,title,pubDate,genres,categories,format,isbn,price USD,description
one,Book one,"January 5, 2020",fiction,christian,,,,
dawn,"Dawn, ""Again""",2027-01-05,fiction,christian; scifi,ebook,9780985123406,4.99,"A city wakes, ""late"".
Then it remembers."
`;

test("a sheet saved by Excel or LibreOffice reads as the same sheet written by hand", () => {
  const content = sources();
  // Excel's "CSV UTF-8": a byte-order mark, CRLF line ends, also inside a quoted cell, and
  // LibreOffice quoting every cell.
  const rows = readSheet(HAND).rows;
  const excel = `\uFEFF${rows.map((row) => row.map((cell) => `"${cell.replace(/"/g, '""').replace(/\n/g, "\r\n")}"`).join(",")).join("\r\n")}\r\n`;
  expect(readSheet(excel).rows).toEqual(rows);
  expect(written(excel, content)).toEqual(written(HAND, content));
  expect(written(writeCsv(rows), content)).toEqual(written(HAND, content));
  const dawn = written(HAND, content)["content/books/dawn.md"];
  expect(dawn).toContain(`title: Dawn, "Again"`);
  expect(dawn).toMatch(/---\n\nA city wakes, "late".\nThen it remembers.\n$/);
});

/**
 * `rows` as Excel saves a sheet: CRLF line ends, and a cell in quotes only when it holds the
 * delimiter, a quote mark or a line break.
 */
function asExcelSaves(rows: string[][], delimiter: string) {
  const cell = (text: string) =>
    text.includes(delimiter) || /["\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  return `${rows.map((row) => row.map(cell).join(delimiter)).join("\r\n")}\r\n`;
}

test("a sheet Excel saves with semicolons (German, French) or as Unicode Text (tabs) reads as the comma sheet, a decimal comma as a point", () => {
  const content = sources();
  // Excel where the comma is the decimal mark writes the price 4.99 as 4,99.
  const rows = readSheet(HAND).rows.map((row) => row.map((c) => (c === "4.99" ? "4,99" : c)));
  const semicolons = `\uFEFF${asExcelSaves(rows, ";")}`;
  const unicodeText = new Uint8Array(Buffer.from(`\uFEFF${asExcelSaves(rows, "\t")}`, "utf16le"));
  expect(semicolons).toContain(
    'dawn;"Dawn, ""Again""";2027-01-05;fiction;"christian; scifi";ebook;9780985123406;4,99;',
  );
  expect(written(semicolons, content)).toEqual(written(HAND, content));
  expect(written(unicodeText, content)).toEqual(written(HAND, content));
  expect(planImport(semicolons, content).notes).toEqual([
    "row 3, price USD: '4,99' is read as 4.99: the sheet's cells are separated by semicolons, as Excel saves them where the comma is the decimal mark",
  ]);
  // In a sheet separated by commas, a comma is no decimal mark: the price is refused.
  expect(planImport(writeCsv(rows), content).problems.map(problemLine)).toEqual([
    "row 3, price USD: prices.USD of item 1 of editions is '4,99': write the price as a number, such as 24.99, with a decimal point rather than a comma",
  ]);
});

test("a dry run names the new book and the changed price, cell by cell", () => {
  const content = sources({
    books: [
      bookFile("one", "editions:\n  - format: ebook\n    prices:\n      USD: 4.99\n"),
      bookFile("two"),
    ],
  });
  const [header = [], ...rows] = readSheet(exportSheet(content)).rows;
  const at = (name: string) => header.indexOf(name);
  const sheet = [[...header, "description"], ...rows.map((row) => [...row, ""])];
  const one = sheet.find((row) => row[0] === "one") ?? [];
  one[at("price USD")] = "5.99";
  const added = header.map(() => "");
  added.push("The newest one.");
  for (const [column, cell] of Object.entries({
    "book id": "three",
    title: "Three",
    pubDate: "2027-02-01",
    genres: "fiction",
    format: "paperback",
    pages: "320",
  })) {
    added[at(column)] = cell;
  }
  sheet.push(added);
  const plan = planImport(writeCsv(sheet), content);
  expect(importReport(plan, "books.csv", false).split("\n")).toEqual([
    "books.csv: 1 new book, 1 changed, 1 as they are",
    "content/books/one.md (row 2):",
    "  ebook: price USD: '4.99' -> '5.99' (row 2)",
    "new book content/books/three.md (row 4): 'Three', paperback",
    "Nothing written: run the import again with --write to write these files.",
  ]);
  const one2 = changedBooks(plan).find((book) => book.file === "content/books/one.md");
  expect(one2?.text).toContain("      USD: 5.99\n");
  expect(one2?.text).toContain("The story of one.");
});

/** The problems an import of the fixture's sheet finds once `edit` has changed its rows. */
function problemsAfter(edit: (sheet: string[][], at: (name: string) => number) => void) {
  const content = sources({
    books: [
      bookFile(
        "one",
        "editions:\n  - format: ebook\n    isbn: 9780985123406\n  - format: hardcover\n",
      ),
      bookFile("two", "amazonId: B0BNKA4001\n"),
    ],
  });
  const [header = [], ...rows] = readSheet(exportSheet(content)).rows;
  const sheet = [[...header, "description"], ...rows.map((row) => [...row, ""])];
  edit(sheet, (name) => sheet[0]?.indexOf(name) ?? -1);
  return planImport(writeCsv(sheet), content).problems.map(problemLine);
}

const set = (row: string[] | undefined, at: number, cell: string) => {
  if (row) row[at] = cell;
};

test("a mistake names the sheet's row and column, in the build's words", () => {
  expect(problemsAfter((sheet, at) => set(sheet[2], at("pages"), "many"))).toEqual([
    "row 3, pages: pages of item 2 of editions is 'many': write the number of pages, such as 384",
  ]);
  expect(problemsAfter((sheet, at) => set(sheet[1], at("categories"), "christain"))).toEqual([
    "row 2, categories: item 1 of categories is 'christain', which is not a category: did you mean christian?",
  ]);
  // The same ISBN on two books: the check across the catalogue, found back at its cell (the
  // build names an ISBN by its ISBN-13).
  expect(problemsAfter((sheet, at) => set(sheet[3], at("isbn"), "978-0-9851234-0-6"))).toEqual([
    "row 4, isbn: isbn is '9780985123406', which content/books/one.md already has: give each edition its own isbn",
  ]);
  expect(problemsAfter((sheet, at) => set(sheet[2], at("title"), "Other"))).toEqual([
    "row 3, title: title is 'Other' here and 'Book one' on row 2: a book's own fields are the same on each of its rows (or empty after the first)",
  ]);
  expect(problemsAfter((sheet, at) => set(sheet[3], at("publisher"), "House"))).toEqual([
    "row 4, publisher: publisher is 'House', but the row has no format: a book without editions has only an isbn and its store ids; write the row's format (hardcover, paperback, ebook, audiobook or large print) to make it an edition",
  ]);
});

test("a new book needs its text, and a sheet's columns are the export's", () => {
  expect(
    problemsAfter((sheet) =>
      sheet.push(["new-one", "New One", ...Array(30).fill("")].slice(0, sheet[0]?.length)),
    ),
  ).toEqual([
    "row 5, description: description is missing: new-one is a new book, whose file needs its text: write a paragraph about it in this row's description column",
  ]);
  expect(problemsAfter((sheet) => set(sheet[0], 1, "titel"))).toEqual([
    "row 1, titel: titel is not a column of the catalogue: did you mean title?",
  ]);
});

test("one wrong row stops the whole import: nothing is planned to be written", () => {
  const content = sources();
  const plan = planImport(
    `book id,title,genres,pubDate,format,description\none,Book 1,fiction,"January 5, 2020",,\nnew,New,fiction,someday,,Text.\n`,
    content,
  );
  expect(plan.problems.map(problemLine)).toEqual([
    "row 3, pubDate: pubDate is 'someday': write a date such as 2021-12-04 or December 4, 2021",
  ]);
  expect(importReport(plan, "books.csv", false)).toMatch(
    /^books.csv has a mistake; nothing is written:/,
  );
});

test("a book's tropes and heat go out to the sheet and back, and a sheet can set them", () => {
  const content = sources({
    books: [
      bookFile("one", "tropes: [found family, Enemies to Lovers]\nheat: 2\n"),
      bookFile("two", "heat: Open door\n"),
      bookFile("three"),
    ],
  });
  expectRoundTrip(content);
  const rows = readSheet(exportSheet(content)).rows;
  const [header = []] = rows;
  const column = (name: string) => header.indexOf(name);
  expect(rows.map((row) => [row[0], row[column("tropes")], row[column("heat")]])).toEqual([
    ["book id", "tropes", "heat"],
    ["one", "found family; Enemies to Lovers", "2"],
    ["two", "", "Open door"],
    ["three", "", ""],
  ]);
  const edited = rows.map((row, index) => {
    const copy = [...row];
    if (index === 3) {
      copy[column("tropes")] = "chosen one; ticking clock";
      copy[column("heat")] = "1";
    }
    return copy;
  });
  const texts = written(writeCsv(edited), content);
  expect(texts["content/books/three.md"]).toContain(
    "tropes:\n  - chosen one\n  - ticking clock\nheat: 1\n",
  );
});

test("content notes make one cell, a line each, and come back from it as written", () => {
  const notes = [
    "contentNotes:",
    "  - term: war",
    "  - term: grief",
    '    note: "a father; remembered: at length"',
    "  - note: A house burns.",
    "",
  ].join("\n");
  const content = sources({ books: [bookFile("one", notes), bookFile("two")] });
  expectRoundTrip(content);
  const [header = [], ...rows] = readSheet(exportSheet(content)).rows;
  const column = header.indexOf("contentNotes");
  expect(rows.map((row) => row[column])).toEqual([
    "war\ngrief: a father; remembered: at length\nnote: A house burns.",
    "",
  ]);
  // A sheet that gives the second book notes writes them into its file.
  const edited = readSheet(exportSheet(content)).rows.map((row) =>
    row[0] === "two"
      ? row.map((cell, at) => (at === column ? "violence\nnote: A storm." : cell))
      : row,
  );
  expect(written(writeCsv(edited), content)["content/books/two.md"]).toContain(
    "contentNotes:\n  - term: violence\n  - note: A storm.\n",
  );
  // A misspelt term is the build's mistake, at its row and column.
  const typo = readSheet(exportSheet(content)).rows.map((row) =>
    row[0] === "two" ? row.map((cell, at) => (at === column ? "violense" : cell)) : row,
  );
  expect(planImport(writeCsv(typo), content).problems.map(problemLine)).toEqual([
    "row 3, contentNotes: term of item 1 of contentNotes is 'violense': did you mean violence? (or put your own words in note: instead)",
  ]);
});
