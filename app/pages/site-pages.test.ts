import { expect, test } from "vitest";
import { FIRST_ROWS } from "../catalogue/book-sections.ts";
import { reservedSegments } from "../content/paths.ts";
import {
  bookFile,
  catalogue,
  guideFile,
  SERVICES,
  sampleFile,
  seriesFile,
  siteWith,
} from "../schema/fixtures.test-helper.ts";
import { pageRoutes, pageTypeNames, pageTypes, sitePages } from "./site-pages.ts";

const shelf = catalogue({
  series: [seriesFile("saga"), seriesFile("secrets")],
  books: [
    bookFile(
      "one",
      "series: [saga]\nseriesNum: 1\naliases: [/first]\npubDate: March 1, 2021\ntrailerUrl: oneTrailer1\n",
    ),
    bookFile("secret", "hidden: true\nseries: [secrets]\nseriesNum: 1\n"),
  ],
  samples: [sampleFile("one"), sampleFile("secret")],
  guides: [guideFile("one"), guideFile("secret")],
});
const pages = sitePages(shelf);
const byPath = new Map(pages.map((page) => [page.path, page]));

test("every book has a page, hidden ones too, but only visible ones are indexed", () => {
  expect(byPath.get("/book/one")).toEqual({
    path: "/book/one",
    route: "book",
    kind: "page",
    indexed: true,
    lastmod: "2021-03-01",
  });
  expect(byPath.get("/book/secret")?.indexed).toBe(false);
});

test("an alias is prerendered and never indexed", () => {
  expect(byPath.get("/first")).toEqual({
    path: "/first",
    route: "alias",
    kind: "alias",
    indexed: false,
  });
});

test("series, samples and guides of visible books, trailers and the home page are indexed", () => {
  for (const path of [
    "/",
    "/series/sagakey",
    "/book/one/sample",
    "/book/one/guide",
    "/trailers/all",
  ]) {
    expect(byPath.get(path)?.indexed, path).toBe(true);
  }
  expect(byPath.has("/book/secret/sample")).toBe(false);
  expect(byPath.has("/book/secret/guide")).toBe(false);
});

test("a series with no visible book has no page", () => {
  expect(byPath.has("/series/secretskey")).toBe(false);
});

test("the search page and the data files are prerendered but not indexed", () => {
  for (const path of ["/search", "/assistant.json", "/feed.xml", "/sitemap.xml", "/robots.txt"]) {
    expect(byPath.get(path)?.indexed, path).toBe(false);
  }
});

test("each path is listed once", () => {
  expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
});

const reserved = reservedSegments();

test("an alias may not take the first segment of a page, a data file or a served folder", () => {
  for (const page of pages.filter((page) => page.route !== "alias")) {
    const [, segment = ""] = page.path.split("/");
    if (segment !== "") expect(reserved.has(segment), page.path).toBe(true);
  }
  for (const segment of ["assets", "static", "admin"]) {
    expect(reserved.has(segment), segment).toBe(true);
  }
  expect(reserved.has("first")).toBe(false);
  expect(reserved.has("")).toBe(false);
});

test("a catalogue without series, trailers, samples or aliases has none of their pages or routes", () => {
  const plain = sitePages(catalogue({ series: [], books: [bookFile("lone")], samples: [] }));
  expect(plain.map((page) => page.path)).toEqual([
    "/",
    "/book/lone",
    "/shelf",
    "/shelf.json",
    "/search",
    "/assistant.json",
    "/feed.xml",
    "/sitemap.xml",
    "/robots.txt",
  ]);
  expect(pageRoutes(plain)).toEqual([
    "home",
    "book",
    "search",
    "shelf",
    "shelf-data",
    "assistant-data",
    "feed",
    "sitemap",
    "robots",
  ]);
  // Their addresses stay reserved, for the day the first series or trailer comes.
  for (const segment of ["series", "trailers", "home", "events"]) {
    expect(reserved.has(segment), segment).toBe(true);
  }
});

test("with no book at all, the site is its home page, search and data files", () => {
  const empty = sitePages(catalogue({ series: [], books: [], news: [], samples: [] }));
  expect(pageRoutes(empty)).toEqual([
    "home",
    "search",
    "assistant-data",
    "feed",
    "sitemap",
    "robots",
  ]);
});

test("a home section with more books than its first rows has a file of them all", () => {
  const books = Array.from({ length: FIRST_ROWS + 1 }, (_, index) =>
    bookFile(`novel-${index}`, "genres: [fiction]\n"),
  );
  const many = sitePages(
    catalogue({ series: [], books: [...books, bookFile("essay", "genres: [nonfiction]\n")] }),
  );
  const files = many.filter((page) => page.route === "section-books");
  // Fiction holds more than its first rows; nonfiction's one book is on the page.
  expect(files).toEqual([
    { path: "/home/fiction.json", route: "section-books", kind: "file", indexed: false },
  ]);
  expect(pageRoutes(many)).toContain("section-books");
});

test("one page of each type: a shown book's, a trope's in another script, each named page as a type of its own, a search that finds a book", () => {
  const named = catalogue({
    ...siteWith(
      SERVICES.buttondown,
      [
        "magnet:\n  path: /gift\n  book: one\n  signup:\n    tag: free\n",
        "reviewTeam:\n  terms: You read early.\n  signup:\n    tag: team\n",
        "start:\n  steps:\n    - title: Begin\n      books: [one]\n",
      ].join(""),
    ),
    series: [seriesFile("saga")],
    books: [
      bookFile("one", "series: [saga]\nseriesNum: 1\naliases: [/first]\npubDate: 2021-03-01\n"),
      bookFile("newer", "title: Newer Still\npubDate: 2022-05-01\ntropes: [war, любовь]\n"),
      bookFile("secret", "hidden: true\npubDate: 2030-01-01\n"),
    ],
    samples: [sampleFile("one")],
  });
  const typesOf = (content: typeof named) => pageTypes(content).map((t) => `${t.name} ${t.path}`);
  expect(typesOf(named)).toEqual([
    "home /",
    "book /book/newer",
    "free /gift",
    "review-team /review-team",
    "start /start",
    "series /series/sagakey",
    "sample /book/one/sample",
    "tropes /tropes",
    "trope /tropes/%D0%BB%D1%8E%D0%B1%D0%BE%D0%B2%D1%8C",
    "shelf /shelf",
    "search /search/Newer%20Still",
  ]);
  // A book's other address shows the book's page; a named page is a type of its own.
  const names = pageTypeNames(named);
  expect([names.get("/first"), names.get("/gift"), names.get("/book/secret")]).toEqual([
    "alias",
    "free",
    "book",
  ]);
  // With no book: the search page without a search.
  expect(typesOf(catalogue({ series: [], books: [], news: [], samples: [] }))).toEqual([
    "home /",
    "search /search",
  ]);
});
