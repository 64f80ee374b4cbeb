import { test as base, expect } from "@playwright/test";

export type Options = {
  /**
   * Whether `page.goto` also waits for the app: prerendered pages are usable before they
   * hydrate, but a test that presses a control right after `goto` means the app to answer,
   * as a visitor would wait for it. Off for tests of the page before the app is ready.
   */
  waitForApp: boolean;
};

export const test = base.extend<Options>({
  waitForApp: [true, { option: true }],
  page: async ({ page, javaScriptEnabled, waitForApp }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false && waitForApp) {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      }
      return response;
    };
    await use(page);
  },
});

export type { Locator, Page } from "@playwright/test";
export { expect };
