import { type EventCard, eventCards } from "../../app/catalogue/events.ts";
import { catalogue, today } from "../catalogue.ts";
import { expect, test } from "./fixtures.ts";

// The author's events as a browser shows them, from whatever the content holds: the start on
// the visitor's own clock, and the events seen on a day after the last of them, as a page
// built weeks ago is seen. What the build wrote (the lists, the calendar files, the JSON-LD,
// the home page's and the books' events) is read in tests/build-output/events-and-feeds.test.ts;
// axe reads the events page with the other page types (page-types.spec.ts).

const cards = eventCards(catalogue);
const titles = (events: readonly EventCard[]) => events.map((event) => event.title);

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
