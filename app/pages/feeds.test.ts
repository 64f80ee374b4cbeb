import { parseAtomFeed } from "feedsmith";
import { describe, expect, test } from "vitest";
import { listedSeries, newestFirst, visibleBooks } from "../catalogue/queries.ts";
import { allTrailers } from "../catalogue/trailers.ts";
import { loadCatalogue } from "../content/content.server.ts";
import {
  bookFile,
  catalogue as fixtureCatalogue,
  seriesFile,
} from "../content/fixtures.test-helper.ts";
import { atomFeed, robotsTxt, seriesAtomFeed, sitemapUrls } from "./feeds.ts";
import { pageRoutes, sitePages } from "./site-pages.ts";

// The project's content, whatever it holds.
const catalogue = loadCatalogue();
const hidden = catalogue.books.filter((b) => b.hidden);
const SITE = catalogue.site.url.replace(/\/$/, "");

test("the sitemap lists the home page, visible books, series pages, all trailers and samples", () => {
  const urls = sitemapUrls(catalogue).map((u) => u.url);
  expect(urls).toContain(`${SITE}/`);
  expect(urls.includes(`${SITE}/trailers/all`)).toBe(allTrailers(catalogue).length > 0);
  for (const s of catalogue.series) expect(urls).toContain(`${SITE}/series/${s.key}`);
  const books = urls.filter((u) => u.includes("/book/") && !u.endsWith("/sample"));
  expect(books).toHaveLength(catalogue.books.length - hidden.length);
  const hiddenIds = new Set(hidden.map((b) => b.id));
  const listed = catalogue.samples.filter((s) => !hiddenIds.has(s.bookId));
  expect(urls.filter((u) => u.endsWith("/sample")).sort()).toEqual(
    listed.map((s) => `${SITE}/book/${s.bookId}/sample`).sort(),
  );
  for (const b of hidden) expect(urls).not.toContain(`${SITE}/book/${b.id}`);
  // A book's alias is a second address of its page, not a page of its own.
  const aliases = catalogue.books.flatMap((b) => b.aliases.map((alias) => `${SITE}${alias}`));
  expect(urls.filter((u) => u.includes("/search/") || aliases.includes(u))).toEqual([]);
});

test("robots.txt points at the sitemap", () => {
  expect(robotsTxt(catalogue)).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

test("the feed carries the news and new releases, newest first, and no hidden book", () => {
  const feed = atomFeed(catalogue);
  for (const item of catalogue.news) expect(feed).toContain(item.contentUrl);
  const newest = newestFirst(visibleBooks(catalogue.books))[0];
  if (newest) expect(feed).toContain(`New release: ${newest.title}`);
  for (const b of hidden) {
    expect(feed).not.toContain(`/book/${b.id}<`);
    expect(feed).not.toContain(b.title);
  }
  const updated = [...feed.matchAll(/<updated>([^<]+)<\/updated>/g)].map((m) => m[1] ?? "");
  expect(updated.slice(1)).toEqual([...updated.slice(1)].sort().reverse());
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

  test("every series of the project's content has a feed that an Atom parser reads", () => {
    for (const series of listedSeries(catalogue)) {
      const feed = parseAtomFeed(seriesAtomFeed(catalogue, series));
      const books = catalogue.books.filter((b) => !b.hidden && b.series.includes(series.id));
      expect(feed.entries?.length, series.id).toBe(books.length);
    }
  });
});
