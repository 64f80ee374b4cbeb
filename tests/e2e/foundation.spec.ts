import http from "node:http";
import { subtitleFor } from "../../app/catalogue/queries.ts";
import { formatLongDate } from "../../app/content/dates.ts";
import type { Book } from "../../app/content/schema.ts";
import {
  boxSet,
  catalogue,
  descriptionPhrase,
  hidden,
  numberedBook,
  someBook,
  visible,
} from "./catalogue.ts";
import { expect, type Page, test } from "./fixtures.ts";

test("the home page links every visible book's cover and no hidden one", async ({ page }) => {
  await page.goto("/");
  // A long section shows its first rows and Show all for the rest.
  const showAll = page.getByRole("main").getByRole("button", { name: /^Show all/ });
  for (let left = await showAll.count(); left > 0; left -= 1) {
    await showAll.first().click();
    await expect(showAll).toHaveCount(left - 1);
  }
  const hrefs = await page
    .getByRole("main")
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const linked = new Set(hrefs.filter((href) => href.startsWith("/book/")));
  expect([...linked].sort()).toEqual(visible.map((b) => `/book/${b.id}`).sort());
  for (const book of hidden) expect(linked.has(`/book/${book.id}`)).toBe(false);
});

// One test a book, each within its own budget: one test for them all would grow with the
// catalogue past its budget on a busy machine.
test.describe("with scripts off", () => {
  test.use({ javaScriptEnabled: false });
  for (const book of catalogue.books) {
    test(`/book/${book.id} is prerendered HTML with its title in an h1`, async ({ page }) => {
      const response = await page.goto(`/book/${book.id}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(book.title);
    });
  }
});

test("alias paths render their book's page", async ({ page }) => {
  for (const book of catalogue.books.filter((b) => b.aliases.length > 0)) {
    for (const alias of book.aliases) {
      await page.goto(alias);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(book.title);
    }
  }
});

test("a book in a series says which book it is, when it came out, and its description", async ({
  page,
}) => {
  const book = numberedBook;
  test.skip(!book, "no visible published book is numbered in a series");
  if (!book) return;
  await page.goto(`/book/${book.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(book.title);
  await expect(
    page.getByText(subtitleFor(book, catalogue.series) ?? "", { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText(`Published: ${formatLongDate(book.pubDate)}`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(descriptionPhrase(book) ?? book.title).first()).toBeVisible();
});

test("a book's subtitle shows under its title", async ({ page }) => {
  const book = visible.find((b) => b.subTitle);
  test.skip(!book, "no visible book has a subtitle");
  await page.goto(`/book/${book?.id}`);
  await expect(page.getByText(book?.subTitle ?? "", { exact: true })).toBeVisible();
});

test("a box set shows no number, and its description's bold titles", async ({ page }) => {
  test.skip(!boxSet, "no visible box set names its books");
  if (!boxSet) return;
  await page.goto(`/book/${boxSet.id}`);
  await expect(page.getByText(/^Book \d+ of/)).toHaveCount(0);
  const bold = boxSet.description
    .flatMap((block) => (block.kind === "paragraph" ? block.content : []))
    .find((part) => part.kind === "text" && part.bold);
  if (bold?.kind === "text")
    await expect(page.getByRole("strong").filter({ hasText: bold.text }).first()).toBeVisible();
});

/** The ribbon over a book's own cover on its page, if it has one. */
const ribbonOf = (page: Page, book: Book) =>
  page.locator(
    `main span:has(> picture > img[alt=${JSON.stringify(book.title)}]) > img[data-ribbon]`,
  );

/** Noon on the day before `day`, the visitor's time. */
const dayBefore = (day: string) => {
  const date = new Date(`${day}T12:00:00`);
  date.setDate(date.getDate() - 1);
  return date;
};

test("a book still to come says Coming with a ribbon; the same book later says Published", async ({
  page,
}) => {
  // Whether a book is still to come is decided on the visitor's day, so any book will do.
  const book = catalogue.books.find((b) => b.amazonId !== "");
  test.skip(!book, "no book can be ordered");
  if (!book) return;
  await page.clock.setFixedTime(dayBefore(book.pubDate));
  await page.goto(`/book/${book.id}`);
  await expect(
    page.getByText(`Coming: ${formatLongDate(book.pubDate)}!`, { exact: true }),
  ).toBeVisible();
  await expect(ribbonOf(page, book)).toHaveAttribute("alt", "Pre-order");

  await page.clock.setFixedTime(new Date(`${book.pubDate}T10:00:00`));
  await page.goto(`/book/${book.id}`);
  await expect(
    page.getByText(`Published: ${formatLongDate(book.pubDate)}`, { exact: true }),
  ).toBeVisible();
  await expect(ribbonOf(page, book)).toHaveCount(0);
});

test("a book still to come that cannot be ordered yet says Coming soon", async ({ page }) => {
  const book = catalogue.books.find((b) => b.amazonId === "");
  test.skip(!book, "every book can be ordered");
  if (!book) return;
  await page.clock.setFixedTime(dayBefore(book.pubDate));
  await page.goto(`/book/${book.id}`);
  await expect(ribbonOf(page, book)).toHaveAttribute("alt", "Coming soon");
});

test("an unknown path gets status 404 and the Not Found page", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { name: "Oops! We couldn't find that page!" }),
  ).toBeVisible();
});

/** Sends a path exactly as written, without the URL clean-up a browser would do. */
function rawGet(baseURL: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path }, (res) => {
        let body = "";
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

test("no path reaches a file outside the build folder", async ({ baseURL }) => {
  for (const path of [
    "/../package.json",
    "/..%2fpackage.json",
    "/%2e%2e/%2e%2e/package.json",
    "/assets/../../package.json",
    "/..%5c..%5cpackage.json",
    "/%252e%252e/package.json",
  ]) {
    const { status, body } = await rawGet(baseURL ?? "", path);
    expect(status, path).toBe(404);
    expect(body, path).not.toContain('"name": "author-site"');
  }
});

test("the subset web fonts are in use once the app is ready", async ({ page }) => {
  // Each font's size is read as its response arrives; the checks wait for all of them, since
  // a face can report itself loaded before the handler has its body.
  const fonts: Promise<{ url: string; bytes: number }>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "font") {
      const url = new URL(response.url()).pathname;
      fonts.push(response.body().then((body) => ({ url, bytes: body.length })));
    }
  });
  // A book page with a line under its title, which is set in the italic face.
  const book = visible.find((b) => subtitleFor(b, catalogue.series) !== null) ?? someBook;
  const italic = book !== undefined && subtitleFor(book, catalogue.series) !== null;
  await page.goto(book ? `/book/${book.id}` : "/");
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.status === "loaded")
          .map((face) => `${face.family.replaceAll('"', "")} ${face.style}`)
          .sort(),
      ),
    )
    .toEqual(
      expect.arrayContaining([
        ...(italic ? ["Site Display italic"] : []),
        "Site Display normal",
        "Site Text normal",
      ]),
    );
  const loaded = await Promise.all(fonts);
  expect(loaded.map((font) => font.url)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/static\/text-[\w-]{8}\.woff2$/),
      expect.stringMatching(/^\/static\/display-[\w-]{8}\.woff2$/),
    ]),
  );
  for (const font of loaded) expect(font.bytes, font.url).toBeLessThan(20 * 1024);
});

test("no hidden book's id or title is in any script the site loads", async ({ page }) => {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text());
  });
  for (const path of ["/", "/search/the"]) {
    await page.goto(path);
    await page.getByRole("button", { name: "Chat with the book assistant" }).click();
    await expect(page.getByRole("dialog", { name: "Book assistant" })).toBeVisible();
  }
  const scripts = await Promise.all(bodies);
  expect(scripts.length).toBeGreaterThan(0);
  for (const book of hidden) {
    for (const script of scripts) {
      expect(script, book.id).not.toContain(`/book/${book.id}`);
      expect(script, book.id).not.toContain(book.title);
    }
  }
});
