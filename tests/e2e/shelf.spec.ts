import { readFileSync } from "node:fs";
import { listedSeries, readingOrder } from "../../app/catalogue/queries.ts";
import { catalogue, someBook, visible } from "../catalogue.ts";
import { expectNoViolations } from "./axe.ts";
import { expect, type Page, test } from "./fixtures.ts";

// A reader's shelf, used as a reader uses it: marking books on their pages, coming back,
// reading on through a series, and taking the shelf to another device. The books come from
// whatever the content holds: a series with two numbered books or more for "Next for you".
// A toggle's own states are tested beside it (app/components/shelf/shelf-toggles.test.tsx);
// here, what needs the browser: storage across reloads and devices, keyboard and focus,
// drawing toggles as a grid comes near, and the pages that read the shelf.

const series = listedSeries(catalogue)
  .map((s) => ({ ...s, order: readingOrder(catalogue.books, s.id) }))
  .find((s) => s.order.length >= 2);

const toggle = (page: Page, name: "Want to read" | "Read") =>
  page.getByRole("button", { name, exact: true });
const shelfLink = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Your shelf" });
const homeLink = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: catalogue.site.author.name, exact: true });

test("a book's toggles work by keyboard; the mark stays after a reload, the menu gains the shelf, and nothing leaves the browser", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000); // an axe scan: 20 s and more on a busy two-core machine
  test.skip(!someBook, "the catalogue has no book");
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.method()));
  await page.goto(`/book/${someBook?.id}`);
  await expect(toggle(page, "Read")).toHaveAttribute("aria-pressed", "false");
  await expect(shelfLink(page)).toHaveCount(0);

  await test.step("from the keyboard, each says which is pressed; axe finds nothing", async () => {
    await toggle(page, "Want to read").focus();
    await page.keyboard.press("Enter");
    await expect(toggle(page, "Want to read")).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Tab");
    await expect(toggle(page, "Read")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(toggle(page, "Read")).toHaveAttribute("aria-pressed", "true");
    await expect(toggle(page, "Want to read")).toHaveAttribute("aria-pressed", "false");
    await expectNoViolations(page, "a book marked read");
  });

  await test.step("after a reload, Read is still pressed and the menu has the shelf", async () => {
    await page.reload();
    await expect(toggle(page, "Read")).toHaveAttribute("aria-pressed", "true");
    await expect(toggle(page, "Want to read")).toHaveAttribute("aria-pressed", "false");
    // The menu is folded on a phone; the link is in it either way.
    await expect(shelfLink(page)).toHaveCount(1);
  });

  await test.step("marking it wanted moves it; pressing again takes it off the shelf", async () => {
    await toggle(page, "Want to read").click();
    await expect(toggle(page, "Read")).toHaveAttribute("aria-pressed", "false");
    await toggle(page, "Want to read").click();
    await expect(toggle(page, "Want to read")).toHaveAttribute("aria-pressed", "false");
    await expect(shelfLink(page)).toHaveCount(0);
  });

  // Kept in the browser only: no cookie, and nothing sent (every request a GET of the site).
  expect(await context.cookies()).toEqual([]);
  expect(requests.every((method) => method === "GET")).toBe(true);
});

test("the covers in a grid carry the toggles too, each named for its book, and agree with its page", async ({
  page,
}) => {
  test.skip(!someBook, "the catalogue has no book");
  await page.goto("/");
  const first = page.getByRole("button", { name: /^Want to read: / }).first();
  // Its accessible name, as a screen reader has it: "Want to read: {title}".
  const title = /"Want to read: (.+)"/.exec(await first.ariaSnapshot())?.[1];
  const book = visible.find((b) => b.title === title);
  if (!book) throw new Error(`no visible book is called ${title}`);
  // The book's covers may be in several sections, and agree.
  const want = page
    .getByRole("button", { name: `Want to read: ${book.title}`, exact: true })
    .first();
  await want.focus();
  await page.keyboard.press("Space");
  await expect(want).toHaveAttribute("aria-pressed", "true");
  const read = page.getByRole("button", { name: `Read: ${book.title}`, exact: true }).first();
  await expect(read).toHaveAttribute("aria-pressed", "false");
  // Its page, opened in the app from its cover, says the same; marked read there, home agrees.
  await page.getByRole("main").locator(`a[href="/book/${book.id}"]`).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(book.title);
  await expect(toggle(page, "Want to read")).toHaveAttribute("aria-pressed", "true");
  await toggle(page, "Read").click();
  await homeLink(page).click();
  await expect(read).toHaveAttribute("aria-pressed", "true");
  await expect(want).toHaveAttribute("aria-pressed", "false");
});

test("the last cover on the page has its toggles when it is reached, by keyboard or by scrolling", async ({
  page,
}) => {
  test.skip(!someBook, "the catalogue has no book");
  // The toggles of a grid are drawn as it comes near: the last cover is the farthest.
  const lastCover = () =>
    page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.locator('a[href*="/book/"]') })
      .last();
  await page.goto("/");
  const href = await lastCover().getByRole("link").getAttribute("href");
  const book = visible.find((b) => href?.endsWith(`/book/${b.id}`));
  if (!book) throw new Error(`no visible book has the link ${href}`);
  // From its cover's link, Tab goes on to the cover's own "Want to read".
  await lastCover().getByRole("link").focus();
  await page.keyboard.press("Tab");
  await expect(
    lastCover().getByRole("button", { name: `Want to read: ${book.title}`, exact: true }),
  ).toBeFocused();

  await page.goto("/");
  await lastCover().scrollIntoViewIfNeeded();
  await expect(
    lastCover().getByRole("button", { name: `Read: ${book.title}`, exact: true }),
  ).toBeVisible();
});

