import { expect, test } from "vitest";
import { sitePages } from "../../app/pages/site-pages.ts";
import { catalogue } from "../catalogue.ts";
import { type BuiltPage, NOT_FOUND_PAGE } from "./built-site.ts";
import { all } from "./dom.ts";
import { buildDay, site } from "./main-build.ts";

// What a page needs before its first paint, its HTML and its stylesheets, as the server sends
// them (the build's brotli copy, where it wrote one), fits in the first window of a new
// connection: 10 segments of 1,460 B, as Linux and Lighthouse's simulation start one. The
// stylesheet then comes in the document's own round trip, not one after (docs/performance.md).
// The one stylesheet every page loads holds the frame's styles and the landing pages'; a page's
// own styles are in a file of its own (vite.config.ts), so that a feature's styles cost only
// the pages that show it.

const FIRST_WINDOW = 14_600;

/**
 * The page types whose HTML alone leaves too little of the window for any stylesheet: a home
 * or book page's HTML is 10-13 KB in brotli, of which about 4-5 KB is the page's data for
 * hydration. Their bytes are the HTML's to lose, not the stylesheet's.
 */
const LET_OFF = new Set(["home", "book", "book alias", "sample", "series", "start here"]);

const { basePath } = site.stamp;
/** A page's type: its route, or which of the pages the catch-all route serves. */
const typeOf = new Map<string, string>([[NOT_FOUND_PAGE, "not found"]]);
for (const page of sitePages(catalogue, { today: buildDay })) typeOf.set(page.path, page.route);
for (const alias of catalogue.books.flatMap((book) => book.aliases))
  typeOf.set(alias, "book alias");
const { magnet, reviewTeam, start } = catalogue.site;
const named = { "free book": magnet, "review team": reviewTeam, "start here": start };
for (const [type, settings] of Object.entries(named)) if (settings) typeOf.set(settings.path, type);

/** The bytes of a built file as the server sends it: its brotli copy, else the file. */
const servedBytes = (file: string) =>
  site.has(`${file}.br`) ? site.bytes(`${file}.br`).length : site.bytes(file).length;

/** The files of a page's stylesheets, in its order, under the client folder. */
const stylesheets = (page: BuiltPage) =>
  all(page.document, 'link[rel="stylesheet"]').map((link) =>
    (link.getAttribute("href") ?? "").replace(/[#?].*$/, "").slice(basePath.length),
  );

/** Each page's first-window bytes, written out: `/search: 6676 + 5695 + 367 = 12738 B`. */
const pages = site.pages().map((page) => {
  const parts = [page.file, ...stylesheets(page)].map(servedBytes);
  const total = parts.reduce((sum, bytes) => sum + bytes, 0);
  const type = typeOf.get(page.path) ?? page.path;
  return { page, type, total, line: `${page.path}: ${parts.join(" + ")} = ${total} B` };
});

test("every page's HTML and stylesheets fit the first TCP window, but for the types let off", () => {
  const over = pages.filter(({ type, total }) => !LET_OFF.has(type) && total > FIRST_WINDOW);
  expect(over.map(({ line }) => line)).toEqual([]);
  // The search page, whose results wait for what comes in that window, among them.
  expect(pages.filter(({ type }) => type === "search")).toHaveLength(1);
});

test("a type let off is over the window: once none of its pages is, hold it to the window", () => {
  const types = new Set(pages.map(({ type }) => type));
  const fits = [...LET_OFF].filter(
    (type) =>
      types.has(type) && pages.every((entry) => entry.type !== type || entry.total <= FIRST_WINDOW),
  );
  expect(fits).toEqual([]);
});

test("every page loads the one stylesheet first; home and a book's page, where most readers land, no other", () => {
  const [shared, ...others] = stylesheets(site.page("/"));
  expect(shared).toBeDefined();
  expect(others).toEqual([]);
  for (const { page, type } of pages) {
    const [first, ...own] = stylesheets(page);
    expect(first, page.path).toBe(shared);
    expect(own.length, page.path).toBeLessThanOrEqual(["home", "book"].includes(type) ? 0 : 1);
  }
});

test("every stylesheet a script loads with its code (the chat's, the lightbox's) is in the build", () => {
  const scripts = site.files.filter((file) => /^static\/[^/]+\.js$/.test(file));
  const named = scripts.flatMap((file) => site.text(file).match(/static\/[\w-]+\.css/g) ?? []);
  expect(named.length).toBeGreaterThan(0);
  expect([...new Set(named)].filter((file) => !site.has(file))).toEqual([]);
});
