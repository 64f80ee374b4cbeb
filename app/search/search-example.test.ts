import { expect, test } from "vitest";
import { bookFile, catalogue } from "../schema/fixtures.test-helper.ts";
import { exampleKeyword } from "./search-example.ts";

test("the example is the keyword the most visible books list, as the first book writes it", () => {
  const { books } = catalogue({
    books: [
      bookFile("one", "keywords: [Dragons, sea]\n"),
      bookFile("two", "keywords: [dragons, castle]\n"),
      bookFile("three", "keywords: [castle, sea]\n"),
      bookFile("four", "keywords: [dragons]\n"),
      // A hidden book's words count for nothing: it appears nowhere.
      bookFile("hidden", "hidden: true\nkeywords: [castle, sea, spies]\n"),
      bookFile("hidden-too", "hidden: true\nkeywords: [castle, sea, spies]\n"),
    ],
  });
  expect(exampleKeyword(books)).toBe("Dragons");
});

test("of keywords tied, the first in alphabetical order; none without keywords", () => {
  const tied = catalogue({
    books: [
      bookFile("one", "keywords: [war, faith]\n"),
      bookFile("two", "keywords: [Faith, war]\n"),
    ],
  });
  expect(exampleKeyword(tied.books)).toBe("faith");
  expect(exampleKeyword(catalogue({ books: [bookFile("one")] }).books)).toBeNull();
  expect(exampleKeyword([])).toBeNull();
});
