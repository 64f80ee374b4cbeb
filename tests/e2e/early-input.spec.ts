import { BOOK_SECTION_IDS, FIRST_ROWS, sectionBooks } from "../../app/catalogue/book-sections.ts";
import { newestFirst } from "../../app/catalogue/queries.ts";
import { allTrailers } from "../../app/catalogue/trailers.ts";
import { isVideoId } from "../../app/content/validators.ts";
import { catalogue, someBook, visible } from "../catalogue.ts";
import { appReady, expect, type Locator, type Page, test } from "./fixtures.ts";
import { seriesWalk, tapBookOnSeriesPage } from "./series-walk.ts";

// A visitor on a slow connection sees the prerendered page long before the app is ready.
// What they press in that time is carried out once it is, and the control shows it is busy.

/** The app, and then a widget's own script, arrive after the presses: wait for both, and more. */
const SLOW = { timeout: 15_000 };

// These tests press controls before the app is ready, so `goto` returns at the load event.
test.use({ waitForAppReady: false });

test.beforeEach(async ({ page }) => {
  // The video player is outside this machine's reach; answer its requests with an empty page.
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>player</title>" }),
  );
});

const gates = new WeakMap<Page, () => void>();

/**
 * Every script of the app is held back, as on a slow connection, until the test has made its
 * presses (`releaseScripts`): however slow the machine running the test, the presses come
 * before the app is ready, which a fixed delay could not promise.
 */
async function holdScripts(page: Page) {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  gates.set(page, open);
  await page.route(/\/static\/[^/]+\.js$/, async (route) => {
    await opened;
    await route.fallback();
  });
}

/** Lets the app's scripts through. */
const releaseScripts = (page: Page) => gates.get(page)?.();

/**
 * Presses a control while the app is still on its way, and checks that it shows it is busy;
 * then lets the app's scripts come, unless the test has more to press first.
 */
async function pressEarly(page: Page, control: Locator, { thenRelease = true } = {}) {
  await control.click();
  await expect(appReady(page)).toHaveCount(0);
  await expect(control).toHaveAttribute("aria-busy", "true");
  if (thenRelease) releaseScripts(page);
}

/** Once the app is ready, the control is no longer busy. */
async function appTookOver(page: Page, control: Locator) {
  await expect(appReady(page)).toHaveCount(1, SLOW);
  await expect(control).not.toHaveAttribute("aria-busy", "true");
}

const playable = allTrailers(catalogue).find((trailer) => isVideoId(trailer.trailerUrl));
/** A home section with more books than its first rows, and how many it has. */
const long = BOOK_SECTION_IDS.map((id) => ({ id, count: sectionBooks(catalogue, id).length })).find(
  ({ count }) => count > FIRST_ROWS,
);

