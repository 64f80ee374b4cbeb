import { expect, test } from "vitest";
import { bookFile, catalogue, issuesOf } from "./fixtures.test-helper.ts";

test("a book's tropes are kept as written, and heat as its level by number or label", () => {
  const { books } = catalogue({
    books: [
      bookFile("one", "tropes: [found family, Chosen One]\nheat: 2\n"),
      bookFile("two", "heat: Open Door\n"),
      // Quoted, as a spreadsheet or a YAML habit writes a number.
      bookFile("three", "heat: '4'\n"),
      bookFile("four", "heat: ' 1 '\n"),
    ],
  });
  expect(books.map(({ tropes, heat }) => ({ tropes, heat }))).toEqual([
    { tropes: ["found family", "Chosen One"], heat: 2 },
    { tropes: [], heat: 3 },
    { tropes: [], heat: 4 },
    { tropes: [], heat: 1 },
  ]);
});

test("a heat off the scale names the file, the field, and lists the scale", () => {
  const scale =
    "a level from 1 to 5 (1 closed door, 2 fade to black, 3 open door, 4 steamy, 5 explicit; the /tropes page explains each), or leave heat out for a book that is not a romance";
  expect(issuesOf(() => catalogue({ books: [bookFile("one", "heat: 7\n")] }))).toEqual([
    `content/books/one.md, line 6: heat is 7, which is off the site's heat scale: write ${scale}`,
  ]);
  expect(issuesOf(() => catalogue({ books: [bookFile("one", "heat: steemy\n")] }))).toEqual([
    `content/books/one.md, line 6: heat is 'steemy', which is off the site's heat scale (did you mean steamy?): write ${scale}`,
  ]);
  expect(issuesOf(() => catalogue({ books: [bookFile("one", "heat: '6'\n")] }))).toEqual([
    `content/books/one.md, line 6: heat is '6', which is off the site's heat scale: write ${scale}`,
  ]);
  expect(issuesOf(() => catalogue({ books: [bookFile("one", "heat: [1, 2]\n")] }))).toEqual([
    `content/books/one.md, line 6: heat is a list: write the book's heat, ${scale}`,
  ]);
});

test("a trope without a letter (of any script), too long, with a semicolon, or listed twice in a book is refused", () => {
  expect(
    issuesOf(() =>
      catalogue({
        books: [
          bookFile(
            "one",
            "tropes: ['?!', found family, a trope that goes on far longer than any trope, 'heist; caper', романтика]\n",
          ),
        ],
      }),
    ),
  ).toEqual([
    "content/books/one.md, line 6: item 1 of tropes is '?!': write a trope in a few words, such as found family",
    "content/books/one.md, line 6: item 3 of tropes is 'a trope that goes on far longer than any trope': a trope is at most 40 characters (this one is 46): write a trope in a few words, such as found family",
    "content/books/one.md, line 6: item 4 of tropes is 'heist; caper': a semicolon separates tropes in the catalogue sheet, so a trope cannot hold one: write it without, or as two tropes",
  ]);
  expect(
    issuesOf(() =>
      catalogue({ books: [bookFile("one", "tropes: [found family, Found Family]\n")] }),
    ),
  ).toEqual([
    "content/books/one.md, line 6: item 2 of tropes is 'Found Family', the same trope as item 1 ('found family'): list each trope once",
  ]);
});

test("two books may spell a trope in different cases; spellings that differ otherwise are refused", () => {
  expect(() =>
    catalogue({
      books: [
        bookFile("one", "tropes: [Found Family]\n"),
        bookFile("two", "tropes: [found family]\n"),
      ],
    }),
  ).not.toThrow();
  expect(
    issuesOf(() =>
      catalogue({
        books: [
          bookFile("one", "tropes: [enemies to lovers]\n"),
          bookFile("two", "tropes: [chosen one, Enemies-to-Lovers]\n"),
        ],
      }),
    ),
  ).toEqual([
    "content/books/two.md, line 6: item 2 of tropes is 'Enemies-to-Lovers', but content/books/one.md writes 'enemies to lovers', and both would be the page /tropes/enemies-to-lovers: write the trope one way in every book (letter case aside)",
  ]);
});

test("tropes in any script have pages of their own; two spellings of one address are refused, naming both", () => {
  const { books } = catalogue({
    books: [
      bookFile("one", "tropes: [Любовь и war, романтика, Straße]\n"),
      bookFile("two", "tropes: [War, Романтика]\n"),
    ],
  });
  expect(books.map((book) => book.tropes)).toEqual([
    ["Любовь и war", "романтика", "Straße"],
    ["War", "Романтика"],
  ]);
  expect(
    issuesOf(() =>
      catalogue({
        books: [
          bookFile("one", "tropes: [Любовь и war]\n"),
          bookFile("two", "tropes: [любовь-и-War]\n"),
        ],
      }),
    ),
  ).toEqual([
    "content/books/two.md, line 6: item 1 of tropes is 'любовь-и-War', but content/books/one.md writes 'Любовь и war', and both would be the page /tropes/любовь-и-war: write the trope one way in every book (letter case aside)",
  ]);
});
