import { expect, test } from "vitest";
import { readFileData } from "../../admin/file-format.ts";
import { bookFile } from "../../app/schema/fixtures.test-helper.ts";
import { bookRows, catalogueTable } from "./columns.ts";

const book = (id: string, fields: string) => readFileData("books", bookFile(id, fields).text);

const WITH_EDITIONS = `categories: [christian, scifi]
editions:
  - format: hardcover
    isbn: 0-9851234-0-X
    pages: 412
    prices: { USD: 26.99, GBP: "20.90" }
  - format: audiobook
    length: 11h 42m
    narrators: [Ann Lee, Bo Park]
    prices: { EUR: 19.99 }
    stores: { audible: B004NKAU01 }
`;

test("a book without editions is one row, its format empty, its store ids in the store columns", () => {
  const rows = bookRows(
    book(
      "one",
      "amazonId: B0BNKA4001\naudioId: B0BNKAU401\nisbn: 9780985123406\nstores:\n  kobo: https://kobo.example/one\n",
    ),
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    "book id": "one",
    format: "",
    isbn: "9780985123406",
    amazon: "B0BNKA4001",
    audible: "B0BNKAU401",
    kobo: "https://kobo.example/one",
  });
});

test("a book with editions has a row per edition, its own fields on each, lists joined with '; '", () => {
  const rows = bookRows(book("two", WITH_EDITIONS));
  expect(rows.map((row) => [row.format, row.categories, row.title])).toEqual([
    ["hardcover", "christian; scifi", "Book two"],
    ["audiobook", "christian; scifi", "Book two"],
  ]);
  // Cells as the file writes them: the ISBN-10 and the price 20.90 unchanged.
  expect(rows[0]).toMatchObject({ isbn: "0-9851234-0-X", pages: "412", "price GBP": "20.90" });
  expect(rows[1]).toMatchObject({ narrators: "Ann Lee; Bo Park", length: "11h 42m" });
});

test("the sheet has a price column per currency, in the order the catalogue first uses each", () => {
  const [header = [], ...rows] = catalogueTable([book("one", ""), book("two", WITH_EDITIONS)]);
  expect(header.filter((column) => column.startsWith("price"))).toEqual([
    "price USD",
    "price GBP",
    "price EUR",
  ]);
  expect(header.slice(0, 13)).toEqual([
    "book id",
    "title",
    "subTitle",
    "authors",
    "series",
    "seriesNum",
    "pubDate",
    "categories",
    "genres",
    "tropes",
    "heat",
    "contentNotes",
    "format",
  ]);
  expect(rows.map((row) => row[0])).toEqual(["one", "two", "two"]);
  expect(rows.every((row) => row.length === header.length)).toBe(true);
});

test("a co-written book's authors are one cell, in the order the book credits them", () => {
  const [row] = bookRows(book("monster", "authors: [mary, ada]\n"));
  expect(row).toMatchObject({ "book id": "monster", authors: "mary; ada" });
  expect(bookRows(book("one", ""))[0]).toMatchObject({ authors: "" });
});
