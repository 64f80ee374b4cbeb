import { someBook } from "../catalogue.ts";
import { expectNoViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

// axe on each page type as it loads: page-types.spec.ts; with the chat and the lightbox open:
// widgets.spec.ts; with a home section filtered and shown in full: home.spec.ts; on a shelf:
// shelf.spec.ts. The landmarks and the one h1 of every page are read from the build
// (tests/build-output/every-page.test.ts). Here, the phone's menu and the skip link.

test("axe finds nothing with the phone menu open", async ({ page }) => {
  test.setTimeout(120_000); // an axe scan: 20 s and more on a busy two-core machine
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  const fiction = page.getByRole("button", { name: "Fiction", exact: true });
  if ((await fiction.count()) > 0) await fiction.click();
  await expectNoViolations(page, "menu open");
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
