import { describe, expect, test } from "vitest";
import { eventsCatalogue } from "../schema/fixtures.test-helper.ts";
import { attendanceMode, eventJsonLd, eventsPage } from "./events-page.ts";
import { expand, S, values } from "./json-ld.test-helper.ts";

const { events, byId } = eventsCatalogue();

describe("events", () => {
  test("say how a visitor attends", () => {
    expect(attendanceMode(byId("signing"))).toBe("https://schema.org/OfflineEventAttendanceMode");
    expect(attendanceMode(byId("stream"))).toBe("https://schema.org/OnlineEventAttendanceMode");
    expect(attendanceMode({ ...byId("signing"), online: "https://v.example" })).toBe(
      "https://schema.org/MixedEventAttendanceMode",
    );
  });
});

test("the events page is titled for the author, and says what its events are", () => {
  expect(eventsPage(events).seo).toMatchObject({
    title: "Events | Test Author",
    description:
      "Readings, signings and talks with Test Author, in person and online: when and where, with a calendar file for each.",
  });
});

describe("an event's JSON-LD, read by a JSON-LD processor", () => {
  const expandEvent = async (id: string) => {
    const [node] = await expand(eventJsonLd(byId(id), events));
    if (!node) throw new Error("nothing expanded");
    return node;
  };

  test("is a schema.org Event with its times, offline place and books", async () => {
    const node = await expandEvent("signing");
    expect(node["@type"]).toEqual([`${S}Event`]);
    expect(values(node, "startDate")).toEqual(["2026-12-05T19:00:00-06:00"]);
    expect(values(node, "endDate")).toEqual(["2026-12-05T21:00:00-06:00"]);
    expect(values(node, "eventAttendanceMode")).toEqual([`${S}OfflineEventAttendanceMode`]);
    const [place] = node[`${S}location`] as unknown as Record<string, unknown>[];
    expect(place?.["@type"]).toEqual([`${S}Place`]);
    expect(values(place ?? {}, "address")).toEqual(["12 Main Street, Springfield, IL"]);
    const featured = node[`${S}workFeatured`] as unknown as Record<string, unknown>[];
    expect(featured.map((book) => values(book, "name"))).toEqual([["Book one"]]);
  });

  test("of an online event has a virtual location", async () => {
    const node = await expandEvent("stream");
    expect(values(node, "eventAttendanceMode")).toEqual([`${S}OnlineEventAttendanceMode`]);
    const [where] = node[`${S}location`] as unknown as Record<string, unknown>[];
    expect(where?.["@type"]).toEqual([`${S}VirtualLocation`]);
    expect(values(where ?? {}, "url")).toEqual(["https://video.example/live"]);
    expect(values(node, "startDate")).toEqual(["2026-12-01T12:00:00+00:00"]);
  });
});
