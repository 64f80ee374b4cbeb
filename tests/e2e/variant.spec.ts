import { newestFirst } from "../../app/catalogue/queries.ts";
import { formatLongDate } from "../../app/content/dates.ts";
import { startSiteServer } from "../../server/site-server.mjs";
import { builtSite } from "../build-output/built-site.ts";
import { NOT_FOUND_EXAMPLE, PAGE_TYPES, someBook, someSeries, visible } from "../catalogue.ts";
import { ensureVariantBuild, VARIANT_BASE, VARIANT_DIR } from "../variant-build.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { loadEveryImage } from "./images.ts";

// The test run's second build (tests/variant-build.ts), served under its base path by the
// site's own server, as GitHub Pages serves a project site, and visited on the day it was
// built for: the day before the newest book comes out. Its addresses are read from the build
// in tests/build-output/variant.test.ts; here, what a browser does with them.

let server: Awaited<ReturnType<typeof startSiteServer>> | undefined;
let base = "";
let buildDay = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // Made once for the run (npm test's step), or here when missing or out of date.
  test.setTimeout(480_000);
  await ensureVariantBuild();
  buildDay = builtSite(VARIANT_DIR).stamp.buildDay;
  server = await startSiteServer({ dir: `${VARIANT_DIR}/client`, basePath: VARIANT_BASE });
  base = `${server.url}${VARIANT_BASE}`;
});

test.afterAll(async () => {
  await server?.close();
});

const newest = newestFirst(visible)[0];

/** Opens a page of the variant as a visitor would on its build day. */
async function open(page: Page, pagePath: string) {
  await page.clock.setFixedTime(new Date(`${buildDay}T12:00:00`));
  return page.goto(`${base}${pagePath.slice(1)}`);
}

/**
 * The page keeps its stylesheets, and its text is set in the web fonts, fetched from under
 * the base path: on the first page the test loads, the page stays in the local faces and
 * fetches the two faces every page shows once it has settled, for the next page; on the pages
 * after it, its text is in the web fonts from the start.
 */
async function expectStyled(page: Page, { first, fonts }: { first: boolean; fonts: string[] }) {
  await expect(page.locator('link[rel="stylesheet"]')).not.toHaveCount(0);
  if (first) {
    await expect.poll(() => page.evaluate(() => localStorage.getItem("web-fonts"))).not.toBeNull();
    // From the responses: the clock the test sets hides the page's resource timings.
    expect([...fonts].sort()).toEqual([
      expect.stringMatching(/^\/my-books\/static\/display-[\w-]{8}\.woff2$/),
      expect.stringMatching(/^\/my-books\/static\/text-[\w-]{8}\.woff2$/),
    ]);
  }
  await expect
    .poll(() =>
      page.evaluate(() => ({
        textLoaded: document.fonts.check('16px "Site Text"'),
        displayLoaded: document.fonts.check('16px "Site Display"'),
        bodyFont: getComputedStyle(document.body).fontFamily.split(",")[0],
        // Unstyled, the body has no background of its own.
        styled: getComputedStyle(document.body).backgroundColor !== "rgba(0, 0, 0, 0)",
      })),
    )
    .toEqual({
      // The faces the first page fetched for the next are not its own: they stay unloaded.
      textLoaded: !first,
      displayLoaded: !first,
      bodyFont: first ? '"Site Text Fallback"' : '"Site Text"',
      styled: true,
    });
}

test("each page type keeps its styles and fonts once hydrated, and finds every file it loads, under the base path", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const failed: string[] = [];
  const fonts: string[] = [];
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith(".woff2")) fonts.push(pathname);
    if (response.status() >= 400 && !response.url().endsWith(NOT_FOUND_EXAMPLE))
      failed.push(`${response.status()} ${response.url()}`);
  });
  const paths = [...new Set([...(newest ? [`/book/${newest.id}`] : []), ...PAGE_TYPES])];
  for (const [index, pagePath] of paths.entries()) {
    await test.step(pagePath, async () => {
      await open(page, pagePath);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectStyled(page, { first: index === 0, fonts });
      // Lazy images too, each loaded from under the base path.
      await loadEveryImage(page);
    });
  }
  expect(failed).toEqual([]);
});

test("the book still to come says so on its day, with its ribbon and its release day to add", async ({
  page,
}) => {
  test.skip(!newest, "the catalogue has no visible book");
  await open(page, `/book/${newest?.id}`);
  await expect(
    page.getByText(`Coming: ${formatLongDate(newest?.pubDate ?? "")}!`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("main").locator("img[data-ribbon]").first()).toBeVisible();
  const link = page.getByRole("link", { name: "Add release day to my calendar" });
  await expect(link).toBeVisible();
  const response = await page.request.get(
    new URL((await link.getAttribute("href")) ?? "", base).href,
  );
  expect(response.headers()["content-type"]).toContain("text/calendar");
});

test("a visitor clicks from the home page to a book and a series, and searches, all under the base path", async ({
  page,
}) => {
  test.skip(!someBook || !someSeries, "the content has no book or no series");
  if (!someBook || !someSeries) return;
  await open(page, "/");
  await page.locator(`a[href="${VARIANT_BASE}book/${someBook.id}"]`).first().click();
  await expect(page).toHaveURL(`${base}book/${someBook.id}`);
  await expect(page.getByRole("heading", { level: 1, name: someBook.title })).toBeVisible();

  await page.getByRole("button", { name: "Fiction", exact: true }).click();
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: someSeries.title, exact: true })
    .click();
  await expect(page).toHaveURL(`${base}series/${someSeries.key}`);

  const word = someBook.title.split(/\s+/).find((w) => w.length > 3) ?? someBook.title;
  const parts: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".json")) parts.push(new URL(request.url()).pathname);
  });
  await page.getByRole("searchbox").first().fill(word);
  await page.getByRole("searchbox").first().press("Enter");
  await expect(page).toHaveURL(new RegExp(`^${base}search/`));
  await expect(page.getByRole("link", { name: someBook.title }).first()).toBeVisible();
  expect(parts.length).toBeGreaterThan(0);
  for (const part of parts)
    expect(part.startsWith(`${VARIANT_BASE}static/search-`), part).toBe(true);
});

test("outside the base path nothing is the site's; a missing page under it is Not Found, 404", async ({
  request,
}) => {
  const origin = new URL(base).origin;
  expect((await request.get(`${origin}/`)).status()).toBe(404);
  if (someBook) expect((await request.get(`${origin}/book/${someBook.id}`)).status()).toBe(404);
  const missing = await request.get(`${base}${NOT_FOUND_EXAMPLE.slice(1)}`);
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain("find that page");
});
