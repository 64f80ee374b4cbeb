import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { listedGuides } from "../app/catalogue/guides.ts";
import { newestFirst, visibleBooks } from "../app/catalogue/queries.ts";
import { hasTropesPage, listedTropes } from "../app/catalogue/tropes.ts";
import { paths } from "../app/content/paths.ts";
import { APP_READY_SELECTOR } from "../app/lib/app-ready.ts";
import { loadCatalogue } from "../app/schema/content.server.ts";
import { BASE_PATH } from "../build-steps/base-path.mjs";
import { environment } from "../config/environment.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../dev-helpers/chromium.ts";
import { serveBuild } from "../server/start.mjs";

const WIDTHS = [375, 768, 1280];
const catalogue = loadCatalogue();
const book = newestFirst(visibleBooks(catalogue.books))[0];
const series = catalogue.series[0];
const trope = listedTropes(catalogue.books)[0];
const PAGES: [string, string][] = [
  ["home", "/"],
  ...(book ? [["book", `/book/${book.id}`] as [string, string]] : []),
  ...(series ? [["series", `/series/${series.key}`] as [string, string]] : []),
  ["search", "/search/the"],
  ["trailers", "/trailers/all"],
  ...(catalogue.events.length > 0 ? [["events", "/events"] as [string, string]] : []),
  // A book sold from the author's own store, where one is.
  ...catalogue.books
    .filter((b) => !b.hidden && b.editions.some((edition) => edition.direct !== null))
    .slice(0, 1)
    .map((b): [string, string] => ["book-direct", `/book/${b.id}`]),
  ...(catalogue.site.magnet ? [["free", catalogue.site.magnet.path] as [string, string]] : []),
  ...(catalogue.site.reviewTeam
    ? [["review-team", catalogue.site.reviewTeam.path] as [string, string]]
    : []),
  ...(catalogue.site.start ? [["start", catalogue.site.start.path] as [string, string]] : []),
  ...listedGuides(catalogue)
    .slice(0, 1)
    .map(({ book: b }): [string, string] => ["guide", `/book/${b.id}/guide`]),
  ...(hasTropesPage(catalogue.books) ? [["tropes", "/tropes"] as [string, string]] : []),
  ...(trope ? [["trope", paths.trope(trope.slug)] as [string, string]] : []),
  // A book with content notes (closed, as the page opens), and the page of every book's.
  ...catalogue.books
    .filter((b) => !b.hidden && b.contentNotes.length > 0)
    .slice(0, 1)
    .flatMap((b): [string, string][] => [
      ["book-notes", `/book/${b.id}`],
      ["content-notes", "/content-notes"],
    ]),
  ["not-found", "/nowhere"],
];
const only = environment.shots.pages;

const { url, close } = await serveBuild();
// The site under its base path (BASE_PATH), as the build made it.
const base = `${url}${BASE_PATH.slice(0, -1)}`;
const outDir = path.resolve(environment.shots.dir);
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const [name, pagePath] of PAGES.filter(([name]) => !only || only.includes(name))) {
    for (const width of WIDTHS) {
      // A visitor in another zone than the sample's events, so that their own times show.
      const page = await browser.newPage({
        viewport: { width, height: 900 },
        timezoneId: "Europe/London",
      });
      await page.goto(`${base}${pagePath}`);
      await page.locator(APP_READY_SELECTOR).waitFor({ state: "attached" });
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
  await close();
}
