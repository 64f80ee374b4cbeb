import { expect, test } from "vitest";
import { bookFile, catalogue, sampleFile, seriesFile } from "./fixtures.test-helper.ts";
import { reservedSegments, sitePages } from "./site-pages.ts";

const shelf = catalogue({
  series: [seriesFile("saga")],
  books: [
    bookFile("one", "series: [saga]\nseriesNum: 1\naliases: [/first]\npubDate: March 1, 2021\n"),
    bookFile("secret", "hidden: true\n"),
  ],
  samples: [sampleFile("one"), sampleFile("secret")],
});
const pages = sitePages(shelf);
const byPath = new Map(pages.map((page) => [page.path, page]));

test("every book has a page, hidden ones too, but only visible ones are indexed", () => {
  expect(byPath.get("/book/one")).toEqual({
    path: "/book/one",
    kind: "page",
    indexed: true,
    lastmod: "2021-03-01",
  });
  expect(byPath.get("/book/secret")?.indexed).toBe(false);
});

test("an alias is prerendered and never indexed", () => {
  expect(byPath.get("/first")).toEqual({ path: "/first", kind: "alias", indexed: false });
});

test("series, samples of visible books, trailers and the home page are indexed", () => {
  for (const path of ["/", "/series/sagakey", "/book/one/sample", "/trailers/all"]) {
    expect(byPath.get(path)?.indexed, path).toBe(true);
  }
  expect(byPath.has("/book/secret/sample")).toBe(false);
});

test("the search page and the data files are prerendered but not indexed", () => {
  for (const path of ["/search", "/assistant.json", "/feed.xml", "/sitemap.xml", "/robots.txt"]) {
    expect(byPath.get(path)?.indexed, path).toBe(false);
  }
});

test("each path is listed once", () => {
  expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
});

test("an alias may not take the first segment of a page, a data file or a served folder", () => {
  const reserved = reservedSegments(pages);
  for (const segment of ["book", "series", "search", "trailers", "assets", "static", "admin"]) {
    expect(reserved.has(segment), segment).toBe(true);
  }
  expect(reserved.has("first")).toBe(false);
  expect(reserved.has("")).toBe(false);
});
