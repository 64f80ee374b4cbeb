import { expect, test } from "vitest";
import { loadCatalogue } from "./content.server.ts";
import { atomFeed, robotsTxt, sitemapUrls } from "./feeds.ts";

const catalogue = loadCatalogue();
const hidden = catalogue.books.filter((b) => b.hidden);

test("the sitemap lists the home page, visible books, series pages, all trailers and samples", () => {
  const urls = sitemapUrls(catalogue).map((u) => u.url);
  expect(urls).toContain("https://www.nkashford.com/");
  expect(urls).toContain("https://www.nkashford.com/trailers/all");
  for (const s of catalogue.series)
    expect(urls).toContain(`https://www.nkashford.com/series/${s.key}`);
  const books = urls.filter((u) => u.includes("/book/") && !u.endsWith("/sample"));
  expect(books).toHaveLength(catalogue.books.length - hidden.length);
  const hiddenIds = new Set(hidden.map((b) => b.id));
  const listed = catalogue.samples.filter((s) => !hiddenIds.has(s.bookId));
  expect(urls.filter((u) => u.endsWith("/sample")).sort()).toEqual(
    listed.map((s) => `https://www.nkashford.com/book/${s.bookId}/sample`).sort(),
  );
  for (const b of hidden) expect(urls).not.toContain(`https://www.nkashford.com/book/${b.id}`);
  expect(urls.some((u) => u.includes("/search/") || u.endsWith("/tyrant"))).toBe(false);
});

test("robots.txt points at the sitemap", () => {
  expect(robotsTxt(catalogue)).toContain("Sitemap: https://www.nkashford.com/sitemap.xml");
});

test("the feed carries the news and new releases, newest first, and no hidden book", () => {
  const feed = atomFeed(catalogue);
  for (const item of catalogue.news) expect(feed).toContain(item.contentUrl);
  expect(feed).toContain("New release: Starfall");
  for (const b of hidden) expect(feed).not.toContain(`/book/${b.id}<`);
  expect(feed).not.toContain("Tyrant");
  const updated = [...feed.matchAll(/<updated>([^<]+)<\/updated>/g)].map((m) => m[1] ?? "");
  expect(updated.slice(1)).toEqual([...updated.slice(1)].sort().reverse());
});
