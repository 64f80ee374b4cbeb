import { parseHTML } from "linkedom";
import { subtitleFor } from "../../app/catalogue/book-lines.ts";
import { paths } from "../../app/content/paths.ts";
import { FONT_FAMILIES } from "../../app/lib/font-faces.ts";
import { pageTypes } from "../../app/pages/site-pages.ts";
import { analyticsOrigins } from "../../app/schema/analytics.ts";
import { bookWithTropes, catalogue, NOT_FOUND_EXAMPLE, visible } from "../catalogue.ts";
import { analyticsOf, standInService } from "./analytics-service.ts";
import { expectNoViolations } from "./axe.ts";
import { appReady, expect, type Page, test } from "./fixtures.ts";
import { drawnIn, fetchedFonts, layoutShifts, loadedFaces, recordLayoutShifts } from "./fonts.ts";
import { loadEveryImage } from "./images.ts";

// Every page type the content has, as a visitor's browser gets it, one test each: at a
// desktop's width its status and heading, hydration that adopts the page rather than drawing
// it again, nothing in the console, nothing against its policy, nothing of the editor or of
// another site asked for, nothing for axe, and then at a tablet's and a phone's width a page
// that fits the screen with every image drawn from a file large enough. What the build wrote
// into each page (text, links, meta, JSON-LD, the policy itself) is read without a browser in
// tests/build-output/. This runs on the project's catalogue, and on the generated ones of `npm test`'s
// catalogue step.

const TYPES = pageTypes(catalogue);
/** The book of the book page type, whose line under its title, if any, is in the italic face. */
const book = visible.find((b) => TYPES.some((type) => type.path === paths.book(b.id)));
/** The book sold in the most formats, if one has any: its page has the format picker. */
const formatCount = (b: (typeof visible)[number]) => b.editions.filter((e) => e.format).length;
const withFormats = visible
  .filter((b) => formatCount(b) > 0)
  .sort((a, b) => formatCount(b) - formatCount(a))[0];
/** Another book's page, for what it shows that the book page type's book may not. */
const otherBook = (label: string, other: typeof book) =>
  other && other !== book ? [{ label, path: paths.book(other.id), status: 200 }] : [];
type PageType = { label: string; path: string; status: number };
// Each page type (the search page's finds a book; the shelf is empty, as a first visit finds
// it: shelf.spec.ts checks it filled), the book pages that show more, a search that finds
// nothing, and Not Found.
const PAGES: PageType[] = [
  ...TYPES.map(({ name, path }) => ({ label: name, path, status: 200 })),
  ...otherBook("a book's formats", withFormats),
  ...otherBook("a book with tropes", bookWithTropes),
  { label: "search without results", path: "/search/zzzqqq", status: 200 },
  { label: "Not Found", path: NOT_FOUND_EXAMPLE, status: 404 },
];

// axe reads every element: on a home page of hundreds of covers that is 20 s and more on a
// busy two-core machine; each test loads its page at three widths.
test.describe.configure({ timeout: 180_000 });

const analytics = analyticsOf(catalogue);

test.beforeEach(async ({ page }) => {
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>player</title>" }),
  );
  // The site's analytics service, if it names one, answered here as on the internet: on this
  // page alone, as a page with a route bypasses the browser's cache, which the book's landing
  // again (a page of its own) reads its fonts from.
  if (analytics) await standInService(page, analytics);
});

