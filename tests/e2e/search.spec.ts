import { plainText } from "../../app/content/markdown.ts";
import { searchCatalogue, searchIndex } from "../../app/search/search.ts";
import { splitSearchIndex } from "../../app/search/search-parts.ts";
import { catalogue, descriptionPhrase, hidden, visible } from "./catalogue.ts";
import { expect, type Page, test } from "./fixtures.ts";

// The queries come from the content: a word of a title, words of a description.

/** A word of a visible book's title, and that book. */
const titled = visible
  .map((book) => ({ book, word: book.title.match(/[A-Za-z]{5,}/)?.[0]?.toLowerCase() }))
  .find(({ word }) => word !== undefined);

test("search results highlight the matches, with Go Back and Return to Home", async ({ page }) => {
  test.skip(!titled, "no visible book has a title word to search for");
  if (!titled) return;
  const { book, word = "" } = titled;
  await page.goto(`/search/${word}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Search Results for "${word}"`);
  const results = page.getByRole("main").getByRole("listitem");
  await expect(results.getByRole("link", { name: book.title, exact: true })).toBeVisible();
  const marks = page.locator("main mark");
  expect(await marks.count()).toBeGreaterThan(0);
  for (const text of await marks.allTextContents()) expect(text.toLowerCase()).toBe(word);
  await expect(page.getByRole("button", { name: "Go Back" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
});

test("a description match shows the words around it", async ({ page }) => {
  // A phrase of a book's description that no title holds, so that it matches as a snippet.
  const match = visible
    .map((book) => ({ book, phrase: descriptionPhrase(book) }))
    .find(
      ({ phrase }) =>
        phrase !== undefined &&
        !visible.some((b) => b.title.toLowerCase().includes(phrase.toLowerCase())),
    );
  test.skip(!match, "no visible book's description has a phrase to search for");
  const phrase = match?.phrase ?? "";
  await page.goto(`/search/${encodeURIComponent(phrase)}`);
  const result = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: match?.book.title, exact: true }) });
  await expect(result).toContainText(phrase);
  await expect(result.locator("mark")).toHaveText(phrase);
});

test("a query with no matches says so", async ({ page }) => {
  await page.goto("/search/zzzqqq");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText('No results found for "zzzqqq"');
});

test("hidden books are never found", async ({ page }) => {
  const book = hidden[0];
  test.skip(!book, "the catalogue has no hidden book");
  await page.goto(`/search/${encodeURIComponent(book?.title ?? "")}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("main").locator(`a[href="/book/${book?.id}"]`)).toHaveCount(0);
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

// The index is in parts (app/search/search-parts.ts): what the page lists must be what a
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
