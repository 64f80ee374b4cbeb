import { parseHTML } from "linkedom";
import { FIRST_ROWS } from "../../app/catalogue/book-sections.ts";
import { genreSection, seriesBooks, seriesNeighbours } from "../../app/catalogue/queries.ts";
import { allTrailers } from "../../app/catalogue/trailers.ts";
import { homeAnchors } from "../../app/pages/home-page.ts";
import { catalogue, someBook, someSeries, visible } from "../catalogue.ts";
import { appReady, expect, type Page, test } from "./fixtures.ts";
import { seriesWalk, tapBook, tapBookOnSeriesPage } from "./series-walk.ts";

// Moving around the site as a visitor does: the menus, the search box, links inside the app
// and the history. What the links say and where they point is read from the build in
// tests/build-output/; here, what only a browser shows: focus, scrolling, the head and the
// announcement after a navigation inside the app, and the console staying quiet.

const anchors = new Set(homeAnchors(catalogue));
/** A page other than home to start from. */
const bookPath = someBook ? `/book/${someBook.id}` : "/trailers/all";

/** Collects what the page logs as an error or warning, and errors it throws. */
function listenToConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

/**
 * What a page's head says of it: title, named metadata, canonical, image preloads and
 * stylesheets (none left from the page before), JSON-LD.
 */
function headOf(document: Document) {
  const head = document.head;
  return {
    title: head.querySelector("title")?.textContent ?? "",
    meta: [...head.querySelectorAll("meta[name], meta[property]")]
      .map(
        (m) =>
          `${m.getAttribute("name") ?? m.getAttribute("property")}=${m.getAttribute("content")}`,
      )
      .sort(),
    links: [
      ...head.querySelectorAll(
        'link[rel="canonical"], link[rel="preload"][as="image"], link[rel="stylesheet"]',
      ),
    ]
      .map((l) => `${l.getAttribute("rel")} ${l.getAttribute("href")}`)
      .sort(),
    jsonLd: [...head.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent ?? ""),
    ),
  };
}

/** The head of the page as it is now in the browser. */
async function headNow(page: Page) {
  const html = await page.evaluate(() => document.documentElement.outerHTML);
  return headOf(parseHTML(html).document);
}

/** The head of a page as the build prerendered it, read from the server without scripts. */
async function prerenderedHead(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  return headOf(parseHTML(html).document);
}

test("a visitor moves around inside the app: focus, scroll, head and announcement follow, and the console stays quiet", async ({
  page,
}) => {
  const messages = listenToConsole(page);
  await page.goto("/");

  await test.step("a cover far down the page opens its book at the top, the heading focused and announced", async () => {
    const section = page.locator("#fiction");
    test.skip((await section.count()) === 0, "the content has no fiction");
    await section.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await section.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/book\//);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeFocused();
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: " by " })).toHaveText(
      await page.title(),
    );
  });

  await test.step("the Fiction menu leads to a series, whose head is the one prerendered for it", async () => {
    if (!someSeries) return;
    const seriesPath = `/series/${someSeries.key}`;
    const expected = await prerenderedHead(page, seriesPath);
    await page.getByRole("button", { name: "Fiction", exact: true }).click();
    await page.getByRole("link", { name: someSeries.title, exact: true }).click();
    await expect(page).toHaveURL(seriesPath);
    await expect(page).toHaveTitle(expected.title);
    expect(await headNow(page)).toEqual(expected);
  });

  await test.step("the navbar search leads to the results; Return to Home and Back lead back", async () => {
    await page.getByRole("searchbox", { name: "Search books" }).fill("the");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/"the"$/);
    await expect(page).toHaveTitle("Search: the");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
    await page.goBack();
    await expect(page).toHaveURL("/search/the");
  });

  await test.step("See all trailers leads to the trailers page, its head the one prerendered", async () => {
    if (allTrailers(catalogue).length === 0) return;
    const expected = await prerenderedHead(page, "/trailers/all");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.getByRole("link", { name: "See all trailers" }).click();
    await expect(page).toHaveURL("/trailers/all");
    await expect(page).toHaveTitle(expected.title);
    expect(await headNow(page)).toEqual(expected);
  });

  await test.step("nothing in the console", async () => {
    expect(messages).toEqual([]);
  });
});

