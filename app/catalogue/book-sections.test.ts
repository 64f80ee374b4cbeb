import { expect, test } from "vitest";
import { bookFile, catalogue, seriesFile } from "../schema/fixtures.test-helper.ts";
import {
  bookSection,
  FIRST_ROWS,
  FIRST_VIEW,
  needsAllBooks,
  type SectionView,
  sectionBooks,
  sectionContents,
  sectionOfFile,
} from "./book-sections.ts";

const ids = (books: { id: string }[]) => books.map((b) => b.id);

/** A day of 2020 for book n, so a higher n is newer. */
const day = (n: number) => `pubDate: January ${n + 1}, 2020\n`;

// More fiction than the first rows hold: the oldest three are a series, whose books are all
// beyond the first rows; one novel is Christian; one hidden novel is the newest of all.
const count = FIRST_ROWS + 5;
const large = catalogue({
  series: [seriesFile("saga")],
  books: [
    ...Array.from({ length: count }, (_, n) =>
      bookFile(
        `novel-${n}`,
        `${day(n)}${n < 3 ? `series: [saga]\nseriesNum: ${n + 1}\n` : ""}${n === 1 ? "categories: [christian]\n" : ""}`,
      ),
    ),
    bookFile("secret", `${day(count)}hidden: true\n`),
    bookFile("essay", `${day(0)}genres: [nonfiction]\ncategories: [featured]\n`),
  ],
});
const fiction = bookSection(large, "fiction");
const newestFirst = Array.from({ length: count }, (_, n) => `novel-${count - 1 - n}`);

test("a section lists its visible books newest first, all of them in its file", () => {
  expect(ids(sectionBooks(large, "fiction"))).toEqual(newestFirst);
});

test("a section holds its first rows in the page, and says where the rest are", () => {
  expect(fiction && ids(fiction.books)).toEqual(newestFirst.slice(0, FIRST_ROWS));
  expect(fiction?.total).toBe(count);
  expect(fiction?.allBooks).toBe("/home/fiction.json");
});

test("a section that fits holds every book, and has no file", () => {
  const nonfiction = bookSection(large, "nonfiction");
  expect(nonfiction && ids(nonfiction.books)).toEqual(["essay"]);
  expect(nonfiction?.allBooks).toBeNull();
});

test("a section with no book to show is left out", () => {
  expect(bookSection(large, "singles")).toBeNull();
  // The hidden book is the only single: still nothing to show.
  const onlyHidden = catalogue({
    books: [bookFile("secret", "genres: [single]\nhidden: true\n")],
  });
  expect(bookSection(onlyHidden, "singles")).toBeNull();
});

test("featured lists the featured books of every genre, with no filters", () => {
  const featured = bookSection(large, "featured");
  expect(featured && ids(featured.books)).toEqual(["essay"]);
  expect(featured?.categories).toEqual([]);
  expect(featured?.series).toEqual([]);
});

test("a section's filters are those that narrow it, over all its books", () => {
  expect(fiction?.categories).toEqual([{ key: "christian", label: "Christian" }]);
  expect(fiction?.series).toEqual([{ id: "saga", title: "Series saga" }]);
});

test("the first view needs nothing more than the page holds, and counts every book", () => {
  if (!fiction) throw new Error("no fiction");
  expect(needsAllBooks(fiction, null, FIRST_VIEW)).toBe(false);
  const shown = sectionContents(fiction, null, FIRST_VIEW);
  expect(ids(shown.books)).toEqual(newestFirst.slice(0, FIRST_ROWS));
  expect(shown.matching).toBe(count);
});

test("Show all and the filters need every book of a section that holds only its first rows", () => {
  if (!fiction) throw new Error("no fiction");
  const views: SectionView[] = [
    { filter: { kind: "all" }, showAll: true },
    { filter: { kind: "series", id: "saga" }, showAll: false },
    { filter: { kind: "category", key: "christian" }, showAll: false },
  ];
  for (const view of views) expect(needsAllBooks(fiction, null, view)).toBe(true);
  const all = sectionBooks(large, "fiction");
  for (const view of views) expect(needsAllBooks(fiction, all, view)).toBe(false);
});

test("once loaded, a filter finds books beyond the first rows", () => {
  if (!fiction) throw new Error("no fiction");
  const all = sectionBooks(large, "fiction");
  const saga = sectionContents(fiction, all, {
    filter: { kind: "series", id: "saga" },
    showAll: false,
  });
  expect(ids(saga.books)).toEqual(["novel-2", "novel-1", "novel-0"]);
  expect(saga.matching).toBe(3);
  const christian = sectionContents(fiction, all, {
    filter: { kind: "category", key: "christian" },
    showAll: false,
  });
  expect(ids(christian.books)).toEqual(["novel-1"]);
});

test("Show all shows every book of the view; a filter shows its first rows first", () => {
  if (!fiction) throw new Error("no fiction");
  const all = sectionBooks(large, "fiction");
  expect(ids(sectionContents(fiction, all, { ...FIRST_VIEW, showAll: true }).books)).toEqual(
    newestFirst,
  );
  expect(sectionContents(fiction, all, FIRST_VIEW).books).toHaveLength(FIRST_ROWS);
});

test("a section that fits filters what the page holds, with nothing to load", () => {
  const small = catalogue({
    series: [],
    books: [bookFile("one", `${day(1)}categories: [christian]\n`), bookFile("two", day(2))],
  });
  const section = bookSection(small, "fiction");
  if (!section) throw new Error("no fiction");
  const view: SectionView = { filter: { kind: "category", key: "christian" }, showAll: false };
  expect(needsAllBooks(section, null, view)).toBe(false);
  expect(sectionContents(section, null, view)).toEqual({
    books: [expect.objectContaining({ id: "one" })],
    matching: 1,
  });
});

test("a section's file is found by its name", () => {
  expect(sectionOfFile("fiction.json")).toBe("fiction");
  expect(sectionOfFile("singles.json")).toBe("singles");
  expect(sectionOfFile("fiction")).toBeUndefined();
  expect(sectionOfFile("news.json")).toBeUndefined();
});
