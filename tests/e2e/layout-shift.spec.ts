import { visible } from "../catalogue.ts";
import { expect, type Page, test } from "./fixtures.ts";

// Every book page loads without a layout shift, as a phone loads it (Lighthouse's 412 px wide
// viewport): from the first paint until the app is ready and the fonts and the images in view
// have arrived. One load per book, so it runs where the catalogue is large (tagged @every-page:
// npm run test:catalogues runs it on the sample with 300 generated books; the project's own run
// leaves it out, as those books are among them). A generated book's page once shifted 0.011.

test.use({ viewport: { width: 412, height: 823 } });

/** The page's layout shifts, with what moved, once its fonts and the images in view are in. */
async function shiftsOf(page: Page) {
  // The web fonts come after the app is ready: wait for their files, whatever the page does
  // with them, so that a swap under the text would be seen.
  await page.waitForFunction(
    () =>
      performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".woff2"))
        .length >= 2,
  );
  return page.evaluate(async () => {
    await document.fonts.ready;
    const pending = [...document.images].filter(
      (image) => !image.complete && image.loading !== "lazy",
    );
    await Promise.all(
      pending.map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener("load", resolve, { once: true });
            image.addEventListener("error", resolve, { once: true });
          }),
      ),
    );
    // Two frames, so that what the fonts and images changed is laid out and reported.
    for (let frame = 0; frame < 2; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null }[];
    };
    const entries: Shift[] = [];
    const observer = new PerformanceObserver((list) => {
      entries.push(...(list.getEntries() as Shift[]));
    });
    observer.observe({ type: "layout-shift", buffered: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    entries.push(...(observer.takeRecords() as Shift[]));
    observer.disconnect();
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(" ").join(".")}` : ""}`
        : String(node?.nodeName);
    return entries
      .filter((entry) => !entry.hadRecentInput)
      .map((entry) => ({
        value: Number(entry.value.toFixed(4)),
        moved: entry.sources.map((source) => describe(source.node)),
      }));
  });
}

// A test per fifty books, so that the two workers share a large catalogue.
const CHUNK = 50;
for (let start = 0; start < visible.length; start += CHUNK) {
  const books = visible.slice(start, start + CHUNK);
  test(`book pages ${start + 1} to ${start + books.length} of ${visible.length} do not shift as they load @every-page`, async ({
    page,
  }) => {
    test.setTimeout(books.length * 5_000 + 30_000);
    const shifted: string[] = [];
    for (const book of books) {
      await page.goto(`/book/${book.id}`);
      const shifts = await shiftsOf(page);
      if (shifts.length > 0) shifted.push(`/book/${book.id}: ${JSON.stringify(shifts)}`);
    }
    expect(shifted).toEqual([]);
  });
}
