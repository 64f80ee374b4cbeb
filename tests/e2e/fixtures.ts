import {
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from "@playwright/test";
import { APP_READY_SELECTOR } from "../../app/lib/app-ready.ts";

/** `<html data-app-ready>`, there once the app is ready (app/lib/app-ready.ts). */
export const appReady = (page: Page) => page.locator(APP_READY_SELECTOR);

export type Options = {
  /**
   * Whether `page.goto` also waits until the app is ready: prerendered pages are usable
   * before, but a test that presses a control right after `goto` means the app to answer, as
   * a visitor would wait for it. Off for tests of the page before the app is ready.
   */
  waitForAppReady: boolean;
};

/** The annotation each test carries: how many pages it loaded, popups and reloads included. */
export const PAGE_LOADS = "page loads";

// Page loads in this worker, counted on every context the worker's browser makes: the test's
// own, and those a test makes itself (another locale, another device).
let loads = 0;
const watched = new WeakSet<BrowserContext>();
function watch(context: BrowserContext) {
  if (watched.has(context)) return;
  watched.add(context);
  const count = (page: Page) =>
    page.on("load", () => {
      loads += 1;
    });
  for (const page of context.pages()) count(page);
  context.on("page", count);
}

export const test = base.extend<Options & { countPageLoads: undefined }, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        watch(context);
        return context;
      };
      await use(browser);
    },
    { scope: "worker" },
  ],
  countPageLoads: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
    async ({}, use, testInfo) => {
      const before = loads;
      await use(undefined);
      testInfo.annotations.push({ type: PAGE_LOADS, description: String(loads - before) });
    },
    { auto: true },
  ],
  waitForAppReady: [true, { option: true }],
  page: async ({ page, javaScriptEnabled, waitForAppReady }, use) => {
    watch(page.context());
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false && waitForAppReady) {
        await appReady(page).waitFor({ state: "attached" });
      }
      return response;
    };
    await use(page);
  },
});

export type { BrowserContext, Locator, Page } from "@playwright/test";
export { expect };
