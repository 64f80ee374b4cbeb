import { brotliDecompressSync, constants } from "node:zlib";
import { expect, test } from "vitest";
import { pageTypeNames } from "../../app/pages/site-pages.ts";
import { catalogue } from "../catalogue.ts";
import { type BuiltPage, NOT_FOUND_PAGE } from "./built-site.ts";
import { all } from "./dom.ts";
import { site } from "./main-build.ts";

// What a page needs for its first paint fits in the first window of a new connection: 10
// segments of 1,460 B, as Linux and Lighthouse's simulation start one. That is its first
// stylesheets, and its HTML as far as its largest element: the image it fetches first (the
// cover or the hero, which its head preloads), else its heading. The browser parses and paints
// the HTML as it streams in, so what follows (the rest of the page and its data for hydration)
// may come in the next round trip; the stylesheet comes in the document's own (docs/performance.md).
// The one stylesheet every page loads holds the frame's styles and the landing pages'; a page's
// own styles are in a file of its own (vite.config.ts), so that a feature's styles cost only
// the pages that show it.

const FIRST_WINDOW = 14_600;

const { basePath } = site.stamp;
/** A page's type (app/pages/site-pages.ts), or Not Found. */
const typeOf = new Map([[NOT_FOUND_PAGE, "not found"], ...pageTypeNames(catalogue)]);

/** The HTML as far as its largest element: the first image it fetches first, else its h1. */
function firstPaint(html: string): string {
  const body = html.indexOf("<body");
  const image = html.indexOf('fetchPriority="high"', body);
  const end = image >= 0 ? html.indexOf(">", image) + 1 : html.indexOf("</h1>", body) + 5;
  return end > 4 ? html.slice(0, end) : html;
}

/**
 * How many of the served bytes of `file` (its brotli copy, where the build wrote one) carry its
 * first `needed`: the whole copy for the whole file, else the shortest prefix that decodes to them.
 */
function servedBytesFor(file: string, needed = Number.POSITIVE_INFINITY): number {
  const length = site.bytes(file).length;
  if (!site.has(`${file}.br`)) return Math.min(length, needed);
  const br = site.bytes(`${file}.br`);
  if (needed >= length) return br.length;
  const carries = (prefix: number) =>
    brotliDecompressSync(br.subarray(0, prefix), { finishFlush: constants.BROTLI_OPERATION_FLUSH })
      .length >= needed;
  let [low, high] = [0, br.length];
  while (low < high) {
    const mid = (low + high) >> 1;
    if (carries(mid)) high = mid;
    else low = mid + 1;
  }
  return high;
}

/** The files of a page's stylesheets, in its order, under the client folder. */
const stylesheets = (page: BuiltPage) =>
  all(page.document, 'link[rel="stylesheet"]').map((link) =>
    (link.getAttribute("href") ?? "").replace(/[#?].*$/, "").slice(basePath.length),
  );

/** Each page's first-window bytes, written out: `/search: 4245 of 6670 + 6037 = 10282 B`. */
const pages = site.pages().map((page) => {
  const html = servedBytesFor(page.file, Buffer.byteLength(firstPaint(page.html)));
  const css = stylesheets(page).reduce((sum, file) => sum + servedBytesFor(file), 0);
  const total = html + css;
  const type = typeOf.get(page.path) ?? page.path;
  const whole = servedBytesFor(page.file);
  return {
    page,
    type,
    total,
    whole,
    css,
    line: `${page.path}: ${html} of ${whole} + ${css} = ${total} B`,
  };
});

test("every page's first paint, its HTML to its largest element and its stylesheets, fits the first TCP window", () => {
  expect(pages.filter(({ total }) => total > FIRST_WINDOW).map(({ line }) => line)).toEqual([]);
  // The search page's largest element is a result its scripts draw, and Lighthouse's simulation
  // starts the scripts only once the whole HTML is in: its HTML fits the window whole.
  const search = pages.filter(({ type }) => type === "search");
  expect(search).toHaveLength(1);
  expect(search.map(({ whole, css }) => whole + css)[0]).toBeLessThanOrEqual(FIRST_WINDOW);
});

test("a page's first paint is measured to its cover or its heading, not to its end", () => {
  const tail = (page: string) => firstPaint(site.page(page).html).slice(-300);
  expect(tail("/")).toMatch(/<img [^>]*fetchPriority="high"[^>]*>$/);
  expect(tail("/search")).toMatch(/<\/h1>$/);
  expect(firstPaint(site.page("/").html).length).toBeLessThan(site.page("/").html.length);
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
