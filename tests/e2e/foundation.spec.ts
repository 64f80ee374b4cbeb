import http from "node:http";
import { bookById, catalogue, hidden, visible } from "./catalogue.ts";
import { expect, test } from "./fixtures.ts";

test("the home page links every visible book's cover and no hidden one", async ({ page }) => {
  await page.goto("/");
  const hrefs = await page
    .getByRole("main")
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const linked = new Set(hrefs.filter((href) => href.startsWith("/book/")));
  expect([...linked].sort()).toEqual(visible.map((b) => `/book/${b.id}`).sort());
  for (const book of hidden) expect(linked.has(`/book/${book.id}`)).toBe(false);
});

test("every book page is prerendered HTML with its title in an h1", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const book of catalogue.books) {
    const response = await page.goto(`/book/${book.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(book.title);
  }
  await context.close();
});

test("alias paths render their book's page", async ({ page }) => {
  for (const book of catalogue.books.filter((b) => b.aliases.length > 0)) {
    for (const alias of book.aliases) {
      await page.goto(alias);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(book.title);
    }
  }
});

test("a book page shows the subtitle rule, the publication line and the description", async ({
  page,
}) => {
  await page.goto("/book/shadow-of-the-ark");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shadow of the Ark");
  await expect(page.getByText("Book 2 of Days of Noah", { exact: true })).toBeVisible();
  await expect(page.getByText("Published: September 20, 2011", { exact: true })).toBeVisible();
  await expect(page.getByText(/Hiding in an abandoned grain elevator/)).toBeVisible();

  await page.goto("/book/watchmen-on-the-wall");
  await expect(page.getByText("Reading the Signs of Our Times", { exact: true })).toBeVisible();

  await page.goto("/book/the-sons-of-liberty-trilogy");
  await expect(page.getByText(/^Book \d+ of/)).toHaveCount(0);
  await expect(page.getByRole("strong").filter({ hasText: "Concord Again" })).toBeVisible();
});

test("an upcoming book says Coming with a ribbon; the same book later says Published", async ({
  page,
}) => {
  const tyrant = bookById("american-tyrant");
  expect(tyrant.pubDate).toBe("2026-03-03");
  await page.clock.setFixedTime(new Date("2026-02-01T10:00:00"));
  await page.goto("/book/american-tyrant");
  await expect(page.getByText("Coming: March 3, 2026!", { exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: "Pre-order" })).toBeVisible();

  await page.goto("/book/the-prophecy-pack");
  await expect(page.getByRole("img", { name: "Coming soon" })).toBeVisible();

  await page.clock.setFixedTime(new Date("2026-03-03T10:00:00"));
  await page.goto("/book/american-tyrant");
  await expect(page.getByText("Published: March 3, 2026", { exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: "Pre-order" })).toHaveCount(0);
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
  const fonts: { url: string; bytes: number }[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "font") {
      fonts.push({ url: new URL(response.url()).pathname, bytes: (await response.body()).length });
    }
  });
  await page.goto("/book/the-watchmans-warning");
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
      expect.arrayContaining(["Site Display italic", "Site Display normal", "Site Text normal"]),
    );
  expect(fonts.map((font) => font.url)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/static\/text-[\w-]{8}\.woff2$/),
      expect.stringMatching(/^\/static\/display-[\w-]{8}\.woff2$/),
    ]),
  );
  for (const font of fonts) expect(font.bytes, font.url).toBeLessThan(20 * 1024);
});

test("no hidden book's id or title is in any script the site loads", async ({ page }) => {
  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.push(await response.text());
  });
  for (const path of ["/", "/search/the"]) {
    await page.goto(path);
    await page.getByRole("button", { name: "Chat with the book assistant" }).click();
    await expect(page.getByRole("dialog", { name: "Book assistant" })).toBeVisible();
  }
  expect(scripts.length).toBeGreaterThan(0);
  for (const book of hidden) {
    for (const script of scripts) {
      expect(script, book.id).not.toContain(`/book/${book.id}`);
      expect(script, book.id).not.toContain(book.title);
    }
  }
});
