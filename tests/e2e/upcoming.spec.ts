import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import ICAL from "ical.js";
import { newestFirst } from "../../app/catalogue/queries.ts";
import { formatLongDate, type IsoDay } from "../../app/content/dates.ts";
import { build } from "../../build-steps/build.ts";
import { startSiteServer } from "../../server/site-server.mjs";
import { catalogue, PAGE_TYPES, visible } from "./catalogue.ts";
import { expect, type Page, test } from "./fixtures.ts";

// Before a launch, an author's site has a visible book still to come: its cover carries a
// ribbon, and React's prerenderer adds a preload for that eager ribbon image to the head.
// This builds the site as of the day before the newest visible book comes out (whatever the
// content holds), serves it, and checks that every page type keeps its styles and fonts
// once React has hydrated it, seen on that same day.

const newest = newestFirst(visible)[0];

function dayBefore(day: IsoDay): IsoDay {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

const buildDay = newest ? dayBefore(newest.pubDate) : undefined;
let buildDir = "";
let server: Awaited<ReturnType<typeof startSiteServer>> | undefined;
let base = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.skip(!newest, "the catalogue has no visible book");
  test.setTimeout(240_000);
  // Inside the project (the server build resolves its packages from node_modules), beside
  // the main build and as ignored by git as it.
  buildDir = mkdtempSync(path.resolve("build", "upcoming-"));
  await build({ buildDir, buildDay, editor: false });
  server = await startSiteServer({ dir: path.join(buildDir, "client") });
  base = server.url;
});

test.afterAll(async () => {
  await server?.close();
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
});

/** Opens a page of the upcoming build as a visitor would on the build day. */
async function open(page: Page, pagePath: string) {
  await page.clock.setFixedTime(new Date(`${buildDay}T12:00:00`));
  await page.goto(`${base}${pagePath}`);
}

/** The page keeps its one stylesheet, and its text is set in the web fonts. */
async function expectStyled(page: Page) {
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
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
    .toEqual({ textLoaded: true, displayLoaded: true, bodyFont: '"Site Text"', styled: true });
}

test("the book still to come says so, with its ribbon, and keeps its styles", async ({ page }) => {
  await open(page, `/book/${newest?.id}`);
  await expect(
    page.getByText(`Coming: ${formatLongDate(newest?.pubDate ?? "")}!`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("main").locator("img[data-ribbon]").first()).toBeVisible();
  await expectStyled(page);
});

test("the book still to come offers its release day for the reader's calendar", async ({
  page,
  request,
}) => {
  if (!newest || !buildDay) return;
  await open(page, `/book/${newest.id}`);
  const link = page.getByRole("link", { name: "Add release day to my calendar" });
  await expect(link).toBeVisible();
  const response = await request.get(`${base}${await link.getAttribute("href")}`);
  expect(response.headers()["content-type"]).toContain("text/calendar");
  // Read back with an iCalendar parser: one all-day event on the day, the book's page its URL.
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  const events = calendar.getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  const event = new ICAL.Event(events[0]);
  expect(event.startDate.isDate).toBe(true);
  expect(event.startDate.toString()).toBe(newest.pubDate);
  expect(events[0]?.getFirstPropertyValue("url")).toBe(
    `${catalogue.site.url.replace(/\/$/, "")}/book/${newest.id}`,
  );
  // A book already out offers nothing to add.
  const out = visible.find((book) => book.pubDate <= buildDay);
  test.skip(!out, "every visible book is still to come");
  await open(page, `/book/${out?.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(out?.title ?? "");
  await expect(page.getByRole("link", { name: "Add release day to my calendar" })).toHaveCount(0);
});

for (const pagePath of PAGE_TYPES.filter((p) => !p.startsWith("/book/"))) {
  test(`${pagePath} keeps its styles and fonts after hydration`, async ({ page }) => {
    await open(page, pagePath);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectStyled(page);
  });
}