test.describe("with the app's scripts arriving late", () => {
  test.beforeEach(async ({ page }) => {
    await holdScripts(page);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test("the menu opens", async ({ page }) => {
      await page.goto("/");
      const toggle = page.getByRole("button", { name: "Menu" });
      await pressEarly(page, toggle);
      await appTookOver(page, toggle);
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(
        page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Featured" }),
      ).toBeVisible();
    });

    test("a menu pressed twice while waiting opens once", async ({ page }) => {
      await page.goto("/");
      const toggle = page.getByRole("button", { name: "Menu" });
      await pressEarly(page, toggle, { thenRelease: false });
      await toggle.click();
      releaseScripts(page);
      await appTookOver(page, toggle);
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
    });
  });

  test("the Fiction dropdown opens", async ({ page }) => {
    await page.goto("/");
    const fiction = page.getByRole("button", { name: "Fiction", exact: true });
    await pressEarly(page, fiction);
    await appTookOver(page, fiction);
    await expect(fiction).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: "All Fiction Titles" })).toBeVisible();
  });

  test("a filter applies", async ({ page }) => {
    await page.goto("/");
    const categories = page
      .locator("#fiction")
      .getByRole("list", { name: "Fiction Books: filter by category" });
    const option = categories.getByRole("button").nth(1);
    test.skip((await option.count()) === 0, "the fiction section offers no category to filter by");
    await pressEarly(page, option);
    await appTookOver(page, option);
    await expect(option).toHaveAttribute("aria-pressed", "true");
    await expect(categories.getByRole("button", { name: "All", exact: true })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  test("a trope filter applies, with every book that has the trope", async ({ page }) => {
    await page.goto("/");
    const tropes = page
      .locator("#fiction")
      .getByRole("list", { name: "Fiction Books: filter by trope" });
    const option = tropes.getByRole("button").nth(1);
    test.skip((await option.count()) === 0, "the fiction section offers no trope to filter by");
    const trope = (await option.textContent()) ?? "";
    await pressEarly(page, option);
    await appTookOver(page, option);
    await expect(option).toHaveAttribute("aria-pressed", "true");
    await expect(tropes.getByRole("button", { name: "All", exact: true })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    // The covers shown are the fiction with the trope (the section's first rows of them).
    const withTrope = newestFirst(visible)
      .filter((book) => book.genres.includes("fiction"))
      .filter((book) => book.tropes.some((t) => t.toLowerCase() === trope.toLowerCase()))
      .slice(0, FIRST_ROWS)
      .map((book) => `/book/${book.id}`);
    const grid = page.locator("#fiction").getByRole("list", { name: "Fiction Books", exact: true });
    await expect(grid.getByRole("link")).toHaveCount(withTrope.length, SLOW);
    const hrefs = await grid
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(new Set(hrefs)).toEqual(new Set(withTrope));
  });

  test("Show all reveals a section's books, loaded once the app is ready", async ({ page }) => {
    test.skip(!long, "no section has more books than its first rows");
    await page.goto("/");
    const section = page.locator(`#${long?.id}`);
    const showAll = section.getByRole("button", { name: /^Show all/ });
    await pressEarly(page, showAll);
    await expect(section.getByRole("link")).toHaveCount(long?.count ?? 0, SLOW);
    await expect(appReady(page)).toHaveCount(1);
  });

  test("a trailer opens in the lightbox", async ({ page }) => {
    test.skip(!playable, "no trailer plays in the lightbox");
    await page.goto("/trailers/all");
    const thumbnail = page.getByRole("button", {
      name: `Play the trailer for ${playable?.title}`,
    });
    await pressEarly(page, thumbnail);
    const dialog = page.getByRole("dialog", { name: "Trailer player" });
    await expect(dialog).toBeVisible(SLOW);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await appTookOver(page, thumbnail);
  });

  test("the chat opens", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Chat with the book assistant" });
    await pressEarly(page, button);
    const chat = page.getByRole("dialog", { name: "Book assistant" });
    await expect(chat).toBeVisible(SLOW);
    await expect(chat.getByRole("tab", { name: "Chat" })).toHaveAttribute("aria-selected", "true");
    await appTookOver(page, button);
    await expect(button).toHaveAttribute("aria-expanded", "true");
  });

  test("Go Back leaves the page (home, when it was the first one visited)", async ({ page }) => {
    test.skip(!someBook, "the catalogue has no visible book");
    await page.goto(`/book/${someBook?.id}`);
    const back = page.getByRole("button", { name: "Go Back" });
    await pressEarly(page, back);
    await expect(page).toHaveURL("/", SLOW);
  });

  test("a book tapped on a series page before the app is ready: Go Back returns to the series", async ({
    page,
  }) => {
    test.skip(!seriesWalk, "no series has a visible book");
    if (!seriesWalk) return;
    // The browser, not the app, loads the book's page: its scripts are held back too.
    await tapBookOnSeriesPage(page, seriesWalk);
    await expect(appReady(page)).toHaveCount(0);
    releaseScripts(page);
    await expect(appReady(page)).toHaveCount(1, SLOW);
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(seriesWalk.seriesPath);
  });

  test("the navbar search goes to its results without waiting for the app", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("searchbox", { name: "Search books" }).fill("  the end  ");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL("/search/the%20end");
    releaseScripts(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/"the end"$/, SLOW);
  });

  test("a blank search still goes nowhere", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("searchbox", { name: "Search books" }).fill("   ");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    releaseScripts(page);
    await expect(appReady(page)).toHaveCount(1);
    await expect(page).toHaveURL("/");
  });
});

