import { expect, test } from "vitest";
import { authorFile, bookFile, catalogue, seriesFile } from "../schema/fixtures.test-helper.ts";
import {
  authorShelf,
  authorsOf,
  booksBy,
  bySortName,
  comingFirst,
  showsAuthors,
} from "./authors.ts";

// A small press of three names: Ada writes a series and a standalone, and a coming book; Mary
// writes alone, and with Ada; Zed has no book yet.
const press = catalogue({
  authors: [
    authorFile("mary", "Mary Shelley"),
    authorFile("ada", "Ada Lovelace"),
    authorFile("zed", "Zed Abbott"),
  ],
  series: [seriesFile("engines"), seriesFile("gothic")],
  books: [
    bookFile("engine-2", "authors: [ada]\nseries: [engines]\nseriesNum: 2\npubDate: 2021-05-01\n"),
    bookFile("engine-1", "authors: [ada]\nseries: [engines]\nseriesNum: 1\npubDate: 2020-05-01\n"),
    bookFile("notes", "authors: [ada]\npubDate: 2019-01-01\n"),
    bookFile("analytical", "authors: [ada]\npubDate: 2030-01-01\n"),
    bookFile("sketch", "authors: [ada]\npubDate: 2029-06-01\n"),
    bookFile("secret", "authors: [ada]\nhidden: true\n"),
    bookFile("monster", "authors: [mary, ada]\nseries: [gothic, engines]\nseriesNum: 1\n"),
  ],
});
const TODAY = "2026-12-07";
const ids = (books: { id: string }[]) => books.map((book) => book.id);

test("a site shows its authors when it has more than one", () => {
  expect(showsAuthors(press)).toBe(true);
  expect(showsAuthors(catalogue())).toBe(false);
  expect(showsAuthors(catalogue({ authors: [authorFile("ada", "Ada Lovelace")] }))).toBe(false);
});

test("a co-written book's authors come in the order it credits them; a list of authors sorts by sort name", () => {
  const monster = press.books.find((book) => book.id === "monster");
  expect(monster && authorsOf(monster, press.authors).map((a) => a.name)).toEqual([
    "Mary Shelley",
    "Ada Lovelace",
  ]);
  expect(bySortName(press.authors).map((a) => a.sortName)).toEqual([
    "Abbott, Zed",
    "Lovelace, Ada",
    "Shelley, Mary",
  ]);
});

test("an author's books are those that credit them, never a hidden one; an author with none has none", () => {
  expect(ids(booksBy({ id: "mary" }, press.books))).toEqual(["monster"]);
  expect(ids(booksBy({ id: "ada" }, press.books)).sort()).toEqual([
    "analytical",
    "engine-1",
    "engine-2",
    "monster",
    "notes",
    "sketch",
  ]);
  expect(booksBy({ id: "zed" }, press.books)).toEqual([]);
});

test("an author's page lists their books by series, each in reading order, a crossover under its first series, then the standalones; the coming books first, the soonest first, on the reader's day", () => {
  const shelf = authorShelf({ id: "ada" }, press, (book) => ({
    id: book.id,
    pubDate: book.pubDate,
  }));
  expect(shelf.series.map((group) => [group.series.id, ids(group.books)])).toEqual([
    ["engines", ["engine-1", "engine-2"]],
    ["gothic", ["monster"]],
  ]);
  expect(ids(shelf.standalones)).toEqual(["analytical", "sketch", "notes"]);
  const today = comingFirst(shelf, TODAY);
  expect(ids(today.coming)).toEqual(["sketch", "analytical"]);
  expect(ids(today.standalones)).toEqual(["notes"]);
  expect(today.series).toEqual(shelf.series);
  // Once they are out, they stand with the others; a group with nothing out yet is left out.
  expect(ids(comingFirst(shelf, "2031-01-01").standalones)).toEqual([
    "analytical",
    "sketch",
    "notes",
  ]);
  expect(comingFirst(shelf, "2019-06-01")).toMatchObject({
    series: [],
    standalones: [{ id: "notes" }],
  });
  expect(authorShelf({ id: "zed" }, press, (book) => book.id)).toEqual({
    series: [],
    standalones: [],
  });
});
