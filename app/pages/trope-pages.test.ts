import { expect, test } from "vitest";
import { findTrope } from "../catalogue/tropes.ts";
import { bookFile, catalogue } from "../schema/fixtures.test-helper.ts";
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
  expect(page.books.map((book) => book.id)).toEqual(["new", "old"]);
  expect(page.seo.title).toBe("Found family: books by Test Author");
  expect(page.seo.description).toBe(
    "2 books by Test Author with the trope found family: The New One and The Old One.",
  );
  expect(page.seo.url).toBe("https://example.com/tropes/found-family");
});

test("a trope of one book says so in the singular", () => {
  const trope = findTrope(content.books, "heist");
  if (!trope) throw new Error("the fixture has heist");
  expect(tropePage(trope, content).seo.description).toBe(
    "1 book by Test Author with the trope heist: The Old One.",
  );
});

test("the tropes page counts each trope's visible books, and has no heat scale without heat", () => {
  // No book of this content has a heat: the page is of tropes only.
  const page = tropesPage(content);
  expect(page.title).toBe("Tropes");
  expect(page.tropes).toEqual([
    { label: "Found family", href: "/tropes/found-family", count: 2 },
    { label: "Heist", href: "/tropes/heist", count: 1 },
  ]);
  expect(page.heat).toEqual([]);
  expect(page.seo.title).toBe("Tropes | Test Author");
  expect(page.seo.description).toBe("Find Test Author's books by trope: found family and heist.");
});

test("with a visible book's heat, the tropes page explains every level of heat", () => {
  const romance = catalogue({
    books: [bookFile("one", "tropes: [heist]\nheat: 2\n"), bookFile("two", "tropes: [rivals]\n")],
  });
  const page = tropesPage(romance);
  expect(page.title).toBe("Tropes and heat");
  expect(page.heat.map(({ id, label }) => `${id} ${label}`)).toEqual([
    "heat-1 Closed door",
    "heat-2 Fade to black",
    "heat-3 Open door",
    "heat-4 Steamy",
    "heat-5 Explicit",
  ]);
  expect(page.seo.title).toBe("Tropes and heat | Test Author");
  expect(page.seo.description).toBe(
    "Find Test Author's books by trope: heist and rivals. And how the site rates heat, from closed door to explicit.",
  );
  const heatOnly = tropesPage(catalogue({ books: [bookFile("one", "heat: 4\n")] }));
  expect(heatOnly.title).toBe("Heat");
  expect(heatOnly.heat).toHaveLength(5);
  expect(heatOnly.seo.description).toBe(
    "How Test Author's site rates a romance's heat, from closed door to explicit.",
  );
  // A hidden book's heat is no reason to explain the scale.
  const hidden = catalogue({
    books: [bookFile("one", "tropes: [heist]\n"), bookFile("two", "hidden: true\nheat: 4\n")],
  });
  expect(tropesPage(hidden).heat).toEqual([]);
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
    books: [bookFile("one", "tropes: [a1, b2, c3, d4, e5, f6, g7]\nheat: 1\n")],
  });
  expect(tropesPage(many).seo.description).toBe(
    "Find Test Author's books by trope: a1, b2, c3, d4, e5, f6 and more. And how the site rates heat, from closed door to explicit.",
  );
});
