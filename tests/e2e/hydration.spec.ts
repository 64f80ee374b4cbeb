import { NOT_FOUND_EXAMPLE, PAGE_TYPES, someSeries } from "./catalogue.ts";
import { expect, type Page, test } from "./fixtures.ts";

// React hydrates the prerendered pages: it must adopt the page the visitor already sees,
// not draw it again, and say nothing of a mismatch, on every page type and after moving
// around inside the app.

const seriesPath = `/series/${someSeries?.key}`;

/**
 * Collects what the page logs as an error or warning, and errors it throws; not the 404s of
 * the Not Found page's own address and of the data file the app then asks for, which are its
 * purpose.
 */
function listenToConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on("console", (message) => {
    const { url } = message.location();
    const ownNotFound =
      message.text().includes("404") &&
      (url === page.url() || url.startsWith(`${page.url()}.data?`));
    if ((message.type() === "error" || message.type() === "warning") && !ownNotFound) {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

/** Marks every element of the prerendered page before any script runs. */
async function markPrerenderedElements(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      for (const element of document.querySelectorAll("*")) {
        element.setAttribute("data-prerendered", "");
      }
    });
  });
}

/**
 * Elements of the frame (or of the whole page) that hydration drew anew; not what the page
 * draws in the browser only, inside an element marked `data-browser-only` (the reader's
 * shelf, which no prerendered page can know).
 */
const drawnAgain = (page: Page, selector: string) =>
  page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)]
        .filter((element) => !element.hasAttribute("data-prerendered"))
        .filter((element) => !element.parentElement?.closest("[data-browser-only]"))
        .map((element) => element.outerHTML.slice(0, 120)),
    selector,
  );

for (const path of PAGE_TYPES) {
  test(`hydrating ${path} logs nothing and draws nothing again`, async ({ page }) => {
    const messages = listenToConsole(page);
    await markPrerenderedElements(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The search page draws its results in the browser, and at an address the build did not
    // prerender the app draws Not Found again once it finds no page; elsewhere nothing is new.
    const selector =
      path.startsWith("/search/") || path === NOT_FOUND_EXAMPLE
        ? "header, footer, header *, footer *"
        : "header, footer, main, header *, footer *, main *";
    expect(await drawnAgain(page, selector)).toEqual([]);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
    expect(messages).toEqual([]);
  });
}

test("moving around inside the app logs nothing", async ({ page }) => {
  const messages = listenToConsole(page);
  await page.goto("/");
  await page.getByRole("main").locator('a[href^="/book/"]').first().click();
  await expect(page).toHaveURL(/\/book\//);
  if (someSeries) {
    await page.getByRole("button", { name: "Fiction", exact: true }).click();
    await page.getByRole("link", { name: someSeries.title, exact: true }).click();
    await expect(page).toHaveURL(seriesPath);
  }
  await page.getByRole("searchbox", { name: "Search books" }).fill("the");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/"the"$/);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
  await page.goBack();
  await expect(page).toHaveURL("/search/the");
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
  expect(messages).toEqual([]);
});

/** What a page's head says of it: title, named metadata, canonical and image preloads, JSON-LD. */
function headOf(page: Page) {
  return page.evaluate(() => {
    const head = document.head;
    return {
      title: document.title,
      meta: [...head.querySelectorAll("meta[name], meta[property]")]
        .map(
          (m) =>
            `${m.getAttribute("name") ?? m.getAttribute("property")}=${m.getAttribute("content")}`,
        )
        .sort(),
      links: [...head.querySelectorAll('link[rel="canonical"], link[rel="preload"][as="image"]')]
        .map((l) => `${l.getAttribute("rel")} ${l.getAttribute("href")}`)
        .sort(),
      jsonLd: [...head.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
        JSON.parse(s.textContent ?? ""),
      ),
    };
  });
}

test("after client-side navigation the head is the one prerendered for the new page", async ({
  page,
  browser,
}) => {
  const prerendered = await browser.newContext({ javaScriptEnabled: false });
  const expected = new Map<string, Awaited<ReturnType<typeof headOf>>>();
  for (const path of [...(someSeries ? [seriesPath] : []), "/trailers/all"]) {
    const staticPage = await prerendered.newPage();
    await staticPage.goto(path);
    expected.set(path, await headOf(staticPage));
  }
  await prerendered.close();

  if (someSeries) {
    await page.goto("/");
    await page.getByRole("button", { name: "Fiction", exact: true }).click();
    await page.getByRole("link", { name: someSeries.title, exact: true }).click();
    await expect(page).toHaveURL(seriesPath);
    await expect(page).toHaveTitle(expected.get(seriesPath)?.title ?? "");
    expect(await headOf(page)).toEqual(expected.get(seriesPath));
  }

  await page.goto("/");
  await page.getByRole("link", { name: "See all trailers" }).click();
  await expect(page).toHaveURL("/trailers/all");
  await expect(page).toHaveTitle(expected.get("/trailers/all")?.title ?? "");
  expect(await headOf(page)).toEqual(expected.get("/trailers/all"));
});

test("the search page has its title and noindex before and after its results", async ({
  page,
  browser,
}) => {
  const prerendered = await browser.newContext({ javaScriptEnabled: false });
  const staticPage = await prerendered.newPage();
  await staticPage.goto("/search/ark");
  await expect(staticPage).toHaveTitle("Search");
  await expect(staticPage.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await prerendered.close();

  await page.goto("/search/ark");
  await expect(page).toHaveTitle("Search: ark");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});