test("when the app's script cannot load, buttons stop waiting and the page says so", async ({
  page,
}) => {
  await page.route(/\/static\/framework-[\w-]+\.js$/, (route) => route.abort());
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Menu" });
  await toggle.click();
  const alert = page.getByRole("alert").filter({ hasText: "Loading chunk framework failed" });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("button", { name: "Reload" })).toBeVisible();
  await expect(toggle).not.toHaveAttribute("aria-busy", "true");
});

test("with no delay, presses right after the page loads are carried out once", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Menu" });
  await toggle.click();
  await expect(appReady(page)).toHaveCount(1);
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(toggle).not.toHaveAttribute("aria-busy", "true");

  const chatButton = page.getByRole("button", { name: "Chat with the book assistant" });
  await chatButton.click();
  const chat = page.getByRole("dialog", { name: "Book assistant" });
  await expect(chat).toBeVisible();
  await expect(chatButton).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(chat).toBeHidden();

  // Go Back from a second page lands on the first, not beyond it.
  const bookLink = page.getByRole("main").locator('a[href^="/book/"]').first();
  test.skip((await bookLink.count()) === 0, "the home page links no book");
  await bookLink.click();
  await expect(page).toHaveURL(/\/book\//);
  await page.evaluate(() => {
    const record = window as unknown as { moves: number };
    record.moves = 0;
    addEventListener("popstate", () => {
      record.moves += 1;
    });
  });
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL("/");
  // One move back through the history, however many frames later a second would come.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
      ),
  );
  expect(await page.evaluate(() => (window as unknown as { moves: number }).moves)).toBe(1);
  await expect(page).toHaveURL("/");
});

test.describe("a page the reader gets to later", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("opened in a background tab, it works when shown, however long after", async ({ page }) => {
    test.skip(!someBook, "the catalogue has no visible book");
    // Timers the test moves on (the chunk time-out among them), then a tab that is hidden until
    // the test shows it: it says so, and draws no frame, as a background tab does.
    await page.clock.install();
    await page.addInitScript(() => {
      let shown = false;
      const held: FrameRequestCallback[] = [];
      const frame = window.requestAnimationFrame.bind(window);
      Object.defineProperty(document, "visibilityState", {
        get: () => (shown ? "visible" : "hidden"),
      });
      Object.defineProperty(document, "hidden", { get: () => !shown });
      window.requestAnimationFrame = (callback) => {
        if (shown) return frame(callback);
        held.push(callback);
        return 0;
      };
      Object.assign(window, {
        showTab: () => {
          shown = true;
          document.dispatchEvent(new Event("visibilitychange"));
          for (const callback of held.splice(0)) frame(callback);
        },
      });
    });
    await page.goto(`/book/${someBook?.id}`);
    // Read 130 s later: past every time limit the page's scripts have.
    await page.clock.fastForward(130_000);
    await page.evaluate(() => (window as unknown as { showTab: () => void }).showTab());
    await expect(appReady(page)).toHaveCount(1, SLOW);
    await expect(page.getByRole("alert")).toHaveCount(0);
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  });

  test("frozen by the browser as it loads, as a phone freezes a background tab, it works when resumed", async ({
    page,
  }) => {
    await holdScripts(page);
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await pressEarly(page, toggle, { thenRelease: false });
    const browser = await page.context().newCDPSession(page);
    await browser.send("Page.setWebLifecycleState", { state: "frozen" });
    // The app's scripts arrive while the page is frozen; it runs none of them until resumed.
    releaseScripts(page);
    await browser.send("Page.setWebLifecycleState", { state: "active" });
    await appTookOver(page, toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
});
