import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { build } from "../../build-steps/build.ts";
import { startSiteServer } from "../../server/site-server.mjs";
import { catalogue, NOT_FOUND_EXAMPLE, PAGE_TYPES, someBook, someSeries } from "./catalogue";

// The site built for a base path, as GitHub Pages serves a project site
// (https://{owner}.github.io/my-books/), and served under it by the site's own server.
const BASE = "/my-books/";
let buildDir = "";
let server: Awaited<ReturnType<typeof startSiteServer>> | undefined;
let origin = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // The site's own build (content, images, React Router, the finishing pass), under load.
  test.setTimeout(480_000);
  // Inside the project (the server build resolves its packages from node_modules), beside
  // the main build and as ignored by git as it.
  buildDir = mkdtempSync(path.resolve("build", "base-path-"));
  await build({ buildDir, basePath: BASE, editor: false });
  server = await startSiteServer({ dir: path.join(buildDir, "client"), basePath: BASE });
  origin = server.url;
});

test.afterAll(async () => {
  await server?.close();
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
});

const built = (file: string) => readFileSync(path.join(buildDir, "client", file), "utf8");
const siteOrigin = new URL(catalogue.site.url).origin;

/** Every URL a page names for a link, a file, a script, an image or its address. */
async function urlsOf(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) =>
      [...document.querySelectorAll(selector)].map((element) => element.getAttribute(name) ?? "");
    const srcset = [...document.querySelectorAll("img[srcset], source[srcset]")].flatMap(
      (element) =>
        (element.getAttribute("srcset") ?? "")
          .split(",")
          .map((entry) => entry.trim().split(" ")[0]),
    );
    const preloads = [...document.querySelectorAll("link[imagesrcset]")].flatMap((element) =>
      (element.getAttribute("imagesrcset") ?? "").split(",").map((e) => e.trim().split(" ")[0]),
    );
    return [
      ...attr("a[href]", "href"),
      ...attr("link[href]", "href"),
      ...attr("script[src]", "src"),
      ...attr("img[src]", "src"),
      ...srcset,
      ...preloads,
      ...attr(
        'meta[property="og:url"], meta[property="og:image"], meta[name="twitter:image"]',
        "content",
      ),
    ].filter((url): url is string => url !== undefined && url !== "");
  });
}

/** Whether a URL on this site (a path, or a full address of the site) is under the base path. */
function outsideBase(urls: string[]) {
  return urls.filter((url) => {
    if (url.startsWith("#")) return false;
    const parsed = new URL(url, `${siteOrigin}${BASE}`);
    // Links to other sites (stores, social profiles) are theirs.
    if (parsed.origin !== siteOrigin) return false;
    return !parsed.pathname.startsWith(BASE);
  });
}

test("every link, file, image and address of each kind of page is under the base path", async ({
  page,
}) => {
  for (const pagePath of PAGE_TYPES) {
    await page.goto(`${origin}${BASE}${pagePath.slice(1)}`);
    await expect(page.locator("html[data-app-ready]")).toHaveCount(1);
    const urls = await urlsOf(page);
    expect(urls.length, pagePath).toBeGreaterThan(3);
    expect(outsideBase(urls), pagePath).toEqual([]);
  }
});

test("every image, script and stylesheet the pages load is found there", async ({ page }) => {
  const failed: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  for (const pagePath of ["/", `/book/${someBook?.id}`]) {
    await page.goto(`${origin}${BASE}${pagePath.slice(1)}`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
  }
  expect(failed).toEqual([]);
  // The same pages outside the base path are not the site's.
  expect((await page.request.get(`${origin}/`)).status()).toBe(404);
  expect((await page.request.get(`${origin}/book/${someBook?.id}`)).status()).toBe(404);
});

test("the sitemap, the feed and robots.txt name addresses under the base path", () => {
  const sitemap = [...built("sitemap.xml").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
  expect(sitemap.length).toBeGreaterThan(2);
  expect(sitemap.filter((url) => !url.startsWith(`${siteOrigin}${BASE}`))).toEqual([]);
  const feed = built("feed.xml");
  const links = [...feed.matchAll(/href="([^"]+)"|<id>([^<]+)<\/id>/g)]
    .map((m) => m[1] ?? m[2] ?? "")
    .filter((url) => url.startsWith(siteOrigin));
  expect(links.length).toBeGreaterThan(2);
  expect(links.filter((url) => !url.startsWith(`${siteOrigin}${BASE}`))).toEqual([]);
  expect(built("robots.txt")).toContain(`Sitemap: ${siteOrigin}${BASE}sitemap.xml`);
  expect(built("robots.txt")).toContain(`Disallow: ${BASE}search/`);
  expect(built("_redirects")).toBe(`${BASE}search/*  ${BASE}search/index.html  200\n`);
  expect(built("_headers")).toContain(`${BASE}static/*\n`);
});

test("a visitor clicks from the home page to a book and a series, and searches", async ({
  page,
}) => {
  test.skip(!someBook || !someSeries, "the content has no book or no series");
  if (!someBook || !someSeries) return;
  await page.goto(`${origin}${BASE}`);
  await expect(page.locator("html[data-app-ready]")).toHaveCount(1);
  await page.locator(`a[href="${BASE}book/${someBook.id}"]`).first().click();
  await expect(page).toHaveURL(`${origin}${BASE}book/${someBook.id}`);
  await expect(page.getByRole("heading", { level: 1, name: someBook.title })).toBeVisible();

  await page.goto(`${origin}${BASE}series/${someSeries.key}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  const word = someBook.title.split(/\s+/).find((w) => w.length > 3) ?? someBook.title;
  await page.getByRole("searchbox").first().fill(word);
  await page.getByRole("searchbox").first().press("Enter");
  await expect(page).toHaveURL(new RegExp(`^${origin}${BASE}search/`));
  await expect(page.getByRole("link", { name: someBook.title }).first()).toBeVisible();

  // Opened from its address, the search page finds the book, its index parts under the base path.
  const parts: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".json")) parts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${origin}${BASE}search/${encodeURIComponent(word)}`);
  await expect(page.getByRole("link", { name: someBook.title }).first()).toBeVisible();
  expect(parts.length).toBeGreaterThan(0);
  for (const part of parts) expect(part.startsWith(`${BASE}static/search-`), part).toBe(true);
});

test("a missing page under the base path is the site's Not Found page, status 404", async ({
  page,
}) => {
  const response = await page.goto(`${origin}${BASE}${NOT_FOUND_EXAMPLE.slice(1)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Oops! We couldn't find that page!",
  );
  const urls = await urlsOf(page);
  expect(outsideBase(urls)).toEqual([]);
});