/**
 * Once the page's h1 changes, its stylesheets in the first frame drawn after that: each page's
 * own styles are in a file of its own (vite.config.ts), which the app must have before it
 * draws the page, or the page shows unstyled for a moment.
 */
async function stylesheetsAtFirstFrame(page: Page, go: () => Promise<void>) {
  await page.evaluate(() => {
    const before = document.querySelector("h1")?.textContent;
    const shown = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (document.querySelector("h1")?.textContent === before) return;
        observer.disconnect();
        requestAnimationFrame(() =>
          resolve(
            [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
              (link) => `${link.getAttribute("href")}: ${link.sheet ? "applied" : "not yet"}`,
            ),
          ),
        );
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    Object.assign(window, { shown });
  });
  await go();
  return page.evaluate(() => (window as unknown as { shown: Promise<string[]> }).shown);
}

test("a page opened in the app is drawn with its own stylesheet from its first frame", async ({
  page,
}) => {
  const toPage = async (path: string, go: () => Promise<void>) => {
    const sheets = await stylesheetsAtFirstFrame(page, go);
    await expect(page).toHaveURL(path);
    const prerendered = parseHTML(await (await page.request.get(path)).text()).document;
    const own = [...prerendered.querySelectorAll('link[rel="stylesheet"]')].map(
      (link) => `${link.getAttribute("href")}: applied`,
    );
    expect(sheets).toEqual(own);
  };
  const home = async () => {
    await page.goto("/");
    await appReady(page).waitFor({ state: "attached" });
  };
  await test.step("home to the search page", async () => {
    await home();
    await page.getByRole("searchbox", { name: "Search books" }).fill("the");
    await toPage("/search/the", () =>
      page.getByRole("button", { name: "Search", exact: true }).click(),
    );
  });
  await test.step("home to a book, then to one of its tropes", async () => {
    const withTropes = visible.filter((book) => book.tropes.length > 0);
    if (withTropes.length === 0) return;
    await home();
    const book = page.locator(withTropes.map((b) => `main a[href="/book/${b.id}"]`).join(", "));
    const bookPath = (await book.first().getAttribute("href")) ?? "";
    await toPage(bookPath, () => book.first().click());
    const trope = page.locator('main a[href^="/tropes/"]').first();
    await toPage((await trope.getAttribute("href")) ?? "", () => trope.click());
  });
});

test("the menu's section links lead to the home page's anchors and scroll there", async ({
  page,
}) => {
  await page.goto(bookPath);
  const nav = page.getByRole("navigation", { name: "Main" });
  test.skip(!anchors.has("about"), "the home page has no About section");
  await nav.getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL("/#about");
  await expect(page.getByRole("heading", { name: "About Me" })).toBeInViewport();
});

