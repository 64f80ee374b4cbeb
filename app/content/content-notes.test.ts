import { expect, test } from "vitest";
import { bookFile, catalogue, issuesOf } from "../schema/fixtures.test-helper.ts";
import { CONTENT_NOTE_TERMS } from "./content-notes.ts";

const withNotes = (notes: string) => bookFile("one", `contentNotes:\n${notes}`);

test("a book's content notes are terms of the vocabulary, the author's words beside them, or notes of their own", () => {
  const [book] = catalogue({
    books: [
      withNotes(
        "  - term: war\n  - term: grief\n    note: a father, remembered\n  - note: A house burns in the prologue.\n",
      ),
    ],
  }).books;
  expect(book?.contentNotes).toEqual([
    { term: "war", note: null },
    { term: "grief", note: "a father, remembered" },
    { term: null, note: "A house burns in the prologue." },
  ]);
});

test("a book without content notes has none", () => {
  const [book] = catalogue({ books: [bookFile("one")] }).books;
  expect(book?.contentNotes).toEqual([]);
});

test("a misspelt term is a mistake with the term most likely meant, never taken as the author's words", () => {
  expect(issuesOf(() => catalogue({ books: [withNotes("  - term: violense\n")] }))).toEqual([
    "content/books/one.md, line 7: term of item 1 of contentNotes is 'violense': did you mean violence? (or put your own words in note: instead)",
  ]);
  // A word far from every term: the terms are listed.
  const [unknown] = issuesOf(() => catalogue({ books: [withNotes("  - term: spiders\n")] }));
  expect(unknown).toMatch(
    /^content\/books\/one\.md, line 7: term of item 1 of contentNotes is 'spiders': write one of violence, war, .* or strong-language, or put your own words in note: instead$/,
  );
});

test("a term written alone, an empty note and an unknown field each say what to write", () => {
  expect(
    issuesOf(() =>
      catalogue({
        books: [withNotes("  - violense\n  - {}\n  - term: war\n    warning: battles\n")],
      }),
    ),
  ).toEqual([
    "content/books/one.md, line 7: item 1 of contentNotes is 'violense': write it as term: violence",
    "content/books/one.md, line 8: item 2 of contentNotes has neither term nor note: write term: (one of the site's content notes) and, if you wish, note: in your own words; or note: alone for a note of your own",
    "content/books/one.md, line 10: warning is not a field of a content note: write term: or note:",
  ]);
  expect(issuesOf(() => catalogue({ books: [bookFile("one", "contentNotes: war\n")] }))).toEqual([
    "content/books/one.md, line 6: contentNotes is 'war': list the book's content notes, each starting with - term: or - note:",
  ]);
});

test("every term of the vocabulary has a label, a one-line explanation and words a reader may ask with", () => {
  for (const [term, { label, explained, words }] of Object.entries(CONTENT_NOTE_TERMS)) {
    expect(term).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(label.length, term).toBeGreaterThan(0);
    expect(explained, term).toMatch(/^[A-Z].{10,90}\.$/);
    expect(words.length, term).toBeGreaterThan(0);
  }
  // No word a reader may ask with stands for two terms.
  const words = Object.values(CONTENT_NOTE_TERMS).flatMap((entry) => entry.words);
  expect(words.filter((word, index) => words.indexOf(word) !== index)).toEqual([]);
  expect(CONTENT_NOTE_TERMS["explicit-sex"].label).toBe("Explicit sex");
});
