import { PAGE_TYPES } from "./catalogue.ts";
import { expect, type Page, test } from "./fixtures.ts";

// Geometry, not screenshots: at a phone's, a tablet's and a desktop's width, no page scrolls
// sideways, and no image is drawn wider than the screen or blown up from a file too small
// for it. `npm run shots` saves the pictures for a person to look at.

const WIDTHS = [375, 768, 1280];

/** Scrolls down the whole page, so that lazy images load, and waits for them. */
async function loadEveryImage(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

/** Every image drawn on the page: its drawn width and the pixels of the file it shows. */
function drawnImages(page: Page) {
  return page.evaluate(() =>
    [...document.images]
      .map((image) => ({
        file: new URL(image.currentSrc || image.src).pathname,
        drawn: image.getBoundingClientRect().width * window.devicePixelRatio,
        css: image.getBoundingClientRect().width,
        source: image.naturalWidth,
      }))
      .filter((image) => image.css > 0),
  );
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of PAGE_TYPES) {
      test(`${path} fits the screen and draws every image from a file large enough`, async ({
        page,
      }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await loadEveryImage(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, "sideways scroll in px").toBeLessThanOrEqual(0);
        for (const image of await drawnImages(page)) {
          expect(image.css, `${image.file} is wider than the screen`).toBeLessThanOrEqual(width);
          expect(image.source, `${image.file} failed to load`).toBeGreaterThan(0);
          expect(
            image.drawn,
            `${image.file} is drawn at ${Math.round(image.drawn)} px from ${image.source} px`,
          ).toBeLessThanOrEqual(2 * image.source);
        }
      });
    }
  });
}

for (const width of [768, 1280]) {
  test(`at ${width} px the author's portrait sits beside the biography, at most a third as wide`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/#about");
    const about = page.locator("#about");
    const portrait = about.getByRole("img", { name: /^Portrait of / });
    const text = about.getByRole("heading", { name: "About Me" }).locator("..");
    await expect(portrait).toBeVisible();
    const [picture, words, content] = await Promise.all([
      portrait.boundingBox(),
      text.boundingBox(),
      text.locator("..").boundingBox(),
    ]);
    if (!picture || !words || !content) throw new Error("the About section is not laid out");
    expect(words.x, "the text starts right of the portrait").toBeGreaterThanOrEqual(
      picture.x + picture.width,
    );
    expect(words.y, "the text starts beside the portrait").toBeLessThan(picture.y + picture.height);
    expect(picture.width).toBeLessThanOrEqual(content.width / 3 + 1);
    expect(words.width, "the text column is wider than the portrait").toBeGreaterThan(
      picture.width,
    );
  });
}
