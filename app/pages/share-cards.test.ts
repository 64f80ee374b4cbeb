import { expect, test } from "vitest";
import { bookFile, catalogue, seriesFile } from "../schema/fixtures.test-helper.ts";
import { allCards, bookCard, homeCard, seriesCard } from "./share-cards.ts";

const shelf = catalogue({
  series: [seriesFile("saga")],
  books: [
    bookFile("one", "series: [saga]\nseriesNum: 1\n"),
    bookFile("two", "series: [saga]\nseriesNum: 2\nsubTitle: The Return\n"),
    bookFile("box", "series: [saga]\nseriesNum: 9999\n"),
    bookFile("lone", "genres: [nonfiction]\n"),
  ],
});
const book = (id: string) => {
  const found = shelf.books.find((b) => b.id === id);
  if (!found) throw new Error(id);
  return found;
};

test("a book's card: its cover, its place in the series, its title and the author", () => {
  expect(bookCard(book("one"), shelf)).toMatchObject({
    path: "/assets/cards/books/one.jpg",
    covers: ["/assets/books/one.jpg"],
    kicker: "Book 1 of Series saga",
    title: "Book one",
  });
  // A subtitle goes below the title; the series names itself above it.
  expect(bookCard(book("two"), shelf)).toMatchObject({
    kicker: "Series saga",
    byline: expect.stringMatching(/^The Return · /),
  });
  expect(bookCard(book("lone"), shelf).kicker).toBe("Nonfiction");
});

test("a series' card shows its first covers in reading order and where to start", () => {
  const saga = shelf.series[0];
  if (!saga) throw new Error("no series");
  expect(seriesCard(saga, shelf)).toMatchObject({
    path: "/assets/cards/series/sagakey.jpg",
    covers: ["/assets/books/one.jpg", "/assets/books/two.jpg"],
    byline: "Start with Book one",
  });
});

test("there is a card for the home page, every series and every book", () => {
  expect(allCards(shelf).map((card) => card.path)).toEqual([
    "/assets/cards/home.jpg",
    "/assets/cards/series/sagakey.jpg",
    ...shelf.books.map((b) => `/assets/cards/books/${b.id}.jpg`),
  ]);
});

test("a series card counts its books, and names a series of one as a series", () => {
  const saga = shelf.series[0];
  if (!saga) throw new Error("no series");
  expect(seriesCard(saga, shelf).kicker).toBe("2 books by Test Author");
  const single = catalogue({
    series: [seriesFile("saga")],
    books: [bookFile("one", "series: [saga]\nseriesNum: 1\n")],
  });
  const [only] = single.series;
  if (!only) throw new Error("no series");
  expect(seriesCard(only, single).kicker).toBe("A series by Test Author");
});

test("the home card shows featured covers, else the newest ones, and no card for an empty series", () => {
  // No book is featured here: the newest visible covers stand in.
  expect(homeCard(shelf).covers).toHaveLength(3);
  const withEmptySeries = catalogue({
    series: [seriesFile("saga"), seriesFile("secrets")],
    books: [
      bookFile("one", "series: [saga]\nseriesNum: 1\n"),
      bookFile("two", "series: [secrets]\nseriesNum: 1\nhidden: true\n"),
    ],
  });
  expect(allCards(withEmptySeries).map((card) => card.path)).not.toContain(
    "/assets/cards/series/secretskey.jpg",
  );
  expect(homeCard(catalogue({ series: [], books: [] })).covers).toEqual([]);
});
