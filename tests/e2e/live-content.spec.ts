import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PAGE_SERVED_EVENT } from "../../app/hooks/use-live-content.ts";
import { copyProject } from "../../dev-helpers/project-copy.ts";
import { someBook } from "../catalogue.ts";
import { startDevServer } from "./dev-server.ts";
import { expect, type Page, test } from "./fixtures.ts";

// `npm run dev` as an author uses it: the site open in the browser while they save files in
// a copy of the project. A saved change shows without a restart; a mistake shows in the
// browser in the build's words, and fixing it brings the page back.

let project = "";
let dev: Awaited<ReturnType<typeof startDevServer>> | undefined;
let base = "";

test.describe.configure({ mode: "serial", timeout: 60_000 });
// Development pages have no app-ready moment of the production build's to wait for.
test.use({ waitForAppReady: false });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  project = copyProject(mkdtempSync(path.resolve("build", "live-")), { generated: true });
  dev = await startDevServer({ cwd: project });
  base = dev.base;
});

test.afterAll(() => {
  dev?.stop();
  if (project) rmSync(project, { recursive: true, force: true });
});

const file = (relative: string) => path.join(project, relative);
const bookFile = (id: string) => file(`content/books/${id}.md`);

/** The server's lines on saves, as the author reads them in the terminal (one a save). */
const saveLines = () =>
  (dev?.output() ?? "").split("\n").filter((line) => line.includes("content: "));
const lastSave = () => saveLines().at(-1) ?? "";

/**
 * Makes a change to the files and waits until the server has taken in `file` (its line names
 * it): a page loaded sooner could be reloaded under the test by the server's reload. Given the
 * page open on the site, it also waits until the server's reload of that page has loaded: the
 * reload reaches the page just after the line, and a page asked for in between is dropped by
 * the browser for it (goto then waits for a load that never comes; 1 run in 3 here).
 */
async function change(file: string, make: () => void, open?: Page) {
  const reloaded = open?.url().startsWith(base) ? open.waitForEvent("load") : undefined;
  const before = saveLines().length;
  make();
  await expect
    .poll(() =>
      saveLines()
        .slice(before)
        .some((line) => line.includes(path.basename(file))),
    )
    .toBe(true);
  await reloaded;
}

const save = (target: string, text: string) => change(target, () => writeFileSync(target, text));

async function heading(page: Page) {
  return page.getByRole("heading", { level: 1 });
}

test("a changed title shows on the open page without a reload by hand", async ({ page }) => {
  test.skip(!someBook, "the catalogue has no book");
  const id = someBook?.id ?? "";
  await page.goto(`${base}/book/${id}`);
  await expect(await heading(page)).toHaveText(someBook?.title ?? "");
  const text = readFileSync(bookFile(id), "utf8");
  const changed = text.replace(/^title: .*$/m, "title: A Title Saved Just Now");
  const saved = Date.now();
  await save(bookFile(id), changed);
  await expect(await heading(page)).toHaveText("A Title Saved Just Now", { timeout: 10_000 });
  test.info().annotations.push({
    type: "seconds from the save to the page",
    description: ((Date.now() - saved) / 1000).toFixed(1),
  });
  expect(lastSave()).toMatch(/changed, pages reloaded \(\d+\.\d s\)/);
});

test("a save made while the page still loads from the last one reaches it once it connects", async ({
  page,
}) => {
  test.skip(!someBook, "the catalogue has no book");
  const id = someBook?.id ?? "";
  const text = readFileSync(bookFile(id), "utf8");
  await page.goto(`${base}/book/${id}`);
  await expect(await heading(page)).toBeVisible();
  // The development server's client held back, as a busy machine holds it: the page the first
  // save reloads shows its text, and has no connection yet when the second save's reload goes out.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/@vite\/client/, async (route) => {
    await held;
    await route.continue();
  });
  await save(bookFile(id), text.replace(/^title: .*$/m, "title: The First Save"));
  await expect(await heading(page)).toHaveText("The First Save", { timeout: 10_000 });
  await save(bookFile(id), text.replace(/^title: .*$/m, "title: The Second Save"));
  release();
  await expect(await heading(page)).toHaveText("The Second Save", { timeout: 15_000 });
  await save(bookFile(id), text);
});

