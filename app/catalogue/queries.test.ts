import { expect, test } from "vitest";
import { bookFile, catalogue, seriesFile } from "../schema/fixtures.test-helper.ts";
import { positionLabel, publicationLine, subtitleFor } from "./book-lines.ts";
import { crossoverCatalogue } from "./edge-catalogues.test-helper.ts";
import {
  booksInCategory,
  containedBooks,
  findBook,
  findBookByAlias,
  findSeries,
  genreSection,
  isUpcoming,
  listedSeries,
  listedSeriesOf,
  newestFirst,
  readingOrder,
  relatedBooks,
  ribbonFor,
  sectionFilters,
  seriesBooks,
  seriesNeighbours,
  visibleBooks,
} from "./queries.ts";

const shelf = catalogue({
  series: [seriesFile("saga"), seriesFile("other")],
  books: [
    bookFile(
      "old",
      "pubDate: March 1, 2010\nseries: [saga]\nseriesNum: 1\ncategories: [christian, featured]\n",
    ),
    bookFile(
      "new",
      "pubDate: June 1, 2024\nseries: [saga]\nseriesNum: 2\ncategories: [scifi]\nrelated: [secret, old]\n",
    ),
    bookFile(
      "box",
      "pubDate: July 1, 2020\nseries: [saga]\nseriesNum: 9999\ncategories: [featured]\n",
    ),
    bookFile("essay", "pubDate: May 1, 2015\ngenres: [nonfiction]\ncategories: [christian]\n"),
    bookFile(
      "secret",
      "pubDate: March 3, 2030\nhidden: true\ncategories: [featured]\nseries: [other]\nseriesNum: 1\n",
    ),
  ],
});
const ids = (books: { id: string }[]) => books.map((b) => b.id);

test("hidden books are never visible", () => {
  expect(ids(visibleBooks(shelf.books))).toEqual(["old", "new", "box", "essay"]);
});

test("newest first, by publication day", () => {
  expect(ids(newestFirst(shelf.books))).toEqual(["secret", "new", "box", "essay", "old"]);
});

test("a book is upcoming only while its day is after today", () => {
  const book = { pubDate: "2026-03-03", published: "March 3, 2026", amazonId: "B01" };
  expect(isUpcoming(book, "2026-03-02")).toBe(true);
  expect(isUpcoming(book, "2026-03-03")).toBe(false);
  expect(publicationLine(book, "2026-03-02")).toBe("Coming: March 3, 2026!");
  expect(publicationLine(book, "2026-03-03")).toBe("Published: March 3, 2026");
});

test("upcoming books get the preorder ribbon with a retail id, else coming soon", () => {
  expect(ribbonFor({ pubDate: "2026-03-03", amazonId: "B01" }, "2026-01-01")).toBe("preorder");
  expect(ribbonFor({ pubDate: "2026-03-03", amazonId: "" }, "2026-01-01")).toBe("comingsoon");
  expect(ribbonFor({ pubDate: "2026-03-03", amazonId: "B01" }, "2026-06-01")).toBeNull();
});

test("the subtitle wins; else 'Book N of {series}'; never without a number or a series", () => {
  const series = [{ id: "saga", title: "The Saga" }];
  expect(subtitleFor({ subTitle: "A Novel", series: ["saga"], seriesNum: 2 }, series)).toBe(
    "A Novel",
  );
  expect(subtitleFor({ series: ["saga"], seriesNum: 2 }, series)).toBe("Book 2 of The Saga");
  expect(subtitleFor({ series: ["saga"], seriesNum: null }, series)).toBeNull();
  expect(subtitleFor({ series: [], seriesNum: 2 }, series)).toBeNull();
});

