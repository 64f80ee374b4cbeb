import { expect, test } from "vitest";
import { visibleBooks } from "../catalogue/queries.ts";
import { allTrailers } from "../catalogue/trailers.ts";
import { sitePages } from "../pages/site-pages.ts";
import { loadCatalogue } from "./content.server.ts";

// The project's own content, whatever it holds, read exactly as the build reads it. What the
// schema refuses (an id used twice, a series, category or book that does not exist) is tested
// on fixtures in parse-catalogue.test.ts; here, that this content passes, and the rules every
// catalogue keeps, from a new author's first book to a thousand.
test("the project's content passes the build's validation", () => {
  expect(() => loadCatalogue()).not.toThrow();
});

test("every page of the content is prerendered: books, aliases, series, samples, trailers", () => {
  const catalogue = loadCatalogue();
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
