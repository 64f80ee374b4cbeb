/**
 * `npm run shots`: full-page screenshots of every page type at a phone's, a tablet's and a
 * desktop's width, of the production build served as `npm start` serves it, into shots/
 * (git-ignored), for a person to look at. SHOTS_PAGES=home,book narrows it.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { chromium } from "@playwright/test";
import { loadCatalogue } from "../app/catalogue/content.server.ts";
import { newestFirst, visibleBooks } from "../app/catalogue/queries.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/chromium.ts";
import { CLIENT_DIR } from "./build-dir.mjs";
import { createSiteServer } from "./server.mjs";

const WIDTHS = [375, 768, 1280];
const catalogue = loadCatalogue();
const book = newestFirst(visibleBooks(catalogue.books))[0];
const series = catalogue.series[0];
const PAGES: [string, string][] = [
  ["home", "/"],
  ...(book ? [["book", `/book/${book.id}`] as [string, string]] : []),
  ...(series ? [["series", `/series/${series.key}`] as [string, string]] : []),
  ["search", "/search/the"],
  ["trailers", "/trailers/all"],
  ["not-found", "/nowhere"],
];
const only = process.env.SHOTS_PAGES?.split(",");

if (!existsSync(path.join(CLIENT_DIR, "404.html"))) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = createSiteServer(CLIENT_DIR);
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const outDir = path.resolve("shots");
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const [name, pagePath] of PAGES.filter(([name]) => !only || only.includes(name))) {
    for (const width of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${base}${pagePath}`);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      // Down the page and back, so that lazy images are in; then the web fonts.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, 0);
        await document.fonts.ready;
      });
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      const file = path.join(outDir, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(path.relative(process.cwd(), file));
      await page.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
