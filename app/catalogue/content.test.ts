import { expect, test } from "vitest";
import { loadCatalogue } from "./content.server.ts";
import { visibleBooks } from "./queries.ts";
import { sitePages } from "./site-pages.ts";
import { allTrailers } from "./trailers.ts";

// The project's own content, whatever it holds, validated exactly as the build validates it:
// these are rules every catalogue keeps, from a new author's first book to a thousand.
const catalogue = loadCatalogue();

test("the content validates, with ids and series keys each used once", () => {
  const ids = catalogue.books.map((b) => b.id);
  expect(new Set(ids).size).toBe(ids.length);
  const keys = catalogue.series.map((s) => s.key);
  expect(new Set(keys).size).toBe(keys.length);
  expect(catalogue.categories.length).toBeGreaterThan(0);
});

test("every book's series, categories, related and contained books exist", () => {
  const ids = new Set(catalogue.books.map((b) => b.id));
  const series = new Set(catalogue.series.map((s) => s.id));
  const categories = new Set(catalogue.categories.map((c) => c.key));
  for (const book of catalogue.books) {
    for (const id of book.series) expect(series, book.id).toContain(id);
    for (const key of book.categories) expect(categories, book.id).toContain(key);
    for (const id of [...book.related, ...book.contains]) expect(ids, book.id).toContain(id);
  }
});

test("every page of the content is prerendered: books, aliases, series, samples, trailers", () => {
  const paths = sitePages(catalogue).map((page) => page.path);
  expect(paths).toContain("/");
  // All trailers has a page only when there is a trailer to show.
  expect(paths.includes("/trailers/all")).toBe(allTrailers(catalogue).length > 0);
  for (const book of catalogue.books) expect(paths).toContain(`/book/${book.id}`);
  for (const alias of catalogue.books.flatMap((b) => b.aliases)) expect(paths).toContain(alias);
  for (const series of catalogue.series) expect(paths).toContain(`/series/${series.key}`);
  const visibleIds = new Set(visibleBooks(catalogue.books).map((b) => b.id));
  for (const sample of catalogue.samples.filter((s) => visibleIds.has(s.bookId)))
    expect(paths).toContain(`/book/${sample.bookId}/sample`);
  expect(new Set(paths).size).toBe(paths.length);
});
