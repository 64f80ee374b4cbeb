import { expect, test } from "vitest";
import { bookFile, catalogue, seriesFile } from "../schema/fixtures.test-helper.ts";
import { crossoverCatalogue } from "./edge-catalogues.test-helper.ts";
import {
  EMPTY_SHELF,
  hasReadBooks,
  keptOnShelf,
  nextInSeries,
  parseStoredShelf,
  type Shelf,
  shelfCatalogue,
  shelfGroups,
  toggleMark,
  withMark,
} from "./shelf.ts";
import { readShelfFile, shelfFile } from "./shelf-file.ts";

// A saga of three books written out of order, a duology, a box set of the saga and a book
// of no series; one saga book is hidden, so it is in no list.
const content = shelfCatalogue(
  catalogue({
    series: [seriesFile("saga"), seriesFile("duo")],
    books: [
      bookFile("saga-two", "series: [saga]\nseriesNum: 2\npubDate: 2021-05-01\n"),
      bookFile("saga-one", "series: [saga]\nseriesNum: 1\npubDate: 2020-05-01\n"),
      bookFile("saga-three", "series: [saga]\nseriesNum: 3\npubDate: 2022-05-01\n"),
      bookFile("saga-extra", "series: [saga]\nseriesNum: 4\nhidden: true\n"),
      bookFile("saga-box", "series: [saga]\ncontains: [saga-one, saga-two]\npubDate: 2023-01-01\n"),
      bookFile("duo-one", "series: [duo]\nseriesNum: 1\npubDate: 2019-01-01\n"),
      bookFile("duo-two", "series: [duo]\nseriesNum: 2\npubDate: 2019-06-01\n"),
      bookFile("single", "pubDate: 2024-01-01\n"),
    ],
  }),
);
const ids = (books: { id: string }[]) => books.map((book) => book.id);
const next = (shelf: Shelf) => shelfGroups(content, shelf).next.map(({ book }) => book.id);

test("the shelf's catalogue has the visible books and each series' reading order", () => {
  expect(ids(content.books)).not.toContain("saga-extra");
  expect(content.series.find((series) => series.key === "sagakey")?.order).toEqual([
    "saga-one",
    "saga-two",
    "saga-three",
  ]);
});

test("a book is wanted or read, not both, and its mark comes off", () => {
  const wanted = withMark(EMPTY_SHELF, "single", "want");
  expect(wanted).toEqual({ single: "want" });
  expect(withMark(wanted, "single", "read")).toEqual({ single: "read" });
  expect(withMark(wanted, "single", null)).toEqual({});
  expect(wanted).toEqual({ single: "want" }); // a new shelf each time
});

test("a toggle gives the book its mark, moves it from the other, and takes it off when pressed again", () => {
  const read = toggleMark(EMPTY_SHELF, "single", "read");
  expect(read).toEqual({ single: "read" });
  expect(toggleMark(read, "single", "want")).toEqual({ single: "want" });
  expect(toggleMark(read, "single", "read")).toEqual({});
  expect(toggleMark(read, "duo-one", "read")).toEqual({ single: "read", "duo-one": "read" });
});

test("Next for you is the first unread book of each series started, in reading order", () => {
  expect(next(EMPTY_SHELF)).toEqual([]);
  // Wanting a book starts nothing; reading one does, wherever it is in the order.
  expect(next({ "saga-one": "want" })).toEqual([]);
  expect(next({ "saga-one": "read" })).toEqual(["saga-two"]);
  expect(next({ "saga-two": "read" })).toEqual(["saga-one"]);
  // It moves on as the next book is read, and a series read through has none.
  expect(next({ "saga-one": "read", "saga-two": "read" })).toEqual(["saga-three"]);
  expect(next({ "saga-one": "read", "saga-two": "read", "saga-three": "read" })).toEqual([]);
  // One per series; a wanted book of the series is still next.
  expect(next({ "saga-one": "read", "saga-two": "want", "duo-one": "read" })).toEqual([
    "saga-two",
    "duo-two",
  ]);
  // A box set is outside the reading order: reading it starts nothing.
  expect(next({ "saga-box": "read" })).toEqual([]);
});

test("Want to read and Read list their books newest first, and nothing the catalogue lacks", () => {
  const groups = shelfGroups(content, {
    "duo-one": "read",
    "saga-three": "read",
    "saga-one": "want",
    single: "want",
    "gone-book": "read",
    "saga-extra": "want",
  });
  expect(ids(groups.want)).toEqual(["single", "saga-one"]);
  expect(ids(groups.read)).toEqual(["saga-three", "duo-one"]);
});

test("books the catalogue no longer has drop off the shelf", () => {
  expect(keptOnShelf({ single: "read", "gone-book": "want" }, ids(content.books))).toEqual({
    single: "read",
  });
});

test("a shelf kept in the browser reads back; anything else is an empty shelf", () => {
  expect(parseStoredShelf(JSON.stringify({ single: "read" }))).toEqual({ single: "read" });
  for (const stored of [null, "", "not json", "[]", '{"single":"finished"}', '{"Bad Id":"read"}']) {
    expect(parseStoredShelf(stored)).toEqual(EMPTY_SHELF);
  }
});

test("an exported shelf imports as it was", () => {
  const shelf: Shelf = { single: "read", "saga-one": "want" };
  expect(readShelfFile(shelfFile(shelf))).toEqual({ shelf });
  expect(readShelfFile(shelfFile(EMPTY_SHELF))).toEqual({ shelf: EMPTY_SHELF });
});

test("a file that is not a shelf is refused with the reason", () => {
  const refused = (text: string) => {
    const result = readShelfFile(text);
    return "error" in result ? result.error : "imported";
  };
  expect(refused("PNG\u0000binary")).toMatch(/not a shelf/);
  expect(refused('{"name":"package","version":1}')).toMatch(/not a shelf/);
  expect(refused('{"type":"author-site-shelf","version":2,"books":{}}')).toMatch(/newer version/);
  expect(refused('{"type":"author-site-shelf","version":1,"books":{"x":"finished"}}')).toMatch(
    /damaged/,
  );
  expect(refused('{"type":"author-site-shelf","version":1,"books":[]}')).toMatch(/damaged/);
});

test("a series' next book, once the reader has read one of it", () => {
  const order = ["one", "two", "three"];
  expect(nextInSeries(order, {})).toBeNull();
  expect(nextInSeries(order, { two: "want" })).toBeNull();
  expect(nextInSeries(order, { one: "read", two: "want" })).toBe("two");
  expect(nextInSeries(order, { one: "read", two: "read", three: "read" })).toBeNull();
  expect(hasReadBooks({ one: "want" })).toBe(false);
  expect(hasReadBooks({ one: "want", two: "read" })).toBe(true);
});

test("next for you in a series is the next book placed in it, never a crossover placed in another", () => {
  const crossover = shelfCatalogue(crossoverCatalogue().content);
  const nextOf = (shelf: Shelf) =>
    shelfGroups(crossover, shelf).next.map(({ series, book }) => [series.key, book.id]);
  expect(nextOf({ "enc-one": "read" })).toEqual([["encounterkey", "enc-two"]]);
  expect(nextOf({ watch: "read" })).toEqual([["noahkey", "noah-two"]]);
});
