import { describe, expect, test } from "vitest";
import {
  bookFile,
  catalogue,
  eventFile,
  eventsCatalogue,
  issuesOf,
} from "../schema/fixtures.test-helper.ts";
import { bookEvents, eventCards, splitEvents } from "./events.ts";

const { events } = eventsCatalogue();

describe("events", () => {
  test("are upcoming until their last day is over, soonest first; the past, latest first", () => {
    const cards = eventCards(events);
    const ids = (list: { id: string }[]) => list.map((e) => e.id);
    expect(ids(splitEvents(cards, "2026-11-22").upcoming)).toEqual([
      "festival",
      "stream",
      "signing",
    ]);
    expect(ids(splitEvents(cards, "2026-11-23").upcoming)).toEqual(["stream", "signing"]);
    expect(ids(splitEvents(cards, "2026-12-05").upcoming)).toEqual(["signing"]);
    expect(ids(splitEvents(cards, "2026-12-06").past)).toEqual(["signing", "stream", "festival"]);
  });

  test("show their time on their own clock, its zone, and link only visible books", () => {
    const signing = eventCards(events).find((e) => e.id === "signing");
    expect(signing).toMatchObject({
      when: "Saturday, December 5, 2026, 7:00 PM to 9:00 PM",
      zone: "Central Standard Time",
      startsAt: "2026-12-06T01:00:00.000Z",
      endsAt: "2026-12-06T03:00:00.000Z",
      lastDay: "2026-12-05",
      books: [{ id: "one", title: "Book one" }],
      calendar: "/events/signing/calendar.ics",
    });
    expect(bookEvents(eventCards(events), "two").map((e) => e.id)).toEqual(["stream"]);
    expect(bookEvents(eventCards(events), "secret")).toEqual([]);
  });
});

describe("content mistakes in an event", () => {
  const books = [bookFile("one"), bookFile("two")];
  const refused = (fields: string) =>
    issuesOf(() => catalogue({ books, events: [eventFile("launch", fields)] }));

  test("an end before the start", () => {
    expect(refused("end: 2026-12-05 18:00\n")).toEqual([
      "content/events/launch.md, line 9: end is '2026-12-05 18:00', which is not after the start (2026-12-05 19:00): write when the event ends, after it starts",
    ]);
  });

  test("an unknown time zone, with the one meant", () => {
    expect(refused("timeZone: America/Chicgo\n")).toEqual([
      "content/events/launch.md, line 8: timeZone is 'America/Chicgo': write the time zone's IANA name, such as America/Chicago, Europe/London or UTC (did you mean America/Chicago?)",
    ]);
  });

  test("an unknown book", () => {
    expect(refused("books: [on]\n")).toEqual([
      "content/events/launch.md, line 9: item 1 of books is 'on', which is not a book: did you mean one?",
    ]);
  });

  test("a time that is none, and neither a place nor a link", () => {
    expect(refused("start: next Friday\n")).toEqual([
      "content/events/launch.md, line 8: start is 'next Friday': write the start as a date and a 24-hour time, such as 2026-12-05 19:00",
    ]);
    expect(refused("online:\n")).toEqual([
      "content/events/launch.md, line 1: the event has no place and no online link: write place: (with venue: and address:) or online: with its https:// address, or both",
    ]);
  });
});
