import { plainText } from "../../app/catalogue/markdown.ts";
import { searchCatalogue, searchIndex } from "../../app/catalogue/search.ts";
import { catalogue, visible } from "./catalogue.ts";
import { expect, type Page, test } from "./fixtures.ts";

test("search results highlight the matches, with Go Back and Return to Home", async ({ page }) => {
  await page.goto("/search/covenant");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText('Search Results for "covenant"');
  const results = page.getByRole("main").getByRole("listitem");
  await expect(results.first().getByRole("link", { name: "The Covenant Signed" })).toBeVisible();
  const marks = page.locator("main mark");
  expect(await marks.count()).toBeGreaterThan(2);
  for (const text of await marks.allTextContents()) expect(text.toLowerCase()).toBe("covenant");
  await expect(page.getByRole("button", { name: "Go Back" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
});

test("a description match shows the words around it", async ({ page }) => {
  await page.goto("/search/grain%20elevator");
  const result = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ hasText: "Shadow of the Ark" });
  await expect(result).toContainText(
    "Hiding in an abandoned grain elevator with a dozen believers",
  );
  await expect(result.locator("mark")).toHaveText("grain elevator");
});

test("a query with no matches says so", async ({ page }) => {
  await page.goto("/search/zzzqqq");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText('No results found for "zzzqqq"');
});

test("hidden books are never found", async ({ page }) => {
  await page.goto("/search/tyrant");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText('No results found for "tyrant"');
});

test("hostile addresses render the results page as text", async ({ page }) => {
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const cases: [string, string][] = [
    ["/search/100%", "100%"],
    ["/search/%E0%A4%A", "%E0%A4%A"],
    [
      "/search/%3Cimg%20src%3Dx%20onerror%3D%22window.__pwned%3D1%22%3E",
      '<img src=x onerror="window.__pwned=1">',
    ],
    ["/search/%22quoted%22%20'single'", "\"quoted\" 'single'"],
    ["/search/(.*)%5B%5D%5C%24", "(.*)[]\\$"],
  ];
  for (const [path, query] of cases) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `No results found for "${query}"`,
    );
  }
  const long = "a".repeat(3000);
  await page.goto(`/search/${long}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("No results found for");
  expect(await page.evaluate(() => "__pwned" in window)).toBe(false);
  expect(dialogs).toBe(0);
});

// The index is in parts (app/catalogue/search-parts.ts): what the page lists must be what a
// search of the whole catalogue finds, and the page must fetch only the parts it needs.

const wholeIndex = searchIndex(catalogue.books);
/** The titles the search page should list for a query, in order, from the content. */
const expectedTitles = (query: string) =>
  searchCatalogue(wholeIndex, query).map((hit) => hit.book.title);
const resultTitles = (page: Page) =>
  page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 2 }).allTextContents();

/** A word of a visible book's title, and one of its description, from the content. */
const titleWord = visible.map((book) => book.title.match(/\p{L}{4,}/u)?.[0]).find(Boolean);
const descriptionWord = visible
  .map((book) =>
    plainText(book.description)
      .match(/\p{L}{6,}/gu)
      ?.at(-1),
  )
  .find(Boolean);

test("the page lists what the whole catalogue holds for a query, in the spec's order", async ({
  page,
}) => {
  const queries = [titleWord, descriptionWord, "the", "e", "%", "a, b"].filter(
    (query): query is string => query !== undefined,
  );
  for (const query of queries) {
    await page.goto(`/search/${encodeURIComponent(query)}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`"${query}"`);
    expect(await resultTitles(page), query).toEqual(expectedTitles(query));
  }
});

const PART = /\/search-[0-9a-f]+\/(words|books)-\d+\.json$/;

test("the page fetches the parts of the index its query needs while the app's scripts load, each once", async ({
  page,
}) => {
  test.skip(!titleWord, "no visible book has a title word to search for");
  const asked: string[] = [];
  let scriptsArrived = false;
  let askedEarly = false;
  page.on("request", (request) => {
    if (!PART.test(request.url())) return;
    asked.push(request.url());
    if (!scriptsArrived) askedEarly = true;
  });
  // The app's scripts arrive late, as on a slow connection.
  await page.route(/\/static\/[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    scriptsArrived = true;
    await route.fallback();
  });
  await page.goto(`/search/${encodeURIComponent(titleWord ?? "")}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Search Results for "${titleWord}"`,
  );
  expect(askedEarly).toBe(true);
  // A word of four letters or more: its word part, then the book parts it names.
  expect(asked.filter((url) => url.includes("/words-")).length).toBeGreaterThan(0);
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
