import ICAL from "ical.js";
import { describe, expect, test, vi } from "vitest";
import { offersReleaseDay } from "../catalogue/queries.ts";
import { bookFile, catalogue, eventsCatalogue } from "../schema/fixtures.test-helper.ts";
import { eventCalendar, releaseCalendar } from "./calendars.ts";
import { pageRoutes, sitePages } from "./site-pages.ts";

// The calendar files are read back with ical.js, an iCalendar (RFC 5545) parser, rather than
// matched as text.

const shelf = catalogue({
  series: [],
  books: [
    bookFile("out", "pubDate: 2024-05-01\n"),
    bookFile("soon", "title: 'Fire, Smoke; and Ash'\npubDate: 2027-03-03\n"),
    bookFile("secret", "pubDate: 2027-04-01\nhidden: true\n"),
  ],
});
const BUILD_DAY = "2026-11-26";
const soon = shelf.books.find((book) => book.id === "soon");

function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  return { calendar, event: new ICAL.Event(events[0]), vevent: events[0] };
}

describe("a coming book's release day as a calendar file", () => {
  test("is one all-day event on its publication day, with its page as the event's URL", () => {
    if (!soon) throw new Error("the fixture has no coming book");
    const text = releaseCalendar(soon, shelf, BUILD_DAY);
    // Lines end in CRLF, as RFC 5545 has them.
    expect(text.split("\r\n").length).toBeGreaterThan(5);
    const { calendar, event, vevent } = parsed(text);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe("2027-03-03");
    // No end: a date's event lasts that day (RFC 5545, 3.6.1).
    expect(vevent?.hasProperty("dtend")).toBe(false);
    expect(event.summary).toBe("Fire, Smoke; and Ash by Test Author is out");
    expect(vevent?.getFirstPropertyValue("url")).toBe("https://example.com/book/soon");
    expect(event.uid).toBe("release-soon@example.com");
    expect(String(vevent?.getFirstPropertyValue("dtstamp"))).toMatch(/^2026-11-26T00:00:00/);
    expect(vevent?.getFirstPropertyValue("transp")).toBe("TRANSPARENT");
  });

  test("is the same day wherever the build runs", () => {
    if (!soon) throw new Error("the fixture has no coming book");
    try {
      for (const tz of ["Pacific/Kiritimati", "America/Los_Angeles", "UTC"]) {
        vi.stubEnv("TZ", tz);
        const { event } = parsed(releaseCalendar(soon, shelf, BUILD_DAY));
        expect(event.startDate.toString(), tz).toBe("2027-03-03");
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });

  test("is made for the visible books still to come on the build day, and only then", () => {
    const calendars = (today?: string) =>
      sitePages(shelf, today === undefined ? {} : { today })
        .filter((page) => page.route === "release-calendar")
        .map((page) => page.path);
    expect(calendars(BUILD_DAY)).toEqual(["/book/soon/release.ics"]);
    // On its day the book is out, and there is nothing to add.
    expect(calendars("2027-03-03")).toEqual([]);
    expect(pageRoutes(sitePages(shelf, { today: "2027-03-03" }))).not.toContain("release-calendar");
    // The sitemap and the alias check ask for pages only.
    expect(calendars()).toEqual([]);
  });

  test("a page offers it while the book is to come for the visitor and was on the build day", () => {
    const book = { pubDate: "2027-03-03", hidden: false };
    expect(offersReleaseDay(book, "2026-12-01", BUILD_DAY)).toBe(true);
    expect(offersReleaseDay(book, "2027-03-03", BUILD_DAY)).toBe(false);
    // A visitor's clock behind the build's: no file was made for a book out on the build day.
    expect(offersReleaseDay({ pubDate: BUILD_DAY, hidden: false }, "2026-11-25", BUILD_DAY)).toBe(
      false,
    );
    // A hidden book's preview: no file is made for it (the build found its link broken).
    expect(offersReleaseDay({ ...book, hidden: true }, "2026-12-01", BUILD_DAY)).toBe(false);
  });
});

describe("an event's calendar file, read by ical.js", () => {
  const { events, byId } = eventsCatalogue();

  test("has the moments of its start and end, its place and its page", () => {
    const { calendar, event } = parsed(eventCalendar(byId("signing"), events, "2026-11-27"));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(event.summary).toBe("Event signing");
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-06T01:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-12-06T03:00:00.000Z");
    expect(event.location).toBe("Main Street Books, 12 Main Street, Springfield, IL");
    expect(event.uid).toBe("event-signing@example.com");
    expect(event.component.getFirstPropertyValue("url")).toBe(
      "https://example.com/events#event-signing",
    );
    expect(event.description).toContain("A reading from signing");
  });

  test("of an online event is where to join", () => {
    const { event } = parsed(eventCalendar(byId("stream"), events, "2026-11-27"));
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-01T12:00:00.000Z");
    expect(event.location).toBe("https://video.example/live");
    expect(event.description).toContain("Join online: https://video.example/live");
  });
});
