import { searchCatalogue, searchIndex } from "../../app/search/search.ts";
import { splitSearchIndex } from "../../app/search/search-parts.ts";
import { catalogue, visible } from "../catalogue.ts";
import { expect, type Page, test } from "./fixtures.ts";

// The search page as a browser runs it: the parts of the index fetched as they are needed,
// early and once, a part that fails, and hostile addresses. What it lists for a query is
// tested beside the component (app/components/search/search-page.test.tsx).

test("hostile addresses render the results page as text", async ({ page }) => {
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  // Markup and broken percent-encodings, as a browser sends them; the other odd queries
  // (quotes, a pattern's characters, 3,000 letters) are the search page's component test's
  // (app/components/search/search-page.test.tsx).
  const cases: [string, string][] = [
    ["/search/100%", "100%"],
    ["/search/%E0%A4%A", "%E0%A4%A"],
    [
      "/search/%3Cimg%20src%3Dx%20onerror%3D%22window.__pwned%3D1%22%3E",
      '<img src=x onerror="window.__pwned=1">',
    ],
  ];
  for (const [path, query] of cases) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `No results found for "${query}"`,
    );
  }
  expect(await page.evaluate(() => "__pwned" in window)).toBe(false);
  expect(dialogs).toBe(0);
});

// The index is in parts (app/search/search-parts.ts): what the page lists must be what a
// search of the whole catalogue finds, and the page must fetch only the parts it needs.

const wholeIndex = searchIndex(catalogue.books);
/** The titles the search page should list for a query, in order, from the content. */
const expectedTitles = (query: string) =>
  searchCatalogue(wholeIndex, query).map((hit) => hit.book.title);
const resultTitles = (page: Page) =>
  page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 2 }).allTextContents();

/** A word of a visible book's title, from the content. */
const titleWord = visible.map((book) => book.title.match(/\p{L}{4,}/u)?.[0]).find(Boolean);
const PART = /\/search-[0-9a-f]+\/(words|books)-\d+\.json$/;

test("the page fetches the parts of the index its query needs while the app's scripts load, each once", async ({
  page,
}) => {
  test.skip(!titleWord, "no visible book has a title word to search for");
  const asked: string[] = [];
  let scriptsArrived = false;
  let askedEarly = false;
  // The app's scripts are held back, as on a slow connection, until the page has asked for a
  // part of the index, or for 15 s if it never does (and the test fails).
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const timer = setTimeout(release, 15_000);
  page.on("request", (request) => {
    if (!PART.test(request.url())) return;
    asked.push(request.url());
    if (!scriptsArrived) {
      askedEarly = true;
      release();
    }
  });
  await page.route(/\/static\/[^/]+\.js$/, async (route) => {
    await released;
    scriptsArrived = true;
    await route.fallback();
  });
  await page.goto(`/search/${encodeURIComponent(titleWord ?? "")}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Search Results for "${titleWord}"`,
  );
  clearTimeout(timer);
  expect(askedEarly).toBe(true);
  // A word of four letters or more: its word part, then the book parts it names; an index
  // in one book part has no word parts, and that part is all a query fetches.
  const { wordParts } = splitSearchIndex(catalogue.books).layout;
  const wordFetches = asked.filter((url) => url.includes("/words-")).length;
  if (wordParts === 0) expect(wordFetches).toBe(0);
  else expect(wordFetches).toBeGreaterThan(0);
  expect(asked.filter((url) => url.includes("/books-")).length).toBeGreaterThan(0);
  expect(asked).toEqual([...new Set(asked)]);
});

test("a part of the index that cannot be loaded says so, with a way to reload", async ({
  page,
}) => {
  await page.route(PART, (route) => route.abort());
  await page.goto(`/search/${encodeURIComponent(titleWord ?? "the")}`);
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Loading chunk search-index failed");
  await expect(alert.getByRole("button", { name: "Reload" })).toBeVisible();
});

test("the navbar search fetches the parts of the index while the visitor types", async ({
  page,
}) => {
  test.skip(!titleWord, "no visible book has a title word to search for");
  await page.goto("/");
  const asked: string[] = [];
  page.on("request", (request) => {
    if (PART.test(request.url())) asked.push(request.url());
  });
  await page.getByRole("searchbox", { name: "Search books" }).fill(titleWord ?? "");
  await expect.poll(() => asked.some((url) => url.includes("/books-"))).toBe(true);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Search Results for "${titleWord}"`,
  );
  expect(await resultTitles(page)).toEqual(expectedTitles(titleWord ?? ""));
});
