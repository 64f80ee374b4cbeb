/** The pages in Chromium: from `load` to the app being ready, and the HTML without scripts. */
import { chromium, type Page } from "@playwright/test";
import { APP_READY_MARK, APP_READY_SELECTOR } from "../../app/lib/app-ready.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../dev-helpers/chromium.ts";
import type { PageResult } from "./lighthouse.ts";
import { median } from "./stats.ts";

/** Lighthouse's mobile profile: a mid-range phone on a slow 4G connection. */
export const MOBILE = { rttMs: 150, downloadKbps: 1638.4, uploadKbps: 750, cpuSlowdown: 4 };

/**
 * A browser context of Lighthouse's mobile profile's screen; the bench's HTTPS server has a
 * certificate of its own making.
 */
export const PHONE = { viewport: { width: 412, height: 823 }, ignoreHTTPSErrors: true };

/** Throttles a page's network and CPU as Lighthouse's mobile profile. */
export async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: MOBILE.rttMs,
    downloadThroughput: (MOBILE.downloadKbps * 1024) / 8,
    uploadThroughput: (MOBILE.uploadKbps * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: MOBILE.cpuSlowdown });
}

/** What a reader sees of the theme's fonts on one landing, and how much the page shifted. */
type Landing = {
  /**
   * The page was drawn in the theme's faces from its first paint: its first heading is in the
   * theme's display face once the app is ready, and every face the page fetched had arrived by
   * the first paint (a face that came later was swapped in, or, `optional`, never used).
   */
  facesAtFirstFrame: boolean;
  /** The face the page's first heading is drawn in once the app is ready, as Chromium says. */
  headingFace: string;
  /** The sum of the layout shifts not caused by input, to the app being ready. */
  cls: number;
};

export type Ready = {
  name: string;
  load: number;
  ready: number;
  gap: number;
  /** Loads after which the app was not ready within a minute (left out of the medians). */
  notReady: number;
  /** Each run's first visit, then the same page landed on again in the same browser profile. */
  landings: { first: Landing; again: Landing }[];
};
export type LcpInHtml = { name: string; selector: string; present: boolean };

/** How long a reader stays on the page they land on first, before landing on it again. */
const READING_MS = 3000;

/** Records the page's layout shifts from its start, for `landing`. */
const SHIFTS = () => {
  const record = window as unknown as { layoutShift: number };
  record.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) record.layoutShift += entry.value;
    }
  }).observe({ type: "layout-shift", buffered: true });
};

/** The theme's fonts on a page whose app is ready, and its layout shift (see Landing). */
async function landing(page: Page, displayFont: string): Promise<Landing> {
  const { arrivedFirst, cls } = await page.evaluate(() => {
    const firstPaint = performance.getEntriesByName("first-paint")[0]?.startTime ?? 0;
    const faces = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".woff2"));
    return {
      arrivedFirst: faces.every(
        (face) => (face as PerformanceResourceTiming).responseEnd <= firstPaint,
      ),
      cls: (window as unknown as { layoutShift: number }).layoutShift,
    };
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
  const headingFace = nodeId
    ? (await cdp.send("CSS.getPlatformFontsForNode", { nodeId })).fonts
        .map((font) => font.familyName)
        .join(" + ")
    : "no heading";
  await cdp.detach();
  return { facesAtFirstFrame: arrivedFirst && headingFace === displayFont, headingFace, cls };
}

/**
 * The median time of the load event, of the app being ready (the app-ready mark), and between the two,
 * over `runs` loads of each page, throttled as Lighthouse's mobile profile, with the theme's
 * fonts as the reader sees them on that first visit and on landing on the page again; then
 * whether each page's LCP element is in the prerendered HTML, with JavaScript off.
 */
export async function inChromium(
  base: string,
  results: PageResult[],
  runs: number,
  displayFont: string,
): Promise<{ ready: Ready[]; lcpInHtml: LcpInHtml[] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const ready: Ready[] = [];
    let notReady = 0;
    for (const { name, path } of results) {
      const loads: { load: number; ready: number }[] = [];
      const landings: Ready["landings"] = [];
      for (let i = 0; i < runs; i += 1) {
        const context = await browser.newContext(PHONE);
        await context.addInitScript(SHIFTS);
        const page = await context.newPage();
        await throttle(page);
        const errors: string[] = [];
        page.on("pageerror", (error) => errors.push(error.message));
        page.on("requestfailed", (request) =>
          errors.push(`${request.url()}: ${request.failure()?.errorText}`),
        );
        await page.goto(`${base}${path}`);
        try {
          await page.locator(APP_READY_SELECTOR).waitFor({ state: "attached", timeout: 60_000 });
        } catch {
          // Said, and left out of the medians, rather than ending a run of many minutes.
          console.warn(
            `\n${path} (run ${i + 1}): the app was not ready 60 s after load${errors.length ? `: ${errors.join("; ")}` : ", with no error or failed request"}`,
          );
          notReady += 1;
          await context.close();
          continue;
        }
        loads.push(
          await page.evaluate((mark) => {
            const [navigation] = performance.getEntriesByType("navigation");
            const load =
              navigation instanceof PerformanceNavigationTiming ? navigation.loadEventEnd : 0;
            return { load, ready: performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN };
          }, APP_READY_MARK),
        );
        const first = await landing(page, displayFont);
        // The reader reads the page for a few seconds, while it fetches what it fetches once
        // ready (the web fonts for the next page among them, which can come later than the
        // network's first quiet moment), then lands on it again in a new tab, with what the
        // first visit cached and stored.
        await page.waitForLoadState("networkidle");
        await page.waitForTimeout(READING_MS);
        await page.waitForLoadState("networkidle");
        await page.close();
        const again = await context.newPage();
        await throttle(again);
        await again.goto(`${base}${path}`);
        await again.locator(APP_READY_SELECTOR).waitFor({ state: "attached", timeout: 60_000 });
        landings.push({ first, again: await landing(again, displayFont) });
        await context.close();
      }
      ready.push({
        name,
        load: median(loads.map((l) => l.load)),
        ready: median(loads.map((l) => l.ready)),
        gap: median(loads.map((l) => l.ready - l.load)),
        notReady,
        landings,
      });
      notReady = 0;
    }

    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const noJs = await context.newPage();
    const lcpInHtml: LcpInHtml[] = [];
    for (const { name, path, lcpSelector } of results) {
      await noJs.goto(`${base}${path}`);
      const present = lcpSelector !== "" && (await noJs.locator(lcpSelector).count()) > 0;
      lcpInHtml.push({ name, selector: lcpSelector, present });
    }
    return { ready, lcpInHtml };
  } finally {
    await browser.close();
  }
}
