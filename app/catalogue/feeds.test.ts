import { expect, test } from "vitest";
import { loadCatalogue } from "./content.server.ts";
import { atomFeed, robotsTxt, sitemapUrls } from "./feeds.ts";
import { newestFirst, visibleBooks } from "./queries.ts";
import { allTrailers } from "./trailers.ts";

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
