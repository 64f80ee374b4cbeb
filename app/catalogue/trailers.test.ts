import { expect, test } from "vitest";
import { bookFile, catalogue, seriesFile } from "../schema/fixtures.test-helper.ts";
import { allTrailers } from "./trailers.ts";

const shelf = catalogue({
  series: [seriesFile("saga", "trailerUrl: sagaTrailer1\n"), seriesFile("quiet")],
  books: [
    bookFile(
      "a",
      "pubDate: January 1, 2020\ntrailerUrl: aaaaaaaaaaa\nseries: [saga]\nseriesNum: 1\n",
    ),
    bookFile("b", "pubDate: January 1, 2021\ntrailerUrl: bbbbbbbbbbb\n"),
    bookFile("c", "pubDate: January 1, 2022\ntrailerUrl: https://vimeo.com/1\n"),
    bookFile("d", "pubDate: January 1, 2023\ntrailerUrl: ddddddddddd\n"),
    bookFile("e", "pubDate: January 1, 2024\ntrailerUrl: eeeeeeeeeee\nhidden: true\n"),
    bookFile("f", "pubDate: January 1, 2019\n"),
  ],
});

test("all trailers: visible books and series with a trailer, newest first", () => {
  expect(allTrailers(shelf).map((t) => t.id)).toEqual(["d", "c", "b", "a", "saga"]);
});

test("a series trailer is dated by its newest visible book and links to the series page", () => {
  const saga = allTrailers(shelf).find((t) => t.id === "saga");
  expect(saga).toMatchObject({
    pubDate: "2020-01-01",
    href: "/series/sagakey",
    thumbnail: "/assets/trailers/saga_trailer.jpg",
  });
});
