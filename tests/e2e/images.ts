import type { Page } from "./fixtures.ts";

/**
 * Scrolls down the whole page, a frame at each half screen as a reader scrolls, so that lazy
 * images load; back to the top; then waits until every image has loaded or failed.
 */
export async function loadEveryImage(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}
