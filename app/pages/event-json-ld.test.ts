import jsonld from "jsonld";
import { describe, expect, test } from "vitest";
import { eventsCatalogue } from "../content/fixtures.test-helper.ts";
import { attendanceMode, eventJsonLd } from "./event-json-ld.ts";

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