test("a standalone book is not a box set; box sets and unnumbered books get no 'Book N'", () => {
  const shelf = catalogue({
    books: [
      bookFile("standalone", "genres: [nonfiction]\n"),
      bookFile("one", "series: [saga]\nseriesNum: 1\n"),
      bookFile("companion", "series: [saga]\n"),
      bookFile("box", "series: [saga]\ncontains: [one]\n"),
      bookFile("marked", "series: [saga]\nseriesNum: 9999\n"),
    ],
  });
  const book = (id: string) => shelf.books.find((b) => b.id === id);
  expect(book("standalone")).toMatchObject({ seriesNum: null, boxSet: false });
  expect(book("companion")).toMatchObject({ seriesNum: null, boxSet: false });
  expect(book("box")).toMatchObject({ seriesNum: null, boxSet: true });
  expect(book("marked")).toMatchObject({ seriesNum: null, boxSet: true });
  const subtitles = shelf.books.map((b) => [b.id, subtitleFor(b, shelf.series)]);
  expect(subtitles).toEqual([
    ["standalone", null],
    ["one", "Book 1 of Series saga"],
    ["companion", null],
    ["box", null],
    ["marked", null],
  ]);
  // The series lists its numbered books in order, then the unnumbered, then box sets.
  expect(ids(seriesBooks(shelf.books, "saga"))).toEqual(["one", "companion", "box", "marked"]);
  expect(ids(readingOrder(shelf.books, "saga"))).toEqual(["one"]);
  for (const id of ["standalone", "companion", "box"]) {
    const found = book(id);
    if (!found) throw new Error(id);
    expect(seriesNeighbours(shelf.books, found)).toEqual({ previous: null, next: null });
  }
});

test("featured books are the visible books in the featured category, newest first", () => {
  expect(ids(booksInCategory(shelf.books, "featured"))).toEqual(["box", "old"]);
});

test("a genre section lists its visible books newest first, narrowed by one filter", () => {
  expect(ids(genreSection(shelf.books, "fiction", { kind: "all" }))).toEqual(["new", "box", "old"]);
  expect(ids(genreSection(shelf.books, "fiction", { kind: "category", key: "scifi" }))).toEqual([
    "new",
  ]);
  expect(ids(genreSection(shelf.books, "fiction", { kind: "series", id: "saga" }))).toEqual([
    "new",
    "box",
    "old",
  ]);
  expect(ids(genreSection(shelf.books, "nonfiction", { kind: "all" }))).toEqual(["essay"]);
});

test("a section offers the categories allowed for its genre and the series it has books in", () => {
  const fiction = sectionFilters(shelf, "fiction");
  expect(fiction.categories.map((c) => c.key)).toEqual(["christian", "scifi"]);
  // Every visible fiction book is in 'saga', so choosing it would change nothing; 'other'
  // has only a hidden book.
  expect(fiction.series).toEqual([]);
  const withStandalone = catalogue({
    series: [seriesFile("saga"), seriesFile("other")],
    books: [
      bookFile("first", "series: [saga]\nseriesNum: 1\n"),
      bookFile("lone", "categories: [christian]\n"),
      bookFile("secret", "hidden: true\nseries: [other]\nseriesNum: 1\n"),
    ],
  });
  expect(sectionFilters(withStandalone, "fiction").series.map((s) => s.id)).toEqual(["saga"]);
});

test("a filter that would keep every book of a section, or none, is not offered", () => {
  const filters = (books: ReturnType<typeof bookFile>[]) =>
    sectionFilters(catalogue({ books }), "nonfiction").categories.map((c) => c.key);
  // One book: nothing to narrow.
  expect(filters([bookFile("essay", "genres: [nonfiction]\ncategories: [christian]\n")])).toEqual(
    [],
  );
  // Every book Christian: choosing Christian shows them all again.
  expect(
    filters([
      bookFile("essay", "genres: [nonfiction]\ncategories: [christian]\n"),
      bookFile("study", "genres: [nonfiction]\ncategories: [christian]\n"),
    ]),
  ).toEqual([]);
  expect(
    filters([
      bookFile("essay", "genres: [nonfiction]\ncategories: [christian]\n"),
      bookFile("study", "genres: [nonfiction]\n"),
    ]),
  ).toEqual(["christian"]);
  // Science fiction is not a nonfiction category, whatever a book says.
  expect(
    filters([
      bookFile("essay", "genres: [nonfiction]\ncategories: [scifi]\n"),
      bookFile("study", "genres: [nonfiction]\n"),
    ]),
  ).toEqual([]);
});

test("a series has a page only while it has a visible book", () => {
  expect(listedSeries(shelf).map((s) => s.id)).toEqual(["saga"]);
  const book = (id: string) => {
    const found = shelf.books.find((b) => b.id === id);
    if (!found) throw new Error(`no book ${id} on the shelf`);
    return found;
  };
  expect(listedSeriesOf(book("old"), shelf)?.id).toBe("saga");
  expect(listedSeriesOf(book("essay"), shelf)).toBeUndefined();
  // A hidden book alone in its series has no series page to link to.
  expect(listedSeriesOf(book("secret"), shelf)).toBeUndefined();
  const hiddenInSaga = { ...book("secret"), series: ["saga"] };
  expect(listedSeriesOf(hiddenInSaga, shelf)?.id).toBe("saga");
});

