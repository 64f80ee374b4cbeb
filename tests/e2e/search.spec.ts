import { descriptionPhrase, hidden, visible } from "./catalogue.ts";
import { expect, test } from "./fixtures.ts";

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
