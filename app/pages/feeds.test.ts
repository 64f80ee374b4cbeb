import { parseAtomFeed } from "feedsmith";
import { describe, expect, test } from "vitest";
import { crossoverCatalogue } from "../catalogue/edge-catalogues.test-helper.ts";
import { listedSeries } from "../catalogue/queries.ts";
import {
  bookFile,
  catalogue as fixtureCatalogue,
  sampleFile,
  seriesFile,
} from "../schema/fixtures.test-helper.ts";
import { atomFeed, robotsTxt, seriesAtomFeed, sitemapUrls, sitemapXml } from "./feeds.ts";
import { pageRoutes, sitePages } from "./site-pages.ts";

// A catalogue of the test's own, with one of each thing the sitemap and the feed list or
// leave out: a book in a series with an alias, a trailer and a sample; a book alone; a
// hidden book with a sample; and the fixture's news item. (The project's content is checked
// against the same rules in what the build wrote: tests/build-output/events-and-feeds.test.ts.)
const catalogue = fixtureCatalogue({
  series: [seriesFile("saga")],
  books: [
    bookFile(
      "one",
      "title: The First Watch\nseries: [saga]\nseriesNum: 1\naliases: [/first]\ntrailerUrl: oneTrailer1\npubDate: 2020-01-05\n",
    ),
    bookFile("two", "title: The Second Watch\npubDate: 2024-06-01\n"),
    bookFile("secret", "title: The Secret One\nhidden: true\npubDate: 2025-01-01\n"),
  ],
  samples: [sampleFile("one"), sampleFile("secret")],
});

test("the sitemap lists the home page, visible books, series pages, all trailers and samples", () => {
  // Not the hidden book or its sample, the alias (a second address of a page) or a search.
  expect(sitemapUrls(catalogue)).toEqual([
    { url: "https://example.com/" },
    { url: "https://example.com/book/two", lastmod: "2024-06-01" },
    { url: "https://example.com/book/one", lastmod: "2020-01-05" },
    { url: "https://example.com/series/sagakey" },
    { url: "https://example.com/trailers/all" },
    { url: "https://example.com/book/one/sample" },
  ]);
});

test("a trope's page in another script is in the sitemap at its address percent-encoded", () => {
  const withTrope = fixtureCatalogue({ books: [bookFile("one", "tropes: [Любовь и war]\n")] });
  expect(sitemapXml(withTrope)).toContain(
    "<loc>https://example.com/tropes/%D0%BB%D1%8E%D0%B1%D0%BE%D0%B2%D1%8C-%D0%B8-war</loc>",
  );
});

test("robots.txt points at the sitemap", () => {
  expect(robotsTxt(catalogue)).toContain("Sitemap: https://example.com/sitemap.xml");
});

test("the feed carries the news and new releases, newest first, and no hidden book", () => {
  const text = atomFeed(catalogue);
  const feed = parseAtomFeed(text);
  expect(
    (feed.entries ?? []).map((entry) => [
      entry.title?.value,
      entry.links?.[0]?.href,
      entry.updated?.slice(0, 10),
    ]),
  ).toEqual([
    ["Hello", "https://blog.example/hello", "2025-02-09"],
    ["New release: The Second Watch", "https://example.com/book/two", "2024-06-01"],
    ["New release: The First Watch", "https://example.com/book/one", "2020-01-05"],
  ]);
  expect(text).not.toContain("The Secret One");
  expect(text).not.toContain("/book/secret");
});

describe("a series' own feed", () => {
  // A series of four: two released, one coming, one hidden; and a book of another series.
  const withSeries = fixtureCatalogue({
    series: [seriesFile("saga"), seriesFile("other")],
    books: [
      bookFile("one", "series: [saga]\nseriesNum: 1\npubDate: 2020-01-05\n"),
      bookFile("two", "series: [saga]\nseriesNum: 2\npubDate: 2022-06-01\n"),
      bookFile("three", "series: [saga]\nseriesNum: 3\npubDate: 2031-03-01\n"),
      bookFile("secret", "series: [saga]\nseriesNum: 4\npubDate: 2023-01-01\nhidden: true\n"),
      bookFile("elsewhere", "series: [other]\nseriesNum: 1\npubDate: 2024-01-01\n"),
    ],
  });
  const site = withSeries.site.url.replace(/\/$/, "");
  const parsed = () => {
    const saga = withSeries.series.find((s) => s.id === "saga");
    if (!saga) throw new Error("the fixture has no saga");
    return parseAtomFeed(seriesAtomFeed(withSeries, saga));
  };

  test("is an Atom feed of the series' visible books, newest first, each linking to its page", () => {
    const feed = parsed();
    expect(feed.id).toBe(`${site}/series/sagakey`);
    expect(feed.title?.value).toBe("Series saga: new books by Test Author");
    expect(feed.links).toContainEqual(
      expect.objectContaining({ rel: "self", href: `${site}/series/sagakey/feed.xml` }),
    );
    const entries = feed.entries ?? [];
    // An entry's page is its alternate link (Atom reads a link without rel as alternate).
    expect(
      entries.map(
        (entry) => entry.links?.find((l) => (l.rel ?? "alternate") === "alternate")?.href,
      ),
    ).toEqual([`${site}/book/three`, `${site}/book/two`, `${site}/book/one`]);
    expect(entries.map((entry) => entry.title?.value)).toEqual([
      "Book 3: Book three",
      "Book 2: Book two",
      "Book 1: Book one",
    ]);
    expect(entries.map((entry) => entry.updated?.slice(0, 10))).toEqual([
      "2031-03-01",
      "2022-06-01",
      "2020-01-05",
    ]);
    expect(feed.updated?.slice(0, 10)).toBe("2031-03-01");
  });

  test("each listed series has its feed among the site's files, and a catalogue without series has none", () => {
    const feeds = (c: typeof withSeries) =>
      sitePages(c)
        .filter((page) => page.route === "series-feed")
        .map((page) => page.path);
    expect(feeds(withSeries).sort()).toEqual([
      "/series/otherkey/feed.xml",
      "/series/sagakey/feed.xml",
    ]);
    const none = fixtureCatalogue({ series: [], books: [bookFile("alone")] });
    expect(feeds(none)).toEqual([]);
    expect(pageRoutes(sitePages(none))).not.toContain("series-feed");
  });

  test("every listed series has a feed that an Atom parser reads", () => {
    for (const series of listedSeries(withSeries)) {
      const feed = parseAtomFeed(seriesAtomFeed(withSeries, series));
      expect(feed.entries?.length, series.id).toBe(series.id === "saga" ? 3 : 1);
    }
    expect(listedSeries(withSeries).map((series) => series.id)).toEqual(["saga", "other"]);
  });
});

test("a series' feed numbers the books placed in it, and names a crossover without a number", () => {
  const { content, encounter } = crossoverCatalogue();
  const entries = parseAtomFeed(seriesAtomFeed(content, encounter)).entries ?? [];
  expect(entries.map((entry) => entry.title?.value)).toEqual([
    "Book 2: Book enc-two",
    "The Watchman's Warning",
    "Book 1: Book enc-one",
  ]);
});
