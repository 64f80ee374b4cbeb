import { expect, test } from "vitest";
import { authorFile, bookFile, catalogue, issuesOf } from "./fixtures.test-helper.ts";

// Who wrote each book: the site's own author without content/authors/, the only author of the
// folder where there is one, and the authors each book names where there are several.

const ADA = authorFile("ada", "Ada Lovelace");
const MARY = authorFile("mary", "Mary Shelley", "portrait: /assets/authors/mary.jpg\n");

test("without content/authors/, site.yaml's author is the one author, and wrote every book", () => {
  const { authors, books } = catalogue();
  expect(authors).toEqual([
    expect.objectContaining({
      id: "test-author",
      name: "Test Author",
      sortName: "Author, Test",
      shortBio: "Tests all the way down.",
      portrait: "/assets/author/me.jpg",
      social: [{ network: "x", label: "X", url: "https://x.com/test" }],
      description: [
        { kind: "paragraph", content: [{ kind: "text", text: "Writes tests.", bold: false }] },
      ],
    }),
  ]);
  expect(books.map((book) => book.authors)).toEqual([["test-author"], ["test-author"]]);
});

test("with one author in content/authors/, a book that names none is theirs", () => {
  const { authors, books } = catalogue({ authors: [ADA] });
  expect(authors.map((author) => [author.id, author.name, author.sortName])).toEqual([
    ["ada", "Ada Lovelace", "Lovelace, Ada"],
  ]);
  expect(books.map((book) => book.authors)).toEqual([["ada"], ["ada"]]);
});

test("with several, each book names its authors in the order it credits them, a co-written book both", () => {
  const { books } = catalogue({
    authors: [ADA, MARY],
    books: [bookFile("engine", "authors: [ada]\n"), bookFile("monster", "authors: [mary, ada]\n")],
  });
  expect(books.map((book) => [book.id, book.authors])).toEqual([
    ["engine", ["ada"]],
    ["monster", ["mary", "ada"]],
  ]);
});

test("a book of a site of several authors that names none, an unknown author, and authors without the folder are refused where they are written", () => {
  expect(
    issuesOf(() =>
      catalogue({
        authors: [ADA, MARY],
        books: [bookFile("engine"), bookFile("monster", "authors: [mary, adda]\n")],
      }),
    ),
  ).toEqual([
    "content/books/monster.md, line 6: item 2 of authors is 'adda', which is not an author: did you mean ada?",
    "content/books/engine.md: the book names no author, and content/authors/ has several: list who wrote it, in the order the book credits them, such as authors: [jane-doe]",
  ]);
  expect(issuesOf(() => catalogue({ books: [bookFile("engine", "authors: [ada]\n")] }))).toEqual([
    "content/books/engine.md, line 6: authors is set, but the site has no content/authors/ folder: add a file there for each author (content/authors/{id}.md), or take authors out, as site.yaml's author then wrote every book",
  ]);
});

test("an author's file is checked as a book's is: its short bio's length, its portrait's path, its press contact", () => {
  expect(
    issuesOf(() =>
      catalogue({
        authors: [
          authorFile("ada", "Ada Lovelace", `shortBio: ${"A mathematician. ".repeat(9)}\n`),
          authorFile("mary", "Mary Shelley", "portrait: /assets/authors/Mary Shelley.jpg\n"),
          authorFile("percy", "Percy Shelley", "press:\n  email: percy at example.com\n"),
        ],
      }),
    ),
  ).toEqual([
    "content/authors/ada.md, line 5: shortBio is 'A mathematician. A mathematician. A mathematician. A math...': write a line about the author of at most 150 characters",
    "content/authors/mary.md, line 6: portrait is '/assets/authors/Mary Shelley.jpg': write the portrait's path, such as /assets/authors/portrait.jpg (lowercase letters, digits, - and _; jpg or png)",
    "content/authors/percy.md, line 7: press.email is 'percy at example.com': write the press contact's e-mail address, such as press@example.com",
  ]);
});
