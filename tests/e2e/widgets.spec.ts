import { newestFirst, seriesBooks } from "../../app/catalogue/queries.ts";
import { allTrailers, newestTrailers } from "../../app/catalogue/trailers.ts";
import { isVideoId } from "../../app/content/validators.ts";
import { APP_READY_MARK } from "../../app/lib/app-ready.ts";
import { catalogue, someBook, today, visible } from "./catalogue.ts";
import { expect, type Page, test } from "./fixtures.ts";

// The video player is outside this machine's reach; answer its requests with an empty page.
test.beforeEach(async ({ page }) => {
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>player</title>" }),
  );
});

const home = newestTrailers(catalogue);

test("a trailer opens in the lightbox with the privacy-enhanced player, captioned", async ({
  page,
}) => {
  const first = home.find((trailer) => isVideoId(trailer.trailerUrl));
  test.skip(!first, "no trailer on the home page plays in the lightbox");
  if (!first) return;
  await page.goto("/");
  const thumbnail = page.getByRole("button", { name: `Play the trailer for ${first.title}` });
  await thumbnail.click();
  const dialog = page.getByRole("dialog", { name: "Trailer player" });
  await expect(dialog).toBeVisible();
  const player = dialog.locator(`iframe[title="Trailer: ${first.title}"]`);
  await expect(player).toHaveAttribute(
    "src",
    `https://www.youtube-nocookie.com/embed/${first.trailerUrl}?autoplay=1`,
  );
  await expect(dialog.getByText(first.title, { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(thumbnail).toBeFocused();
});

test("arrow keys move through the trailers in view", async ({ page }) => {
  const videos = allTrailers(catalogue).filter((trailer) => isVideoId(trailer.trailerUrl));
  test.skip(videos.length < 2, "fewer than two trailers play in the lightbox");
  await page.goto("/trailers/all");
  const playable = page.getByRole("button", { name: /^Play the trailer for / });
  const names = (await playable.allTextContents()).map((t) =>
    t.replace("Play the trailer for ", ""),
  );
  await playable.first().click();
  const dialog = page.getByRole("dialog", { name: "Trailer player" });
  await expect(dialog.locator(`iframe[title="Trailer: ${names[0]}"]`)).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.locator(`iframe[title="Trailer: ${names[1]}"]`)).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(dialog.locator(`iframe[title="Trailer: ${names[0]}"]`)).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});

test("a trailer given as a full link opens in a new tab instead", async ({ page }) => {
  const linked = allTrailers(catalogue).find((trailer) => !isVideoId(trailer.trailerUrl));
  test.skip(!linked, "no trailer is given as a full link");
  await page.goto("/trailers/all");
  const link = page.getByRole("link", { name: `Watch the trailer for ${linked?.title}` });
  await expect(link).toHaveAttribute("href", linked?.trailerUrl ?? "");
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
});

test("failed trailer images show their error texts", async ({ page }) => {
  test.skip(
    !allTrailers(catalogue).some((trailer) => isVideoId(trailer.trailerUrl)),
    "no trailer plays in the lightbox",
  );
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

async function openChat(page: Page) {
  await page.getByRole("button", { name: "Chat with the book assistant" }).click();
  const chat = page.getByRole("dialog", { name: "Book assistant" });
  await expect(chat).toBeVisible();
  return chat;
}

async function say(page: Page, message: string) {
  const chat = page.getByRole("dialog", { name: "Book assistant" });
  await chat.getByRole("textbox", { name: "Your message" }).fill(message);
  await chat.getByRole("button", { name: "Send" }).click();
}

/** Sends a message and waits for it and the reply to be in the log, so each answer is read
 * from its own message and a lost message says so. */
async function ask(page: Page, message: string) {
  const messages = page
    .getByRole("dialog", { name: "Book assistant" })
    .getByRole("log")
    .getByRole("listitem");
  const before = await messages.count();
  await say(page, message);
  await expect(messages.nth(before), "the visitor's message").toHaveText(`You: ${message}`);
  await expect(messages, "the assistant's reply").toHaveCount(before + 2);
}

test("the chat opens with the greeting, closes with Escape and returns focus", async ({ page }) => {
  await page.goto(someBook ? `/book/${someBook.id}` : "/");
  const button = page.getByRole("button", { name: "Chat with the book assistant" });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  const chat = await openChat(page);
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(chat.getByRole("log")).toContainText(
    `Hello there! I'm your friendly neighborhood Book Assistant! Ask me about any of ${catalogue.site.author.name}'s books!`,
  );
  await expect(chat.getByRole("textbox", { name: "Your message" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(chat).toBeHidden();
  await expect(button).toBeFocused();
});

test("the chat has Chat and Instant Answers tabs with seven questions", async ({ page }) => {
  await page.goto("/");
  const chat = await openChat(page);
  const tabs = chat.getByRole("tab");
  await expect(tabs).toHaveText(["Chat", "Instant Answers"]);
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  await tabs.first().focus();
  await page.keyboard.press("ArrowRight");
  await expect(chat.getByRole("tab", { name: "Instant Answers" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(chat.getByRole("tab", { name: "Instant Answers" })).toBeFocused();
  const questions = chat.getByRole("tabpanel").getByRole("button");
  await expect(questions).toHaveText(catalogue.site.assistant.questions);
  await expect(questions).toHaveCount(7);

  await questions.filter({ hasText: "What is your newest book?" }).click();
  await expect(chat.getByRole("tab", { name: "Chat" })).toHaveAttribute("aria-selected", "true");
  await expect(chat.getByRole("log")).toContainText("What is your newest book?");
  const latest = newestFirst(visible).find((book) => book.pubDate <= today);
  if (latest)
    await expect(chat.getByRole("log")).toContainText(`The latest release is ${latest.title}`);
});

test("a blank message is not sent, and a reply comes after 600 ms with a typing indicator", async ({
  page,
}) => {
  await page.clock.install({ time: new Date("2026-01-01T10:00:00") });
  await page.goto("/");
  const chat = await openChat(page);
  await page.clock.pauseAt(new Date("2026-01-01T10:01:00"));
  const log = chat.getByRole("log");
  await say(page, "   ");
  await expect(log.getByRole("listitem")).toHaveCount(1);

  await say(page, "Where can I buy your books?");
  await expect(log.getByRole("listitem")).toHaveCount(2);
  await expect(chat.getByRole("status")).toHaveText("The assistant is typing");
  await page.clock.runFor(550);
  await expect(log.getByRole("listitem")).toHaveCount(2);
  await page.clock.runFor(100);
  await expect(log.getByRole("listitem")).toHaveCount(3);
  await expect(chat.getByRole("status")).toHaveCount(0);
  await expect(log.getByRole("listitem").last()).toContainText("Buy the book button");
});

test("keyword answers, the fallback, and a title match that links to its book", async ({
  page,
}) => {
  await page.goto("/");
  const chat = await openChat(page);
  const last = chat.getByRole("log").getByRole("listitem").last();

  await ask(page, "What genres do you write?");
  for (const series of catalogue.series) {
    const count = seriesBooks(catalogue.books, series.id).length;
    if (count > 0) await expect(last).toContainText(`${series.title} (${count} books)`);
  }
  const [profile] = catalogue.site.social;
  if (profile) {
    await ask(page, "Are you on social media?");
    await expect(last.getByRole("link", { name: profile.label })).toHaveAttribute(
      "href",
      profile.url,
    );
  }
  if (visible.some((book) => book.audioId !== "")) {
    await ask(page, "Is there an audiobook?");
    await expect(last).toContainText("have audiobooks");
  }
  await ask(page, "Do you like pizza?");
  await expect(last).toHaveText(
    /^Assistant: I'm not sure about that\. You can ask me about specific books, the latest releases, or where to buy the books/,
  );

  test.skip(!someBook, "the catalogue has no visible book to ask about");
  if (!someBook) return;
  await ask(page, `tell me about ${someBook.title.toLowerCase()}`);
  const link = last.getByRole("link", { name: someBook.title });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(`/book/${someBook.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(someBook.title);
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

test("on the search page, web vitals load only once the results are shown", async ({ page }) => {
  // The parts of the index arrive late, as on a slow connection: the page has long loaded.
  await page.route(/\/search-[0-9a-f]+\/(words|books)-\d+\.json$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fallback();
  });
  const metrics: string[] = [];
  page.on("console", (message) => {
    if (message.text().startsWith("[web-vitals]")) metrics.push(message.text());
  });
  await page.goto("/search/zzzzqqq");
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
  expect(ready).toBeGreaterThan(1500);
  expect(vitals).toBeGreaterThan(ready);
});
