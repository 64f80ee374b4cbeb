import { expect, test } from "vitest";
import { findTrope } from "../catalogue/tropes.ts";
import { bookFile, catalogue } from "../content/fixtures.test-helper.ts";
import { sitePages } from "./site-pages.ts";
import { tropePage, tropesPage } from "./trope-pages.ts";

const content = catalogue({
  books: [
    bookFile("old", "title: The Old One\npubDate: 2001-01-01\ntropes: [found family, heist]\n"),
    bookFile("new", "title: The New One\npubDate: 2021-01-01\ntropes: [found family]\n"),
    bookFile("secret", "hidden: true\ntropes: [found family, secret society]\n"),
  ],
});

test("a trope's page lists its visible books newest first, with its title and description", () => {
  const trope = findTrope(content.books, "found-family");
  if (!trope) throw new Error("the fixture has found family");
  const page = tropePage(trope, content);
  expect(page.title).toBe("Found family");
  expect(page.count).toBe("2 books");
  expect(page.books.map((book) => book.id)).toEqual(["new", "old"]);
  expect(page.seo.title).toBe("Found family: books by Test Author");
  expect(page.seo.description).toBe(
    "2 books by Test Author with the trope found family: The New One and The Old One.",
  );
  expect(page.seo.url).toBe("https://example.com/tropes/found-family");
});

test("the tropes page counts each trope's visible books and explains every level of heat", () => {
  const page = tropesPage(content);
  expect(page.tropes).toEqual([
    { label: "found family", href: "/tropes/found-family", count: 2 },
    { label: "heist", href: "/tropes/heist", count: 1 },
  ]);
  expect(page.heat.map(({ id, label }) => `${id} ${label}`)).toEqual([
    "heat-1 Closed door",
    "heat-2 Fade to black",
    "heat-3 Open door",
    "heat-4 Steamy",
    "heat-5 Explicit",
  ]);
  expect(page.seo.title).toBe("Tropes and heat | Test Author");
});

test("the site has the tropes pages, indexed, only where a visible book has tropes or heat", () => {
  const tropePaths = (pages: ReturnType<typeof sitePages>) =>
    pages
      .filter((page) => page.path.startsWith("/tropes"))
      .map(({ path, indexed }) => ({ path, indexed }));
  expect(tropePaths(sitePages(content))).toEqual([
    { path: "/tropes", indexed: true },
    { path: "/tropes/found-family", indexed: true },
    { path: "/tropes/heist", indexed: true },
  ]);
  expect(tropePaths(sitePages(catalogue()))).toEqual([]);
  expect(tropePaths(sitePages(catalogue({ books: [bookFile("one", "heat: 1\n")] })))).toEqual([
    { path: "/tropes", indexed: true },
  ]);
});

test("the tropes page's description names the first six tropes, then says there are more", () => {
  const many = catalogue({
    books: [bookFile("one", "tropes: [a1, b2, c3, d4, e5, f6, g7]\n")],
  });
  expect(tropesPage(many).seo.description).toBe(
    "Find Test Author's books by trope: a1, b2, c3, d4, e5, f6 and more. And how the site rates heat, from closed door to explicit.",
  );
});