test("Next for you moves on as the reader reads through a series, on the shelf, the series page and home", async ({
  page,
}) => {
  test.setTimeout(120_000); // an axe scan
  test.skip(!series, "no series has two numbered books");
  if (!series) return;
  const [first, second, third] = series.order;
  const next = page.getByRole("region", { name: "Next for you", exact: true });
  const continueRow = page.getByRole("region", { name: "Continue your series" });

  await test.step("an empty shelf, and no row on home", async () => {
    await page.goto("/shelf");
    await expect(page.getByText("Your shelf is empty.")).toBeVisible();
    await expect(next).toHaveCount(0);
    await homeLink(page).click();
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(continueRow).toHaveCount(0);
  });

  await test.step("the first book read, the shelf offers the second", async () => {
    await page.goto(`/book/${first?.id}`);
    await toggle(page, "Read").click();
    await shelfLink(page).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your shelf" })).toBeVisible();
    await expect(next.getByRole("link", { name: second?.title, exact: true })).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: "Read", exact: true })
        .getByRole("link", { name: first?.title }),
    ).toBeVisible();
    await expectNoViolations(page, "a shelf with a series started");
  });

  await test.step("the series page marks the book read and points at the next; home has the row", async () => {
    await page.getByRole("button", { name: "Fiction", exact: true }).click();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: series.title, exact: true })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(series.title);
    // Each book's place, as the English site writes it ('Book 2').
    const place = (book: typeof first) =>
      page.locator("p").filter({ hasText: `Book ${book?.seriesNum ?? 0}` });
    await expect(place(first).getByText("Read", { exact: true })).toBeVisible();
    await expect(place(second).getByText("Next for you", { exact: true })).toBeVisible();
    // The series page's own mark (the menu may have a Start here page too).
    await expect(page.getByRole("main").getByText("Start here", { exact: true })).toHaveCount(0);
    await homeLink(page).click();
    await expect(continueRow.getByRole("link", { name: second?.title, exact: true })).toBeVisible();
  });

  await test.step("marked read from the shelf itself, the next book takes its place", async () => {
    await shelfLink(page).click();
    await next.getByRole("button", { name: "Read", exact: true }).click();
    if (third) {
      await expect(next.getByRole("link", { name: third.title, exact: true })).toBeVisible();
    } else {
      await expect(next).toHaveCount(0);
    }
  });
});

test("the shelf goes to another device as a file; a file that is no shelf changes nothing", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const [wanted, read] = visible;
  test.skip(!wanted || !read, "the catalogue has fewer than two books");
  // Marked as a returning reader left them.
  await page.addInitScript(
    ([want, done]) => {
      if (!localStorage.getItem("shelf"))
        localStorage.setItem("shelf", JSON.stringify({ [want]: "want", [done]: "read" }));
    },
    [wanted?.id ?? "", read?.id ?? ""] as const,
  );
  await page.goto("/shelf");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export my shelf" }).click(),
  ]);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  expect(JSON.parse(readFileSync(file, "utf8")).books).toEqual({
    [wanted?.id ?? ""]: "want",
    [read?.id ?? ""]: "read",
  });

  // On another device, a wrong file first: refused, and the shelf there is kept.
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await other.goto(`/book/${read?.id}`);
  await other.getByRole("button", { name: "Want to read", exact: true }).click();
  await other
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Your shelf" })
    .click();
  const importer = other.getByLabel("Import a shelf");
  await importer.setInputFiles({
    name: "holiday.json",
    mimeType: "application/json",
    buffer: Buffer.from('{"photos": ["beach.jpg"]}'),
  });
  await expect(other.getByRole("alert")).toContainText("That file is not a shelf");
  await expect(other.getByRole("alert")).toContainText("Your shelf is as it was.");
  const wantedThere = other.getByRole("region", { name: "Want to read", exact: true });
  await expect(wantedThere.getByRole("link", { name: read?.title })).toBeVisible();

  await importer.setInputFiles(file);
  await expect(other.getByRole("status")).toContainText("now holds the 2 books");
  await expect(wantedThere.getByRole("link", { name: wanted?.title })).toBeVisible();
  await expect(
    other
      .getByRole("region", { name: "Read", exact: true })
      .getByRole("link", { name: read?.title }),
  ).toBeVisible();
  await context.close();
});

test("a book the catalogue no longer has drops off the shelf quietly", async ({ page }) => {
  test.skip(!someBook, "the catalogue has no book");
  await page.addInitScript((id) => {
    if (!localStorage.getItem("shelf"))
      localStorage.setItem(
        "shelf",
        JSON.stringify({ [id]: "want", "a-book-since-removed": "read" }),
      );
  }, someBook?.id ?? "");
  await page.goto("/shelf");
  await expect(page.getByRole("region", { name: "Want to read", exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Read", exact: true })).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("shelf") ?? "{}")))
    .toEqual({ [someBook?.id ?? ""]: "want" });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a book page keeps no room for the toggles it cannot have", async ({ page }) => {
    test.skip(!someBook, "the catalogue has no book");
    await page.goto(`/book/${someBook?.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const slot = page.locator("h1 ~ *").filter({ hasText: /^$/ });
    for (const element of await slot.all()) {
      expect(await element.evaluate((e) => e.getBoundingClientRect().height)).toBe(0);
    }
  });
});