test("a new book has its page and is found by search; removed, its page is Not Found", async ({
  page,
}) => {
  test.skip(!someBook, "the catalogue has no book to copy");
  const id = someBook?.id ?? "";
  // A new book written as an author would: a copy of a book's file with its own id, title
  // and cover, and none of the first one's aliases or trailer.
  const text = readFileSync(bookFile(id), "utf8")
    .replace(/^id: .*$/m, "id: new-dawn")
    .replace(/^title: .*$/m, "title: Zephyrine Dawn")
    .replace(/^(aliases|trailerUrl|contains|related): .*$/gm, "");
  // The cover first, then the book, each taken in before the next: saved together, a busy
  // machine can report them in two turns, and the second turn's reload would cut short the
  // page load below.
  const cover = file("public/assets/books/new-dawn.jpg");
  await change(cover, () => copyFileSync(file(`public/assets/books/${id}.jpg`), cover));
  await save(bookFile("new-dawn"), text);
  await page.goto(`${base}/book/new-dawn`);
  await expect(await heading(page)).toHaveText("Zephyrine Dawn");
  await page.goto(`${base}/search/zephyrine`);
  await expect(page.getByRole("link", { name: "Zephyrine Dawn" })).toBeVisible();

  await change(bookFile("new-dawn"), () => rmSync(bookFile("new-dawn")), page);
  await page.goto(`${base}/book/new-dawn`);
  await expect(await heading(page)).toHaveText(/couldn.t find that page/);
});

test("a mistake shows in the browser in the build's words, and fixing it brings the page back", async ({
  page,
}) => {
  test.skip(!someBook, "the catalogue has no book");
  const id = someBook?.id ?? "";
  // The page's app held back until the mistake shows, as a busy machine holds it: the page,
  // connected in time (Vite's client comes with the route modules), has the overlay before
  // its app (the entry, loaded after them) says when the page was made.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/app\/entry\.client\.tsx/, async (route) => {
    await held;
    await route.continue();
  });
  const said = new Promise<void>((resolve) => {
    page.on("websocket", (socket) =>
      socket.on("framesent", ({ payload }) => {
        if (String(payload).includes(PAGE_SERVED_EVENT)) resolve();
      }),
    );
  });
  await page.goto(`${base}/book/${id}`);
  const good = readFileSync(bookFile(id), "utf8");
  const title = /^title: (.*)$/m.exec(good)?.[1] ?? "";
  await expect(await heading(page)).toHaveText(title);
  await save(bookFile(id), good.replace(/^pubDate: .*$/m, "pubDate: 2023-02-30"));
  const message = new RegExp(
    `content/books/${id}\\.md, line \\d+: pubDate is '2023-02-30': write a date such as`,
  );
  // Vite's error overlay on the open page, which stays until the fix: loaded once more, by it.
  await expect(page.getByText(message)).toBeVisible();
  let loads = 0;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  release();
  await said;
  // The page itself, opened again in another tab.
  const again = await page.context().newPage();
  await again.goto(`${base}/book/${id}`);
  await expect(again.getByText(message).first()).toBeVisible();
  await again.close();

  await change(bookFile(id), () => writeFileSync(bookFile(id), good), page);
  await expect(await heading(page)).toHaveText(title, { timeout: 10_000 });
  await expect(page.getByText(message)).toHaveCount(0);
  expect(loads).toBe(1);
});

test("a changed theme colour in site.yaml restyles the open page", async ({ page }) => {
  await page.goto(`${base}/`);
  // Read between reloads: a read the reload interrupts counts as nothing yet.
  const accent = () =>
    page
      .evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue("--color-accent").trim(),
      )
      .catch(() => "");
  expect(await accent()).not.toBe("#e8b45a");
  const site = readFileSync(file("content/site.yaml"), "utf8");
  // The author's own theme block, or one added to a site that has none.
  const themed = /^theme:/m.test(site)
    ? site.replace(/^(\s+accent:).*$/m, '$1 "#e8b45a"')
    : `${site.trimEnd()}\ntheme:\n  accent: "#e8b45a"\n`;
  await save(file("content/site.yaml"), themed);
  await expect.poll(accent, { timeout: 10_000 }).toBe("#e8b45a");
});