test("the Fiction dropdown opens by click and keyboard, closes outside, on Escape and on navigation", async ({
  page,
}) => {
  await page.goto("/");
  const button = page.getByRole("button", { name: "Fiction", exact: true });
  test.skip((await button.count()) === 0, "the catalogue has no series for a Fiction menu");
  const nav = page.getByRole("navigation", { name: "Main" });
  const series = catalogue.series.find((s) => seriesBooks(catalogue.books, s.id).length > 0);

  await test.step("a click opens it; a click outside closes it", async () => {
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("link", { name: "All Fiction Titles" })).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: "All Fiction Titles" })).toBeVisible();
    // The heading's start, left of the menu: the open menu may lie over its middle (it does
    // at 1280 px once the menu has a Shop link), and a click there would land in the menu.
    await page.getByRole("heading", { level: 1 }).click({ position: { x: 4, y: 4 } });
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  await test.step("arrow keys open it and move through it; Escape closes it, focus back on the button", async () => {
    await button.focus();
    await page.keyboard.press("ArrowDown");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: "All Fiction Titles" })).toBeFocused();
    if (series) {
      await page.keyboard.press("ArrowDown");
      await expect(nav.getByRole("link", { name: series.title, exact: true })).toBeFocused();
    }
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
  });

  await test.step("Enter opens it; a series link goes there and closes it", async () => {
    if (!series) return;
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await nav.getByRole("link", { name: series.title, exact: true }).click();
    await expect(page).toHaveURL(`/series/${series.key}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(series.title);
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });
});

test("searching from the navbar goes to /search/{query}, trimmed; a blank search does nothing", async ({
  page,
}) => {
  await page.goto(bookPath);
  const box = page.getByRole("searchbox", { name: "Search books" });
  await box.fill("   ");
  await box.press("Enter");
  await expect(page).toHaveURL(bookPath);
  const query = (someBook?.title ?? "zzz qqq").toLowerCase();
  await box.fill(`  ${query}  `);
  await box.press("Enter");
  await expect(page).toHaveURL(`/search/${encodeURIComponent(query)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `${someBook ? "Search Results" : "No results found"} for "${query}"`,
  );
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the home filters are hidden and Show all shows the rest; the menu folds behind a toggle, and a search closes it", async ({
    page,
  }) => {
    await page.goto("/");
    const books = genreSection(catalogue.books, "fiction", { kind: "all" });
    if (books.length >= 2) {
      await test.step("the fiction section shows its first rows, its filters hidden", async () => {
        const fiction = page.locator("#fiction");
        await expect(
          fiction.getByRole("button", { name: "All", exact: true }).first(),
        ).toBeHidden();
        await expect(fiction.getByRole("link")).toHaveCount(Math.min(books.length, FIRST_ROWS));
        const showAll = fiction.getByRole("button", { name: /^Show all/ });
        if (books.length <= FIRST_ROWS) return await expect(showAll).toHaveCount(0);
        await showAll.click();
        await expect(fiction.getByRole("link")).toHaveCount(books.length);
      });
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    const toggle = page.getByRole("button", { name: "Menu" });
    const featured = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Featured" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    if (anchors.has("featured")) {
      await expect(featured).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(featured).toBeVisible();
    } else await toggle.click();
    // A blank search still closes the menu, and goes nowhere.
    await page.getByRole("searchbox", { name: "Search books" }).fill(" ");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page).toHaveURL("/");
    await toggle.click();
    await page.getByRole("searchbox", { name: "Search books" }).fill("liberty");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL("/search/liberty");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

test("the footer shows the visitor's current year", async ({ page }) => {
  await page.clock.setFixedTime(new Date("2031-06-01T12:00:00"));
  await page.goto("/");
  const { site } = catalogue;
  await expect(
    page
      .getByRole("contentinfo")
      .getByText(`© 2031 ${site.author.initials} ${site.author.surname}`, { exact: true }),
  ).toBeVisible();
});

test("an address with a hash opens the page at that heading", async ({ page }) => {
  const series = catalogue.series.find((s) => allTrailers(catalogue).some((t) => t.id === s.id));
  test.skip(!series, "no series has a trailer");
  await page.goto(`/series/${series?.key}#series-trailer-title`);
  await expect(page.getByRole("heading", { name: "Series Trailer" })).toBeInViewport();
});

test("Go Back returns to the previous page, past the page's in-page links, and on the first page visited goes home", async ({
  page,
}) => {
  const walk = seriesWalk;
  test.skip(!walk, "no series has a visible book");
  if (!walk) return;
  const { seriesPath, book } = walk;
  const goBack = page.getByRole("button", { name: "Go Back" });
  await tapBookOnSeriesPage(page, walk);
  await goBack.click();
  await expect(page).toHaveURL(seriesPath);

  const heading = page.getByRole("heading", { level: 1, name: book.title, exact: true });
  await test.step("after the skip link", async () => {
    await tapBook(page, walk);
    // The heading has the focus after a navigation in the app: a keyboard reader comes back to
    // the skip link (Shift+Tab), or a screen reader's list of links does.
    await expect(heading).toBeFocused();
    await page.getByRole("link", { name: "Skip to content" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/book/${book.id}#main`);
    await expect(page.getByRole("main")).toBeFocused();
    await goBack.click();
    await expect(page).toHaveURL(seriesPath);
  });

  await test.step("after an in-page link", async () => {
    await tapBook(page, walk);
    await expect(heading).toBeFocused();
    // What the browser does for a link to a fragment of the page, as a book's text may hold.
    await page.evaluate(() => {
      location.hash = "book-title";
    });
    await expect(page).toHaveURL(`/book/${book.id}#book-title`);
    await goBack.click();
    await expect(page).toHaveURL(seriesPath);
  });

  await page.goto(`/book/${book.id}`);
  await goBack.click();
  await expect(page).toHaveURL("/");
});

test("a book in a series links on to the next, which opens in the app", async ({ page }) => {
  const inSeries = visible.find((b) => seriesNeighbours(catalogue.books, b).next);
  test.skip(!inSeries, "no visible book has a next one in its series");
  if (!inSeries) return;
  const { next } = seriesNeighbours(catalogue.books, inSeries);
  await page.goto(`/book/${inSeries.id}`);
  const order = page.getByRole("navigation", { name: /^Reading order of / });
  await order.getByRole("link", { name: /Next in the series/ }).click();
  await expect(page).toHaveURL(`/book/${next?.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(next?.title ?? "");
});

test("an unknown book, series, sample, guide, trope or page is Not Found, status 404, by address and in the app", async ({
  page,
}) => {
  for (const path of [
    "/book/no-such-book",
    "/series/nosuchseries",
    "/book/no-such-book/",
    "/no/such/page",
  ]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain("Oops! We couldn&#x27;t find that page!");
  }
  // A navigation inside the app (back to an address pushed onto the history), to an address of
  // each route that has its own ErrorBoundary.
  await page.goto("/");
  for (const path of [
    "/book/no-such-book",
    "/series/nosuchseries",
    "/book/no-such-book/sample",
    "/book/no-such-book/guide",
    "/tropes/no-such-trope",
    "/no/such/page",
  ]) {
    await page.evaluate((unknown) => {
      history.pushState(null, "", unknown);
      history.pushState(null, "", "/");
      history.back();
    }, path);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(
      "Oops! We couldn't find that page!",
    );
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  }
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("an unexpected error shows the error page with its message inside the site's frame", async ({
  page,
}) => {
  // A book's data file that arrives broken, as after a botched deploy.
  await page.route(/\/book\/[^/]+\.data(\?|$)/, (route) =>
    route.fulfill({ status: 200, body: "boom" }),
  );
  await page.goto("/");
  await page.getByRole("main").locator('a[href^="/book/"]').first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unexpected Application Error!");
  const error = page.getByRole("region", { name: "Unexpected Application Error!" });
  await expect(error.getByRole("paragraph").first()).not.toBeEmpty();
  const details = page.getByText("Technical details");
  await expect(details).toBeVisible();
  await expect(page.locator("details pre")).toBeHidden();
  await details.click();
  await expect(page.locator("details pre")).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("a page landed on at its folder's address, with the slash, comes back from the history with its data", async ({
  page,
}) => {
  test.skip(!someBook, "the catalogue has no book");
  const messages = listenToConsole(page);
  // Hosts serve a page's folder with its slash too (GitHub Pages redirects there), so a reader
  // can land on /book/x/; going back to it from another page loads its data again.
  await page.goto(`/book/${someBook?.id}/`);
  await page
    .getByRole("banner")
    .getByRole("link", { name: catalogue.site.author.name, exact: true })
    .click();
  await expect(page).toHaveURL("/");
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(someBook?.title ?? "");
  expect(messages).toEqual([]);
});
