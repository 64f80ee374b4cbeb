import { expect, type Page } from "./fixtures.ts";

/**
 * Brings every image of the page in, as a reader scrolling down it would: each one not loaded
 * yet (a lazy image below the fold) is scrolled into view in turn, and its load or error
 * awaited; then the page goes back to the top. An image that never loads is named by the
 * check that follows.
 */
export async function loadEveryImage(page: Page) {
  await page.evaluate(async () => {
    // An image inside something hidden (a folded menu) is not drawn, and never loads if lazy.
    const drawn = [...document.images].filter((image) => image.getClientRects().length > 0);
    for (const image of drawn) {
      if (image.complete) continue;
      image.scrollIntoView({ block: "center" });
      await new Promise((resolve) => {
        image.addEventListener("load", resolve, { once: true });
        image.addEventListener("error", resolve, { once: true });
        if (image.complete) resolve(undefined);
      });
    }
    window.scrollTo(0, 0);
  });
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((image) => image.getClientRects().length > 0 && !image.complete)
          .map((image) => image.src),
      ),
    )
    .toEqual([]);
}