test("series books come in reading order with box sets last, hidden ones left out", () => {
  expect(ids(seriesBooks(shelf.books, "saga"))).toEqual(["old", "new", "box"]);
  expect(ids(seriesBooks(shelf.books, "other"))).toEqual([]);
});

test("related books keep their order and leave out hidden ones", () => {
  const book = shelf.books.find((b) => b.id === "new");
  expect(book && ids(relatedBooks(book, shelf.books))).toEqual(["old"]);
});

test("a book is found by its id, or by an alias with or without a trailing slash", () => {
  const withAlias = catalogue({ books: [bookFile("one", "aliases: [/special]\n")] });
  expect(findBook(withAlias.books, "one")?.id).toBe("one");
  expect(findBook(withAlias.books, "other")).toBeUndefined();
  expect(findBookByAlias(withAlias.books, "/special")?.id).toBe("one");
  expect(findBookByAlias(withAlias.books, "/special/")?.id).toBe("one");
  expect(findBookByAlias(withAlias.books, "/book/one")).toBeUndefined();
  expect(findBookByAlias(withAlias.books, "/other")).toBeUndefined();
});

test("a series is found by its key, not its id", () => {
  expect(findSeries(shelf.series, "sagakey")?.id).toBe("saga");
  expect(findSeries(shelf.series, "saga")).toBeUndefined();
});

test("reading order: decimals between whole numbers, box sets and hidden books left out", () => {
  const saga = catalogue({
    series: [seriesFile("saga")],
    books: [
      bookFile("three", "series: [saga]\nseriesNum: 3\n"),
      bookFile("one", "series: [saga]\nseriesNum: 1\n"),
      bookFile("novella", "series: [saga]\nseriesNum: 2.5\n"),
      bookFile("two", "series: [saga]\nseriesNum: 2\n"),
      bookFile("secret", "series: [saga]\nseriesNum: 4\nhidden: true\n"),
      bookFile("five", "series: [saga]\nseriesNum: 5\n"),
      bookFile("box", "series: [saga]\nseriesNum: 9999\ncontains: [one, secret, two]\n"),
    ],
  }).books;
  const book = (id: string) => {
    const found = saga.find((b) => b.id === id);
    if (!found) throw new Error(`no book ${id}`);
    return found;
  };
  expect(ids(readingOrder(saga, "saga"))).toEqual(["one", "two", "novella", "three", "five"]);
  expect(positionLabel(2.5)).toBe("Book 2.5");
  expect(positionLabel(3)).toBe("Book 3");

  const around = (id: string) => {
    const { previous, next } = seriesNeighbours(saga, book(id));
    return [previous?.id ?? null, next?.id ?? null];
  };
  expect(around("one")).toEqual([null, "two"]);
  expect(around("novella")).toEqual(["two", "three"]);
  expect(around("three")).toEqual(["novella", "five"]);
  expect(around("secret")).toEqual(["three", "five"]);
  expect(around("five")).toEqual(["three", null]);
  expect(around("box")).toEqual([null, null]);

  expect(ids(containedBooks(book("box"), saga))).toEqual(["one", "two"]);
});

test("a book in two series has its place in its first; its second lists it after its own, without one", () => {
  const { content, book } = crossoverCatalogue();
  const placed = (seriesId: string) =>
    seriesBooks(content.books, seriesId).map((b) => [b.id, b.seriesNum]);
  expect(placed("noah")).toEqual([
    ["watch", 1],
    ["noah-two", 2],
  ]);
  expect(placed("encounter")).toEqual([
    ["enc-one", 1],
    ["enc-two", 2],
    ["watch", null],
  ]);
  expect(ids(readingOrder(content.books, "encounter"))).toEqual(["enc-one", "enc-two"]);
  const around = (id: string) => {
    const { previous, next } = seriesNeighbours(content.books, book(id));
    return [previous?.id ?? null, next?.id ?? null];
  };
  expect(around("enc-two")).toEqual(["enc-one", null]);
  expect(around("enc-one")).toEqual([null, "enc-two"]);
  expect(around("watch")).toEqual([null, "noah-two"]);
});
