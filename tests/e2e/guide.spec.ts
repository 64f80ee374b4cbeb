import { listedGuides } from "../../app/catalogue/guides.ts";
import { catalogue } from "../catalogue.ts";
import { appReady, expect, test } from "./fixtures.ts";

// A book-club guide printed, as only a browser can lay it out: with print media the site's
// frame (skip link, header and its menu, footer, chat button) is gone and the guide's cover
// and title are the first things on the sheet. Its text, numbers and links are read in
// tests/build-output/guide-page.test.ts; axe reads it on screen with the other page types.

const guide = listedGuides(catalogue)[0];

test("a printed guide has no frame, and opens with the book's cover and title", async ({
  page,
}) => {
  test.skip(!guide, "the content has no book-club guide");
  if (!guide) return;
  await page.goto(`/book/${guide.book.id}/guide`);
  await expect(appReady(page)).toBeAttached();
  const chat = page.getByRole("button", { name: "Chat with the book assistant" });

  await test.step("on screen, the frame is there", async () => {
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(chat).toBeVisible();
  });

  await page.emulateMedia({ media: "print" });

  await test.step("in print, the header, menu, footer, chat and skip link are gone", async () => {
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(chat).toBeHidden();
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeHidden();
  });

  await test.step("the cover and title are at the top, above every question", async () => {
    const main = page.getByRole("main");
    const cover = main.getByRole("img", { name: guide.book.title });
    const title = main.getByRole("heading", { level: 1, name: guide.book.title });
    const coverBox = await cover.boundingBox();
    const titleBox = await title.boundingBox();
    const firstQuestion = await main.getByRole("listitem").first().boundingBox();
    if (!coverBox || !titleBox || !firstQuestion) throw new Error("the guide is not laid out");
    // Nothing above them but the page's own margin.
    expect(coverBox.y).toBeLessThan(40);
    expect(titleBox.y).toBeLessThan(coverBox.y + coverBox.height);
    expect(firstQuestion.y).toBeGreaterThan(coverBox.y + coverBox.height);
  });
});

/** The families of the fonts a PDF embeds (`PlayfairDisplay` of `AAAAAA+PlayfairDisplay-Regular`). */
const embeddedFamilies = (pdf: Buffer) => [
  ...new Set(
    [...pdf.toString("latin1").matchAll(/\/FontName\s*\/\w{6}\+([^\s/<>[\]-]+)/g)].map(
      ([, family]) => family ?? "",
    ),
  ),
];

test("a guide printed once the page has settled is in the theme's faces, not the fallbacks", async ({
  page,
}) => {
  test.skip(!guide, "the content has no book-club guide");
  if (!guide) return;
  await page.goto(`/book/${guide.book.id}/guide`);
  // A first visit draws the page in the fallback faces, and fetches the theme's once it has
  // settled, recording that the browser has them.
  await page.waitForFunction(() => localStorage.getItem("web-fonts") !== null);
  const families = embeddedFamilies(await page.pdf());
  const { displayFont, textFont } = catalogue.site.theme;
  expect(families).toContain(displayFont.replaceAll(" ", ""));
  expect(families).toContain(textFont.replaceAll(" ", ""));
  expect(families.filter((family) => family.startsWith("Liberation"))).toEqual([]);
});
