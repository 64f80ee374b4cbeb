/**
 * The time from a visitor's tap, made soon after the page first paints, to what it does:
 * the page's first filter pressed (aria-pressed), else the header's menu opened (aria-expanded).
 * Measured in Chromium throttled as Lighthouse's mobile profile, with the tap's own timestamp
 * and the moment the control's state changes, both in the page's clock.
 */
import type { Browser } from "@playwright/test";
import { PHONE, throttle } from "./browser.ts";

export type Tap = { name: string; control: string; fcp: number; effect: number };

/** How long after the first contentful paint the visitor taps. */
export const TAP_AFTER_FCP_MS = 300;

const FILTER = "main button[aria-pressed='false']:visible";
const MENU = "header button[aria-expanded='false']:visible";

/** One load of `url`: tap 300 ms after first paint, return the milliseconds to the effect. */
async function tapOnce(browser: Browser, url: string) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await throttle(page);
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(
      () => performance.getEntriesByName("first-contentful-paint").length > 0,
      undefined,
      { polling: 50, timeout: 60_000 },
    );
    const filter = page.locator(FILTER).first();
    const control = (await filter.count()) > 0 ? filter : page.locator(MENU).first();
    const attribute = (await filter.count()) > 0 ? "aria-pressed" : "aria-expanded";
    // The page's clock: when it painted, and now; the tap comes 300 ms after the paint.
    const { fcp, now } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
      now: performance.now(),
    }));
    await control.evaluate((element, name) => {
      const record = window as unknown as { tapAt?: number; effectAt?: number };
      addEventListener("pointerdown", (event) => (record.tapAt ??= event.timeStamp), {
        capture: true,
      });
      new MutationObserver(() => {
        if (element.getAttribute(name) === "true") record.effectAt ??= performance.now();
      }).observe(element, { attributes: true, attributeFilter: [name] });
    }, attribute);
    const wait = fcp + TAP_AFTER_FCP_MS - now;
    if (wait > 0) await page.waitForTimeout(wait);
    const box = await control.boundingBox();
    if (!box) throw new Error(`${url}: the ${attribute} control has no box to tap`);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const result = await page.waitForFunction(
      () => {
        const record = window as unknown as { tapAt?: number; effectAt?: number };
        return record.tapAt !== undefined && record.effectAt !== undefined
          ? { tapAt: record.tapAt, effectAt: record.effectAt }
          : undefined;
      },
      undefined,
      { polling: 20, timeout: 60_000 },
    );
    const { tapAt, effectAt } = (await result.jsonValue()) ?? { tapAt: 0, effectAt: 0 };
    return {
      control: attribute === "aria-pressed" ? "filter" : "menu",
      fcp,
      effect: effectAt - tapAt,
    };
  } finally {
    await context.close();
  }
}

/** One load of each page; bench:bootstrap takes the medians over its rounds. */
export async function tapAfterPaint(
  browser: Browser,
  base: string,
  pages: { name: string; path: string }[],
): Promise<Tap[]> {
  const taps: Tap[] = [];
  for (const { name, path } of pages) {
    try {
      taps.push({ name, ...(await tapOnce(browser, `${base}${path}`)) });
    } catch (error) {
      // Said, and left out of the median, rather than ending a run of many minutes.
      console.warn(
        `\n${path}: the tap had no effect within a minute (${String(error).split("\n")[0]})`,
      );
      taps.push({ name, control: "", fcp: Number.NaN, effect: Number.NaN });
    }
  }
  return taps;
}
