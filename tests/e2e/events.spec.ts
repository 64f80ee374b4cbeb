import ICAL from "ical.js";
import {
  type EventCard,
  eventCards,
  HOME_EVENT_COUNT,
  splitEvents,
} from "../../app/catalogue/events.ts";
import { expectNoViolations } from "./axe.ts";
import { catalogue, today } from "./catalogue.ts";
import { expect, type Page, test } from "./fixtures.ts";

// The author's events, read as a visitor reads them, from whatever the content holds: the
// events to come and those past on the day the tests run (the day the site was built for),
// and then on a day after the last of them, as a page built weeks ago is seen.

const cards = eventCards(catalogue);
const { upcoming, past } = splitEvents(cards, today);
const titles = (events: readonly EventCard[]) => events.map((event) => event.title);
const mainMenu = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** The day after every event is over. */
const afterAll = (() => {
  const last =
    cards
      .map((event) => event.lastDay)
      .sort()
      .at(-1) ?? today;
  const day = new Date(`${last}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
})();

test("the events page lists what is to come, soonest first, then what is past, latest first", async ({
  page,
}) => {
  test.setTimeout(120_000); // an axe scan: 20 s and more on a busy two-core machine
  test.skip(cards.length === 0, "the content has no events");
  await page.goto("/");
  // The menu is folded on a phone: its link is there all the same.
  await expect(
    mainMenu(page).getByRole("link", { name: "Events", includeHidden: true }),
  ).toHaveAttribute("href", "/events");
  await page.goto("/events");
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
  const listed = (name: string) =>
    page.getByRole("region", { name }).getByRole("heading", { level: 3 }).allTextContents();
  if (upcoming.length > 0) expect(await listed("Upcoming events")).toEqual(titles(upcoming));
  else await expect(page.getByText("No events are planned just now")).toBeVisible();
  if (past.length > 0) expect(await listed("Past events")).toEqual(titles(past));
  else await expect(page.getByRole("heading", { name: "Past events" })).toHaveCount(0);
  for (const event of cards) {
    const article = page.getByRole("article", { name: event.title });
    await expect(article).toContainText(event.when);
    await expect(article).toContainText(event.zone);
    for (const book of event.books) {
      await expect(article.getByRole("link", { name: book.title, exact: true })).toHaveAttribute(
        "href",
        `/book/${book.id}`,
      );
    }
  }
  await expectNoViolations(page, "the events page");
});

test("each event's calendar file opens in a calendar at the event's moment", async ({
  page,
  request,
}) => {
  test.skip(cards.length === 0, "the content has no events");
  await page.goto("/events");
  for (const event of cards) {
    const link = page
      .getByRole("article", { name: event.title })
      .getByRole("link", { name: /^Add to my calendar/ });
    const href = await link.getAttribute("href");
    const response = await request.get(href ?? "");
    expect(response.headers()["content-type"]).toContain("text/calendar");
    const vevent = new ICAL.Component(ICAL.parse(await response.text())).getFirstSubcomponent(
      "vevent",
    );
    if (!vevent) throw new Error(`${href} has no event`);
    const parsed = new ICAL.Event(vevent);
    expect(parsed.summary).toBe(event.title);
    expect(parsed.startDate.toJSDate().toISOString()).toBe(event.startsAt);
    if (event.endsAt) expect(parsed.endDate.toJSDate().toISOString()).toBe(event.endsAt);
  }
});

test("search engines read each event as a schema.org Event, with how to attend", async ({
  page,
}) => {
  test.skip(cards.length === 0, "the content has no events");
  await page.goto("/events");
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  const events = data.filter((item) => item["@type"] === "Event");
  expect(events.map((event) => event.name).sort()).toEqual(titles(cards).sort());
  for (const event of events) {
    expect(event.eventAttendanceMode).toMatch(
      /^https:\/\/schema\.org\/(Offline|Online|Mixed)EventAttendanceMode$/,
    );
    expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/);
  }
});

test("a visitor elsewhere sees the start on their own clock too; one in the event's zone is told so", async ({
  browser,
  baseURL,
}) => {
  test.skip(cards.length === 0, "the content has no events");
  const [event] = cards;
  if (!event) return;
  const elsewhere =
    event.timeZone === "Pacific/Kiritimati" ? "Pacific/Pago_Pago" : "Pacific/Kiritimati";
  for (const [timezoneId, shown] of [
    [elsewhere, /^Your time: \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2}\s[AP]M GMT[+-]\d{1,2}$/],
    [event.timeZone, /^Your time zone too$/],
  ] as const) {
    const context = await browser.newContext({ baseURL, timezoneId });
    const page = await context.newPage();
    await page.goto("/events");
    await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
    await expect(page.getByRole("article", { name: event.title }).getByText(shown)).toBeVisible();
    await context.close();
  }
});

test("the home page and a book's page show the events to come", async ({ page }) => {
  test.skip(upcoming.length === 0, "the content has no events to come");
  await page.goto("/");
  const section = page.getByRole("region", { name: "Upcoming events" });
  expect(await section.getByRole("heading", { level: 3 }).allTextContents()).toEqual(
    titles(upcoming.slice(0, HOME_EVENT_COUNT)),
  );
  await section.getByRole("link", { name: "All events" }).click();
  await expect(page).toHaveURL(/\/events$/);
  const withBook = upcoming.find((event) => event.books.length > 0);
  test.skip(!withBook, "no event to come is about a visible book");
  const bookId = withBook?.books[0]?.id;
  await page.goto(`/book/${bookId}`);
  const ofBook = upcoming.filter((event) => event.books.some((book) => book.id === bookId));
  expect(
    await page
      .getByRole("region", { name: "Upcoming events" })
      .getByRole("heading", { level: 3 })
      .allTextContents(),
  ).toEqual(titles(ofBook));
});

test("once every event is over, a page built before shows them as past and lists none to come", async ({
  page,
}) => {
  test.skip(cards.length === 0, "the content has no events");
  await page.clock.setFixedTime(new Date(`${afterAll}T12:00:00`));
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Upcoming events" })).toHaveCount(0);
  await page.goto("/events");
  await expect(page.getByText("No events are planned just now")).toBeVisible();
  expect(
    await page
      .getByRole("region", { name: "Past events" })
      .getByRole("heading", { level: 3 })
      .allTextContents(),
  ).toEqual(titles([...cards].reverse()));
  const bookId = cards.find((event) => event.books.length > 0)?.books[0]?.id;
  if (bookId) {
    await page.goto(`/book/${bookId}`);
    await expect(page.getByRole("heading", { name: "Upcoming events" })).toHaveCount(0);
  }
});

test("a site without events shows none of them", async ({ page }) => {
  test.skip(cards.length > 0, "the content has events");
  await page.goto("/");
  await expect(
    mainMenu(page).getByRole("link", { name: "Events", includeHidden: true }),
  ).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Upcoming events" })).toHaveCount(0);
  const response = await page.goto("/events");
  expect(response?.status()).toBe(404);
});
