import { expect, test } from "./fixtures.ts";

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
