import type { Locator, Page } from "@playwright/test";
import { APP_READY_MARK } from "../../app/lib/app-ready.ts";

/** What drawnIn says of an element the page replaced while it was being measured. */
const REPLACED = "an element replaced while measured";

/**
 * The face Chromium draws an element's text in, as its developer tools say (the first one used).
 * Right after a navigation in the app the page may replace the element between its marking and
 * its measuring: that reads as REPLACED, which `expect.poll` asks again.
 */
export async function drawnIn(page: Page, element: Locator): Promise<string> {
  await element.evaluate((node) => node.setAttribute("data-font-probe", ""));
  const browser = await page.context().newCDPSession(page);
  try {
    await browser.send("DOM.enable");
    await browser.send("CSS.enable");
    const { root } = await browser.send("DOM.getDocument");
    const { nodeId } = await browser.send("DOM.querySelector", {
      nodeId: root.nodeId,
      selector: "[data-font-probe]",
    });
    if (nodeId === 0) return REPLACED;
    const platform = await browser
      .send("CSS.getPlatformFontsForNode", { nodeId })
      .catch((error: Error) => {
        if (/could not find node/i.test(error.message)) return undefined;
        throw error;
      });
    if (platform === undefined) return REPLACED;
    const { fonts } = platform;
    return fonts[0]?.familyName ?? "no text";
  } finally {
    await browser.detach();
    await element.evaluate((node) => node.removeAttribute("data-font-probe"));
  }
}

/** The faces the page's document has loaded, each as "{family} {style}". */
export const loadedFaces = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status === "loaded")
      .map((face) => `${face.family.replaceAll('"', "")} ${face.style}`),
  );

/** Records the page's layout shifts from its very start, for `layoutShifts`. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShifts: number[] };
    record.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        record.layoutShifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shifts the page has had, once two more frames are drawn. */
export const layoutShifts = (page: Page) =>
  page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame += 1)
      await new Promise((resolve) => requestAnimationFrame(resolve));
    return (window as unknown as { layoutShifts: number[] }).layoutShifts;
  });

/** The web-font files the page fetched, by path, with when each was asked for and arrived and the bytes it took from the network (0 from the cache); the first paint; the app being ready; the load event's end. */
export const fetchedFonts = (page: Page) =>
  page.evaluate(
    (readyMark) => ({
      firstPaint: performance.getEntriesByName("first-paint")[0]?.startTime ?? Number.NaN,
      appReady: performance.getEntriesByName(readyMark)[0]?.startTime ?? Number.NaN,
      loadEnd:
        (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)
          ?.loadEventEnd ?? Number.NaN,
      files: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".woff2"))
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          start: entry.startTime,
          end: (entry as PerformanceResourceTiming).responseEnd,
          transferSize: (entry as PerformanceResourceTiming).transferSize,
        })),
    }),
    APP_READY_MARK,
  );
