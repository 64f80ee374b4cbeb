import { test as base, expect, type Page } from "@playwright/test";
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

export const test = base.extend<Options>({
  waitForAppReady: [true, { option: true }],
  page: async ({ page, javaScriptEnabled, waitForAppReady }, use) => {
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

export type { Locator, Page } from "@playwright/test";
export { expect };
