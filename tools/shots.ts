import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { visibleBooks } from "../app/catalogue/queries.ts";
import { paths } from "../app/content/paths.ts";
import type { Book } from "../app/content/types.ts";
import { APP_READY_SELECTOR } from "../app/lib/app-ready.ts";
import { pageTypes } from "../app/pages/site-pages.ts";
import { loadCatalogue } from "../app/schema/content.server.ts";
import { environment } from "../config/environment.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../dev-helpers/chromium.ts";
import { serveBuild } from "../server/start.mjs";

const WIDTHS = [375, 768, 1280];
const catalogue = loadCatalogue();
/** The page of the first shown book that `has` something, if one has it, as `name`. */
const bookWith = (name: string, has: (book: Book) => boolean) =>
  visibleBooks(catalogue.books)
    .filter(has)
    .slice(0, 1)
    .map((book) => ({ name, path: paths.book(book.id) }));
// Each page type; a book sold from the author's own store and one with content notes (closed,
// as the page opens), where there are; and Not Found.
const PAGES = [
  ...pageTypes(catalogue),
  ...bookWith("book-direct", (book) => book.editions.some((edition) => edition.direct !== null)),
  ...bookWith("book-notes", (book) => book.contentNotes.length > 0),
  { name: "not-found", path: "/nowhere" },
];
const only = environment.shots.pages;

const { url, close } = await serveBuild();
// The site under its base path (BASE_PATH), as the build made it.
const base = `${url}${environment.basePath.slice(0, -1)}`;
const outDir = path.resolve(environment.shots.dir);
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const { name, path: pagePath } of PAGES.filter(({ name }) => !only || only.includes(name))) {
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
