import { expect, test } from "vitest";
import { bookFile, catalogue } from "../content/fixtures.test-helper.ts";
import { bookPage, seriesPage } from "./page-data.ts";

const shelf = catalogue({
  books: [
    bookFile("two", "series: [saga]\nseriesNum: 2\n"),
    bookFile("one", "series: [saga]\nseriesNum: 1\n"),
    bookFile("companion", "series: [saga]\n"),
    bookFile("box", "series: [saga]\nseriesNum: 9999\ncontains: [one, two]\n"),
    bookFile("standalone"),
  ],
});
const saga = shelf.series[0];
const book = (id: string) => {
  const found = shelf.books.find((b) => b.id === id);
  if (!found) throw new Error(id);
  return found;
};

test("a series page gives numbered books their place, the first to start with, the rest none", () => {
  if (!saga) throw new Error("no series");
  const { books } = seriesPage(saga, shelf);
  expect(books.map((b) => [b.id, b.position, b.startHere, b.subtitle])).toEqual([
    ["one", "Book 1", true, "Book 1 of Series saga"],
    ["two", "Book 2", false, "Book 2 of Series saga"],
    ["companion", null, false, null],
    ["box", null, false, null],
  ]);
});

test("previous and next link numbered books only; a box set lists what it contains", () => {
  const order = (id: string) => {
    const { previous, next } = bookPage(book(id), shelf).readingOrder;
    return [previous?.id ?? null, next?.id ?? null];
  };
  expect(order("one")).toEqual([null, "two"]);
  expect(order("two")).toEqual(["one", null]);
  expect(order("companion")).toEqual([null, null]);
  expect(order("box")).toEqual([null, null]);
  expect(order("standalone")).toEqual([null, null]);
  expect(bookPage(book("box"), shelf).book.contains.map((b) => b.id)).toEqual(["one", "two"]);
  expect(bookPage(book("standalone"), shelf).book.subtitle).toBeNull();
});
