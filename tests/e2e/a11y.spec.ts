import AxeBuilder from "@axe-core/playwright";
import { listedSamples } from "../../app/catalogue/queries.ts";
import { catalogue } from "./catalogue.ts";
import { expect, type Page, test } from "./fixtures.ts";

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary, label).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>player</title>" }),
  );
});

for (const [label, path] of [
  ["home", "/"],
  ["a book", "/book/the-watchmans-warning"],
  ...listedSamples(catalogue)
    .slice(0, 1)
    .map(({ book }) => ["a sample chapter", `/book/${book.id}/sample`] as const),
  ["a series", "/series/sonsofliberty"],
  ["search with results", "/search/liberty"],
  ["search without results", "/search/zzzqqq"],
  ["all trailers", "/trailers/all"],
  ["Not Found", "/nowhere"],
] as const) {
  test(`axe finds nothing on ${label}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoViolations(page, label);
  });
}

test("axe finds nothing with the phone menu, the chat or the lightbox open", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("button", { name: "Fiction", exact: true }).click();
  await expectNoViolations(page, "menu open");

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Chat with the book assistant" }).click();
  await expect(page.getByRole("dialog", { name: "Book assistant" })).toBeVisible();
  await expectNoViolations(page, "chat open");
  await page.keyboard.press("Escape");

  await page.goto("/trailers/all");
  await page
    .getByRole("button", { name: /^Play the trailer for / })
    .first()
    .click();
  await expect(page.getByRole("dialog", { name: "Trailer player" })).toBeVisible();
  await expectNoViolations(page, "lightbox open");
});

test("a skip link comes first and moves to the main content", async ({ page }) => {
  await page.goto("/book/remnant");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});

test("every page has the landmarks and one h1", async ({ page }) => {
  for (const path of [
    "/",
    "/book/remnant",
    "/series/encounter",
    "/search/ark",
    "/trailers/all",
    "/nowhere",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("banner"), path).toHaveCount(1);
    await expect(page.getByRole("navigation", { name: "Main" }), path).toHaveCount(1);
    await expect(page.getByRole("main"), path).toHaveCount(1);
    await expect(page.getByRole("contentinfo"), path).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveCount(1);
  }
});

test("after a client-side navigation focus is on the new heading and the title is announced", async ({
  page,
}) => {
  await page.goto("/");
  await page.locator("#featured").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/book\//);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeFocused();
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: " by " })).toHaveText(
    await page.title(),
  );
});

test("filters, tabs and the menu work from the keyboard with a visible focus ring", async ({
  page,
}) => {
  await page.goto("/");
  const scifi = page.locator("#fiction").getByRole("button", { name: "Science Fiction" });
  await scifi.focus();
  const outline = await scifi.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe("none");
  await page.keyboard.press("Enter");
  await expect(scifi).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await expect(scifi).toHaveAttribute("aria-pressed", "false");

  const chat = page.getByRole("button", { name: "Chat with the book assistant" });
  await chat.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("tab", { name: "Chat" })).toBeVisible();
  await page.getByRole("tab", { name: "Chat" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Instant Answers" })).toBeFocused();
});

test("axe finds nothing with a home section shown in full and filtered", async ({ page }) => {
  await page.goto("/");
  const fiction = page.locator("#fiction");
  test.skip((await fiction.count()) === 0, "the content has no fiction");
  const showAll = fiction.getByRole("button", { name: /^Show all/ });
  if ((await showAll.count()) > 0) {
    await showAll.click();
    await expect(showAll).toHaveCount(0);
  }
  const option = fiction
    .getByRole("list", { name: /filter by/ })
    .first()
    .getByRole("button");
  if ((await option.count()) > 1) {
    await option.nth(1).click();
    await expect(option.nth(1)).toHaveAttribute("aria-pressed", "true");
  }
  await expectNoViolations(page, "home section shown in full and filtered");
});