/** What the page logs as an error or warning, and what it throws; not its own status's note. */
function listenToConsole(page: Page, status: number): string[] {
  const messages: string[] = [];
  page.on("console", (message) => {
    const { url } = message.location();
    const text = message.text();
    // The browser's own note of the status the page came with, and the Not Found page's data
    // file's: their purpose, not an error of the page.
    const ownStatus =
      status !== 200 &&
      (text.includes(`status of ${status}`) || text.includes("404")) &&
      (url === page.url() || url.startsWith(`${page.url()}.data?`));
    if ((message.type() === "error" || message.type() === "warning") && !ownStatus)
      messages.push(`${message.type()}: ${text}`);
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
 * Elements that hydration drew anew; not what the page draws in the browser only, inside an
 * element marked `data-browser-only` (the reader's shelf, which no prerendered page can know).
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

/** No sideways scroll, and no image wider than the screen or drawn from a file too small. */
async function expectItFits(page: Page, width: number) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await loadEveryImage(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "sideways scroll in px").toBeLessThanOrEqual(0);
  const images = await page.evaluate(() =>
    [...document.images]
      .map((image) => ({
        file: new URL(image.currentSrc || image.src).pathname,
        drawn: image.getBoundingClientRect().width * window.devicePixelRatio,
        css: image.getBoundingClientRect().width,
        source: image.naturalWidth,
      }))
      .filter((image) => image.css > 0),
  );
  for (const image of images) {
    expect(image.css, `${image.file} is wider than the screen`).toBeLessThanOrEqual(width);
    expect(image.source, `${image.file} failed to load`).toBeGreaterThan(0);
    expect(
      image.drawn,
      `${image.file} is drawn at ${Math.round(image.drawn)} px from ${image.source} px`,
    ).toBeLessThanOrEqual(2 * image.source);
  }
}

/** At a tablet's width and wider, the author's portrait sits beside the biography. */
async function expectPortraitBesideBiography(page: Page) {
  const about = page.locator("#about");
  const portrait = about.getByRole("img", { name: /^Portrait of / });
  const text = about.getByRole("heading", { name: "About Me" }).locator("..");
  await portrait.scrollIntoViewIfNeeded();
  await expect(portrait).toBeVisible();
  const [picture, words, content] = await Promise.all([
    portrait.boundingBox(),
    text.boundingBox(),
    text.locator("..").boundingBox(),
  ]);
  if (!picture || !words || !content) throw new Error("the About section is not laid out");
  expect(words.x, "the text starts right of the portrait").toBeGreaterThanOrEqual(
    picture.x + picture.width,
  );
  expect(words.y, "the text starts beside the portrait").toBeLessThan(picture.y + picture.height);
  expect(picture.width, "the portrait is at most a third as wide").toBeLessThanOrEqual(
    content.width / 3 + 1,
  );
  expect(words.width, "the text column is wider than the portrait").toBeGreaterThan(picture.width);
}

for (const { label, path, status } of PAGES) {
  test(`${label} (${path}) at 1280, 768 and 375 px`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? "").origin;
    const messages = listenToConsole(page, status);
    const policy: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) policy.push(message.text());
    });
    const asked: string[] = [];
    page.on("request", (request) => asked.push(request.url()));
    // Each font's size, read as its response arrives. A body asked for as the test ends (the
    // fonts of the last load, on a page whose fonts no step reads) is refused with "Test ended";
    // the promise keeps that as its result rather than rejecting after the test, which
    // Playwright reports as the test's failure.
    const fonts: Promise<{ url: string; bytes: number } | { url: string; error: string }>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "font") {
        const url = new URL(response.url()).pathname;
        fonts.push(
          response.body().then(
            (body) => ({ url, bytes: body.length }),
            (error: unknown) => ({ url, error: String(error) }),
          ),
        );
      }
    });
    await markPrerenderedElements(page);

    const response = await page.goto(path);

    await test.step(`answers ${status}, with one h1`, async () => {
      expect(response?.status()).toBe(status);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (label === "search" && path !== paths.searchPage)
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Search Results for /);
    });

    await test.step("Tab then Enter on the skip link brings the main content into view, focused", async () => {
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
      // A listener added now hears the change of fragment after the page's own listeners (a
      // format picker's among them) have answered it: the page is then as the reader finds it.
      await page.evaluate(() =>
        addEventListener("hashchange", () => document.body.setAttribute("data-hash-heard", ""), {
          once: true,
        }),
      );
      await page.keyboard.press("Enter");
      await expect(page.locator("body[data-hash-heard]")).toBeAttached();
      const main = page.locator("main");
      await expect(main).toBeFocused();
      const { top, height } = await main.evaluate((element) => ({
        top: element.getBoundingClientRect().top,
        height: innerHeight,
      }));
      expect(top, "main's top, in px from the top of the screen").toBeGreaterThanOrEqual(0);
      expect(top, "main's top, in px from the top of the screen").toBeLessThan(height);
    });

    await test.step("hydration adopts the prerendered page and keeps its stylesheets", async () => {
      // The search page draws its results in the browser, and at an address the build did not
      // prerender the app draws Not Found again once it finds no page; elsewhere nothing is new.
      const selector =
        path.startsWith("/search/") || path === NOT_FOUND_EXAMPLE
          ? "header, footer, header *, footer *"
          : "header, footer, main, header *, footer *, main *";
      expect(await drawnAgain(page, selector)).toEqual([]);
      // At an unknown address, the route that finds no page (catch-all) adds its own after.
      const prerendered = parseHTML((await response?.text()) ?? "").document;
      const before = [...prerendered.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
        link.getAttribute("href"),
      );
      const now = await page
        .locator('link[rel="stylesheet"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(now).toEqual(path === NOT_FOUND_EXAMPLE ? expect.arrayContaining(before) : before);
    });

    await test.step("axe finds nothing", async () => {
      await expectNoViolations(page, label);
    });

    await test.step("it fits a desktop's screen, the portrait beside the biography", async () => {
      await expectItFits(page, 1280);
      if (path === "/") await expectPortraitBesideBiography(page);
    });

    await test.step("nothing in the console, nothing against the policy", async () => {
      expect(messages).toEqual([]);
      expect(policy).toEqual([]);
    });

    if (label === "book" && book) {
      const { displayFont, textFont } = catalogue.site.theme;
      const italicLine = subtitleFor(book, catalogue.series);
      const heading = (on: Page) => on.getByRole("heading", { level: 1 });
      const bodyText = (on: Page) => on.getByRole("main").getByText(/^(Published|Coming): /);

      await test.step("landed on first, it is drawn in the local faces, and fetches for the next page only the two faces every page shows, each under 20 KiB, once the page has settled (the app ready, the page loaded)", async () => {
        expect(await drawnIn(page, heading(page))).not.toBe(displayFont);
        await expect.poll(() => fonts.length).toBe(2);
        const loaded = await Promise.all(fonts);
        expect(loaded.filter((font) => "error" in font)).toEqual([]);
        expect(loaded.map((font) => font.url).sort()).toEqual([
          expect.stringMatching(/^\/static\/display-[\w-]{8}\.woff2$/),
          expect.stringMatching(/^\/static\/text-[\w-]{8}\.woff2$/),
        ]);
        for (const font of loaded)
          if ("bytes" in font) expect(font.bytes, font.url).toBeLessThan(20 * 1024);
        const { appReady, loadEnd, files } = await fetchedFonts(page);
        expect(files).toHaveLength(2);
        for (const file of files) {
          expect(file.start, file.path).toBeGreaterThanOrEqual(appReady);
          expect(file.start, file.path).toBeGreaterThanOrEqual(loadEnd);
        }
        // A swap now would move the text laid out in the local faces: this page keeps them.
        expect(await drawnIn(page, heading(page))).not.toBe(displayFont);
      });

      await test.step("from the next page in the app on, its text is in the web fonts, and the book's page fetches the italic it names", async () => {
        await page.getByRole("banner").getByRole("link").first().click();
        await expect(page).toHaveURL(`${baseURL}/`);
        await expect.poll(() => drawnIn(page, heading(page))).toBe(displayFont);
        await page.goBack();
        await expect(bodyText(page)).toBeVisible();
        expect(await drawnIn(page, bodyText(page))).toBe(textFont);
        // Once it has, the browser has every face the page shows, as a reader's has by the time
        // they come back: landing again before then would take the italic from the server, which
        // on a busy machine comes after the 50 ms Chromium holds a first frame for it.
        if (italicLine)
          await expect.poll(() => loadedFaces(page)).toContain(`${FONT_FAMILIES.display} italic`);
      });

      await test.step("landed on again in the same browser, it takes the theme's faces from the cache before its first frame and is drawn in them from that frame; nothing moves", async () => {
        const again = await page.context().newPage();
        await recordLayoutShifts(again);
        await again.goto(path);
        await expect(appReady(again)).toHaveCount(1);
        const { firstPaint, files } = await fetchedFonts(again);
        expect(files.map((file) => file.path).sort()).toEqual([
          expect.stringMatching(/^\/static\/display-[\w-]{8}\.woff2$/),
          ...(italicLine
            ? [expect.stringMatching(/^\/static\/display-italic-[\w-]{8}\.woff2$/)]
            : []),
          expect.stringMatching(/^\/static\/text-[\w-]{8}\.woff2$/),
        ]);
        for (const file of files) {
          expect(file.start, file.path).toBeLessThanOrEqual(firstPaint);
          expect(file.transferSize, `${file.path} from the cache`).toBe(0);
        }
        // Read from the cache within the 50 ms Chromium holds the first frame for them (1.6 to
        // 24 ms measured), they are there as the page is first drawn: `optional` draws them.
        expect(await drawnIn(again, heading(again))).toBe(displayFont);
        // The line under the title, if the book has one, is in the display face's italic.
        if (italicLine) expect(await drawnIn(again, again.getByText(italicLine))).toBe(displayFont);
        expect(await drawnIn(again, bodyText(again))).toBe(textFont);
        for (const file of files) expect(file.end, file.path).toBeLessThanOrEqual(firstPaint);
        expect(await layoutShifts(again)).toEqual([]);
        await again.close();
      });
    }

    await test.step("it asked for nothing of the editor, and nothing of another site's", async () => {
      const paths = asked.map((url) => new URL(url));
      expect(paths.filter((url) => url.pathname.startsWith("/admin")).map(String)).toEqual([]);
      const elsewhere = paths.filter((url) => url.origin !== origin);
      // The video player is answered here; an analytics service the content names may count,
      // at the addresses its policy lets it use.
      const service = analytics
        ? analyticsOrigins(analytics)
        : { script: [], connect: [], img: [] };
      const allowed = [
        "https://www.youtube-nocookie.com",
        ...service.script,
        ...service.connect,
        ...service.img,
      ];
      expect(elsewhere.filter((url) => !allowed.includes(url.origin)).map(String)).toEqual([]);
    });

    for (const width of [768, 375]) {
      await test.step(`it fits at ${width} px, the portrait beside the biography from 768 px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        // Loaded again at this width, as a visitor's browser picks its images for it.
        await page.goto(path);
        await expectItFits(page, width);
        if (path === "/" && width >= 768) await expectPortraitBesideBiography(page);
      });
    }
  });
}
