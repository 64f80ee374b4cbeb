import { allTrailers } from "../../app/catalogue/trailers.ts";
import { isVideoId } from "../../app/content/validators.ts";
import { expectNoViolations } from "./axe.ts";
import { catalogue, PAGE_TYPES, someBook } from "./catalogue.ts";
import { expect, test } from "./fixtures.ts";

// axe on each page type as it loads: tests/e2e/page-types.spec.ts.

const playable = allTrailers(catalogue).some((trailer) => isVideoId(trailer.trailerUrl));

test.beforeEach(async ({ page }) => {
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>player</title>" }),
  );
});

// axe reads every element of the page: on the home page that took 20 s and more on a busy
// two-core machine (as in page-types.spec.ts), and the menu and the chat were once one test of
// two scans, which ran over the default 30 s as the first test of a fresh-clone run. One scan a
// test, each within the budget page-types.spec.ts gives a scan.
test.describe.configure({ timeout: 120_000 });

test("axe finds nothing with the phone menu open", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("button", { name: "Fiction", exact: true }).click();
  await expectNoViolations(page, "menu open");
});

test("axe finds nothing with the chat open", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Chat with the book assistant" }).click();
  await expect(page.getByRole("dialog", { name: "Book assistant" })).toBeVisible();
  await expectNoViolations(page, "chat open");
});

test("axe finds nothing with the lightbox open", async ({ page }) => {
  test.skip(!playable, "no trailer plays in the lightbox");
  await page.goto("/trailers/all");
  await page
    .getByRole("button", { name: /^Play the trailer for / })
    .first()
    .click();
  await expect(page.getByRole("dialog", { name: "Trailer player" })).toBeVisible();
  await expectNoViolations(page, "lightbox open");
});

test("a skip link comes first and moves to the main content", async ({ page }) => {
  await page.goto(someBook ? `/book/${someBook.id}` : "/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});

test("every page has the landmarks and one h1", async ({ page }) => {
  for (const path of PAGE_TYPES) {
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
  // The first category the fiction section offers, after All.
  const filter = page
    .locator("#fiction")
    .getByRole("list", { name: /filter by category/ })
    .getByRole("button")
    .nth(1);
  test.skip((await filter.count()) === 0, "the fiction section offers no category to filter by");
  await filter.focus();
  const outline = await filter.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe("none");
  await page.keyboard.press("Enter");
  await expect(filter).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await expect(filter).toHaveAttribute("aria-pressed", "false");

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
