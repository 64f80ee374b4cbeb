import { test as base, expect } from "@playwright/test";

/**
 * Prerendered pages hydrate after they have loaded, so a test that uses a control right
 * after `page.goto` waits for hydration first, as a visitor would wait for the page to respond.
 * With JavaScript off there is nothing to wait for.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false) {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      }
      return response;
    };
    await use(page);
  },
});

export type { Locator, Page } from "@playwright/test";
export { expect };
