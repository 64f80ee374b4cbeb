import { allTrailers } from "../../app/catalogue/trailers.ts";
import { isVideoId } from "../../app/content/validators.ts";
import { APP_READY_MARK } from "../../app/lib/app-ready.ts";
import { catalogue, someBook } from "../catalogue.ts";
import { expectNoViolations } from "./axe.ts";
import { appReady, expect, type Page, test } from "./fixtures.ts";

// The trailers' lightbox and the book assistant as a browser runs them: focus and keys,
// their scripts loaded on demand, under the page's policy, with nothing for axe. What the
// assistant answers, and its tabs and timing, are tested beside it
// (app/components/chat/chat-panel.test.tsx).

// The video player is outside this machine's reach; answer its requests with an empty page.
test.beforeEach(async ({ page }) => {
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>player</title>" }),
  );
});

/** Collects what the browser reports of the page's policy blocking something. */
function policyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

const videos = allTrailers(catalogue).filter((trailer) => isVideoId(trailer.trailerUrl));

test("a trailer plays in the lightbox with the privacy-enhanced player, captioned; arrow keys move on; Escape gives the focus back", async ({
  page,
}) => {
  test.setTimeout(120_000); // an axe scan: 20 s and more on a busy two-core machine
  test.skip(videos.length === 0, "no trailer plays in the lightbox");
  const violations = policyViolations(page);
  await page.goto("/trailers/all");
  const playable = page.getByRole("button", { name: /^Play the trailer for / });
  const names = (await playable.allTextContents()).map((t) =>
    t.replace("Play the trailer for ", ""),
  );
  const first = videos.find((trailer) => trailer.title === names[0]);
  const thumbnail = playable.first();
  await thumbnail.click();
  const dialog = page.getByRole("dialog", { name: "Trailer player" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(`iframe[title="Trailer: ${names[0]}"]`)).toHaveAttribute(
    "src",
    `https://www.youtube-nocookie.com/embed/${first?.trailerUrl}?autoplay=1`,
  );
  await expect(dialog.getByText(names[0] ?? "", { exact: true })).toBeVisible();
  await expectNoViolations(page, "lightbox open");
  if (names.length > 1) {
    await page.keyboard.press("ArrowRight");
    await expect(dialog.locator(`iframe[title="Trailer: ${names[1]}"]`)).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.locator(`iframe[title="Trailer: ${names[0]}"]`)).toBeVisible();
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(thumbnail).toBeFocused();
  // And by its Close button.
  await thumbnail.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  expect(violations).toEqual([]);
});

test("failed trailer images show their error texts", async ({ page }) => {
  test.skip(videos.length === 0, "no trailer plays in the lightbox");
  await page.route("**/*_trailer*", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/trailers/all");
  await expect(page.getByText("Error loading image").first()).toBeVisible();
  await page
    .getByRole("button", { name: /^Play the trailer for / })
    .first()
    .click();
  await expect(
    page.getByRole("dialog", { name: "Trailer player" }).getByRole("alert").first(),
  ).toHaveText("Error: The requested image could not be loaded.");
});

test("the chat opens with the greeting and the focus in its box; its tabs move by arrow keys; a book it names opens; Escape gives the focus back", async ({
  page,
}) => {
  test.setTimeout(120_000); // an axe scan
  const violations = policyViolations(page);
  await page.goto(someBook ? `/book/${someBook.id}` : "/");
  const button = page.getByRole("button", { name: "Chat with the book assistant" });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await button.focus();
  await page.keyboard.press("Enter");
  const chat = page.getByRole("dialog", { name: "Book assistant" });
  await expect(chat).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(chat.getByRole("log")).toContainText(
    `Hello there! I'm your friendly neighborhood Book Assistant! Ask me about any of ${catalogue.site.author.name}'s books!`,
  );
  await expect(chat.getByRole("textbox", { name: "Your message" })).toBeFocused();
  await expectNoViolations(page, "chat open");

  await test.step("arrow keys move between the tabs", async () => {
    await chat.getByRole("tab", { name: "Chat" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(chat.getByRole("tab", { name: "Instant Answers" })).toBeFocused();
    await expect(chat.getByRole("tab", { name: "Instant Answers" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.keyboard.press("ArrowLeft");
    await expect(chat.getByRole("tab", { name: "Chat" })).toBeFocused();
  });

  await test.step("Escape closes it and gives the focus back to its button", async () => {
    await page.keyboard.press("Escape");
    await expect(chat).toBeHidden();
    await expect(button).toBeFocused();
  });

  await test.step("a book the assistant names opens in the app", async () => {
    if (!someBook) return;
    await button.click();
    const messages = chat.getByRole("log").getByRole("listitem");
    const before = await messages.count();
    await chat
      .getByRole("textbox", { name: "Your message" })
      .fill(`tell me about ${someBook.title.toLowerCase()}`);
    await chat.getByRole("button", { name: "Send" }).click();
    await expect(messages).toHaveCount(before + 2);
    await messages.last().getByRole("link", { name: someBook.title }).click();
    await expect(page).toHaveURL(`/book/${someBook.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(someBook.title);
  });
  expect(violations).toEqual([]);
});

test("a script chunk that fails to load says so and offers a reload", async ({ page }) => {
  await page.route(/\/static\/chat-panel-[^/]+\.js$/, (route) => route.abort());
  await page.goto("/");
  await page.getByRole("button", { name: "Chat with the book assistant" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Loading chunk chat failed" });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("button", { name: "Reload" })).toBeVisible();
});

test("web vitals load after the page and report to the console by default", async ({ page }) => {
  const metrics: string[] = [];
  page.on("console", (message) => {
    if (message.text().startsWith("[web-vitals]")) metrics.push(message.text());
  });
  await page.goto("/");
  await expect.poll(() => metrics.some((m) => m.startsWith("[web-vitals] TTFB"))).toBe(true);
  await expect.poll(() => metrics.some((m) => m.startsWith("[web-vitals] FCP"))).toBe(true);
});

test.describe("on the search page", () => {
  // The page is opened before its results can show.
  test.use({ waitForAppReady: false });

  test("web vitals load only once the results are shown", async ({ page }) => {
    // The parts of the index are held back, as on a slow connection, until the page has loaded.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/search-[0-9a-f]+\/(words|books)-\d+\.json$/, async (route) => {
      await released;
      await route.fallback();
    });
    const vitalsAsked: string[] = [];
    page.on("request", (request) => {
      if (/\/vitals-[\w-]+\.js$/.test(request.url())) vitalsAsked.push(request.url());
    });
    const metrics: string[] = [];
    page.on("console", (message) => {
      if (message.text().startsWith("[web-vitals]")) metrics.push(message.text());
    });
    await page.goto("/search/zzzzqqq");
    // Loaded, its scripts run, and still waiting for its index: no vitals yet.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await expect(appReady(page)).toHaveCount(0);
    expect(vitalsAsked).toEqual([]);
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      'No results found for "zzzzqqq"',
    );
    await expect.poll(() => metrics.some((m) => m.startsWith("[web-vitals] FCP"))).toBe(true);
    const { ready, vitals } = await page.evaluate(
      (mark) => ({
        ready: performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
        vitals:
          performance
            .getEntriesByType("resource")
            .find((entry) => /\/vitals-[\w-]+\.js$/.test(entry.name))?.startTime ?? Number.NaN,
      }),
      APP_READY_MARK,
    );
    expect(vitals).toBeGreaterThan(ready);
  });
});
