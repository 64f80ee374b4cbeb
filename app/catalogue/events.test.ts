import ICAL from "ical.js";
import jsonld from "jsonld";
import { describe, expect, test } from "vitest";
import { bookFile, catalogue, eventFile, issuesOf } from "../content/fixtures.test-helper.ts";
import { eventCalendar } from "../pages/calendars.ts";
import { attendanceMode, eventJsonLd } from "../pages/event-json-ld.ts";
import { bookEvents, eventCards, splitEvents } from "./events.ts";

const books = [bookFile("one"), bookFile("two"), bookFile("secret", "hidden: true\n")];
const events = catalogue({
  books,
  events: [
    eventFile("signing", "end: 2026-12-05 21:00\nbooks: [one, secret]\n"),
    eventFile(
      "stream",
      "start: 2026-12-01 12:00\ntimeZone: Europe/London\nonline: https://video.example/live\nbooks: [two]\n",
    ),
    eventFile(
      "festival",
      "start: 2026-11-20 10:00\nend: 2026-11-22 16:00\ntimeZone: Europe/Paris\nonline: https://fest.example/live\n",
    ),
  ],
});
const byId = (id: string) => {
  const event = events.events.find((e) => e.id === id);
  if (!event) throw new Error(`no event ${id}`);
  return event;
};

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

  test("say how a visitor attends", () => {
    expect(attendanceMode(byId("signing"))).toBe("https://schema.org/OfflineEventAttendanceMode");
    expect(attendanceMode(byId("stream"))).toBe("https://schema.org/OnlineEventAttendanceMode");
    expect(attendanceMode({ ...byId("signing"), online: "https://v.example" })).toBe(
      "https://schema.org/MixedEventAttendanceMode",
    );
  });
});

describe("content mistakes in an event", () => {
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

describe("an event's calendar file, read by ical.js", () => {
  const parse = (text: string) => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    const [vevent] = calendar.getAllSubcomponents("vevent");
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(1);
    if (!vevent) throw new Error("no event");
    return { calendar, vevent, event: new ICAL.Event(vevent) };
  };

  test("has the moments of its start and end, its place and its page", () => {
    const { calendar, event } = parse(eventCalendar(byId("signing"), events, "2026-11-27"));
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
    const { event } = parse(eventCalendar(byId("stream"), events, "2026-11-27"));
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-01T12:00:00.000Z");
    expect(event.location).toBe("https://video.example/live");
    expect(event.description).toContain("Join online: https://video.example/live");
  });
});

describe("an event's JSON-LD, read by a JSON-LD processor", () => {
  // schema.org's context says only that its terms are schema.org's; served here, not fetched.
  const documentLoader = async (url: string) => {
    if (!url.startsWith("https://schema.org")) throw new Error(`no fetching ${url} in tests`);
    return {
      contextUrl: undefined,
      documentUrl: url,
      document: { "@context": { "@vocab": "https://schema.org/" } },
    };
  };
  const S = "https://schema.org/";
  const expand = async (id: string) => {
    const [node] = await jsonld.expand(eventJsonLd(byId(id), events), { documentLoader });
    if (!node) throw new Error("nothing expanded");
    return node as Record<string, { "@value"?: string; "@id"?: string }[] | string[]>;
  };
  const value = (node: Record<string, unknown>, term: string) =>
    (node[`${S}${term}`] as { "@value"?: unknown; "@id"?: string }[] | undefined)?.map(
      (v) => v["@value"] ?? v["@id"] ?? v,
    );

  test("is a schema.org Event with its times, offline place and books", async () => {
    const node = await expand("signing");
    expect(node["@type"]).toEqual([`${S}Event`]);
    expect(value(node, "startDate")).toEqual(["2026-12-05T19:00:00-06:00"]);
    expect(value(node, "endDate")).toEqual(["2026-12-05T21:00:00-06:00"]);
    expect(value(node, "eventAttendanceMode")).toEqual([`${S}OfflineEventAttendanceMode`]);
    const [place] = node[`${S}location`] as unknown as Record<string, unknown>[];
    expect(place?.["@type"]).toEqual([`${S}Place`]);
    expect(value(place ?? {}, "address")).toEqual(["12 Main Street, Springfield, IL"]);
    const featured = node[`${S}workFeatured`] as unknown as Record<string, unknown>[];
    expect(featured.map((book) => value(book, "name"))).toEqual([["Book one"]]);
  });

  test("of an online event has a virtual location", async () => {
    const node = await expand("stream");
    expect(value(node, "eventAttendanceMode")).toEqual([`${S}OnlineEventAttendanceMode`]);
    const [where] = node[`${S}location`] as unknown as Record<string, unknown>[];
    expect(where?.["@type"]).toEqual([`${S}VirtualLocation`]);
    expect(value(where ?? {}, "url")).toEqual(["https://video.example/live"]);
    expect(value(node, "startDate")).toEqual(["2026-12-01T12:00:00+00:00"]);
  });
});
