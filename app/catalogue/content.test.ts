import { expect, test } from "vitest";
import { loadCatalogue } from "./content.server.ts";
import { seriesBooks, visibleBooks } from "./queries.ts";
import { sitePages } from "./site-pages.ts";

// The project's own content, validated exactly as the build validates it.
const catalogue = loadCatalogue();

test("the sample content validates and has the spec's structure", () => {
  expect(catalogue.categories.map((c) => c.key)).toEqual([
    "boxset",
    "christian",
    "althist",
    "political",
    "scifi",
    "featured",
    "upcoming",
  ]);
  expect(catalogue.series.map((s) => [s.id, s.key]).sort()).toEqual([
    ["encounter", "encounter"],
    ["hazikaron", "hazikaron"],
    ["noah", "daysofnoah"],
    ["tojt", "timeofjacobstrouble"],
    ["tsol", "sonsofliberty"],
  ]);
  expect(catalogue.books.length).toBeGreaterThanOrEqual(36);
  expect(catalogue.books.length).toBeLessThanOrEqual(44);
  expect(catalogue.news).toHaveLength(4);
  expect(
    catalogue.news
      .map((n) => n.pubDate)
      .sort()
      .at(-1),
  ).toBe("2025-02-09");
});

test("the series hold the books the spec lists", () => {
  const count = (id: string) => seriesBooks(catalogue.books, id).length;
  expect(count("noah")).toBe(8);
  expect(count("hazikaron")).toBe(3);
  expect(count("tsol")).toBe(5);
  expect(count("tojt")).toBe(4);
  expect(count("encounter")).toBe(3);
});

test("five hidden unreleased titles, dated December 2025 and March 2026", () => {
  const hidden = catalogue.books.filter((b) => b.hidden);
  expect(hidden).toHaveLength(5);
  expect(new Set(hidden.map((b) => b.pubDate.slice(0, 7)))).toEqual(
    new Set(["2025-12", "2026-03"]),
  );
  const dates = catalogue.books.map((b) => b.pubDate).sort();
  expect(dates[0]?.startsWith("2008")).toBe(true);
  expect(dates.at(-1)?.startsWith("2026-03")).toBe(true);
  expect(visibleBooks(catalogue.books)).toHaveLength(catalogue.books.length - 5);
});

test("three books have alias paths, and every page is prerendered", () => {
  const aliases = catalogue.books.flatMap((b) => b.aliases);
  expect(aliases).toHaveLength(3);
  const paths = sitePages(catalogue).map((page) => page.path);
  expect(paths).toContain("/");
  expect(paths).toContain("/trailers/all");
  expect(paths).toContain("/series/daysofnoah");
  for (const book of catalogue.books) expect(paths).toContain(`/book/${book.id}`);
  for (const alias of aliases) expect(paths).toContain(alias);
});
