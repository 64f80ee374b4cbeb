import { describe, expect, test } from "vitest";
import { visitorClock } from "../i18n/times.ts";
import {
  gmtName,
  instantOf,
  isoWithOffset,
  isTimeZone,
  parseLocalTime,
  visitorTime,
  zoneOffset,
} from "./event-times.ts";

describe("an event's wall-clock time", () => {
  test("is read with a space or a T, and with :00 seconds", () => {
    expect(parseLocalTime("2026-12-05 19:00")).toBe("2026-12-05T19:00");
    expect(parseLocalTime("2026-12-05T07:30")).toBe("2026-12-05T07:30");
    expect(parseLocalTime(" 2026-12-05 19:00:00 ")).toBe("2026-12-05T19:00");
  });

  test("is refused when it is no real time, or carries an offset of its own", () => {
    for (const text of [
      "2026-02-30 19:00",
      "2026-12-05 24:00",
      "2026-12-05 19:60",
      "2026-12-05",
      "7pm",
      "2026-12-05T19:00-06:00",
      "2026-12-05T19:00Z",
    ]) {
      expect(parseLocalTime(text), text).toBeNull();
    }
  });
});

describe("time zones", () => {
  test("are known by their IANA names", () => {
    expect(isTimeZone("America/Chicago")).toBe(true);
    expect(isTimeZone("Europe/London")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("America/Chicgo")).toBe(false);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });

  test("give the moment of a wall-clock time, with summer time on the day", () => {
    expect(instantOf("2026-12-05T19:00", "America/Chicago").toISOString()).toBe(
      "2026-12-06T01:00:00.000Z",
    );
    expect(instantOf("2026-07-05T19:00", "America/Chicago").toISOString()).toBe(
      "2026-07-06T00:00:00.000Z",
    );
    expect(instantOf("2026-07-05T19:00", "Europe/London").toISOString()).toBe(
      "2026-07-05T18:00:00.000Z",
    );
    expect(instantOf("2026-07-05T19:00", "Asia/Kolkata").toISOString()).toBe(
      "2026-07-05T13:30:00.000Z",
    );
    expect(instantOf("2026-07-05T19:00", "UTC").toISOString()).toBe("2026-07-05T19:00:00.000Z");
  });

  test("read a time skipped by summer time with the offset before, and a repeated one as the first", () => {
    // Chicago's clocks go from 02:00 to 03:00 on March 8, 2026, and back from 02:00 to 01:00 on
    // November 1; Berlin's at 02:00 on March 29 and 03:00 on October 25.
    expect(instantOf("2026-03-08T02:30", "America/Chicago").toISOString()).toBe(
      "2026-03-08T08:30:00.000Z",
    );
    expect(instantOf("2026-03-29T02:30", "Europe/Berlin").toISOString()).toBe(
      "2026-03-29T01:30:00.000Z",
    );
    expect(instantOf("2026-11-01T01:30", "America/Chicago").toISOString()).toBe(
      "2026-11-01T06:30:00.000Z",
    );
    expect(instantOf("2026-10-25T02:30", "Europe/Berlin").toISOString()).toBe(
      "2026-10-25T00:30:00.000Z",
    );
  });

  test("give ISO 8601 times with the offset of the day", () => {
    expect(isoWithOffset("2026-12-05T19:00", "America/Chicago")).toBe("2026-12-05T19:00:00-06:00");
    expect(isoWithOffset("2026-07-05T19:00", "America/Chicago")).toBe("2026-07-05T19:00:00-05:00");
    expect(isoWithOffset("2026-07-05T19:00", "Asia/Kolkata")).toBe("2026-07-05T19:00:00+05:30");
    expect(isoWithOffset("2026-07-05T19:00", "America/St_Johns")).toBe("2026-07-05T19:00:00-02:30");
    expect(isoWithOffset("2026-07-05T19:00", "UTC")).toBe("2026-07-05T19:00:00+00:00");
  });
});

test("a visitor elsewhere sees the start on their own clock, and one on the same clock does not", () => {
  // 7:00 PM in Chicago in December (UTC-6). The offsets are written out rather than looked up
  // by zone, so that a change to a zone's rules in a newer Node's time-zone data (Manitoba kept
  // daylight time in 2026e) cannot change what this test means.
  const startsAt = "2026-12-06T01:00:00.000Z";
  const chicago = -360;
  const english = visitorClock("en");
  expect(visitorTime(startsAt, chicago, 60, english)).toBe("Sun, Dec 6, 2:00 AM GMT+1");
  expect(visitorTime(startsAt, chicago, 330, english)).toBe("Sun, Dec 6, 6:30 AM GMT+5:30");
  expect(visitorTime(startsAt, chicago, -660, english)).toBe("Sat, Dec 5, 2:00 PM GMT-11");
  expect(visitorTime(startsAt, chicago, -300, english)).toBe("Sat, Dec 5, 8:00 PM GMT-5");
  expect(visitorTime(startsAt, chicago, 0, english)).toBe("Sun, Dec 6, 1:00 AM GMT");
  expect(visitorTime(startsAt, chicago, chicago, english)).toBeNull();
});

test("a visitor's time reads as the site's language writes it: its names, its clock, its UTC", () => {
  const startsAt = "2026-12-06T01:00:00.000Z";
  expect(visitorTime(startsAt, -360, 60, visitorClock("de"))).toBe("So., 6. Dez., 02:00 GMT+1");
  expect(visitorTime(startsAt, -360, -300, visitorClock("fr"))).toBe("sam. 5 déc., 20:00 UTC−5");
  expect(visitorTime(startsAt, -360, 0, visitorClock("fr"))).toBe("dim. 6 déc., 01:00 UTC");
  expect(visitorTime(startsAt, -360, 60, visitorClock("es"))).toBe("dom, 6 dic, 2:00 GMT+1");
  expect(visitorTime("2026-12-05T23:30:00.000Z", 0, -60, visitorClock("en"))).toBe(
    "Sat, Dec 5, 10:30 PM GMT-1",
  );
  expect(visitorTime("2026-12-06T00:30:00.000Z", 60, 0, visitorClock("en"))).toBe(
    "Sun, Dec 6, 12:30 AM GMT",
  );
});

test("a visitor's time is the same as Intl's for the zone, the zone's name given as GMT and its offset", () => {
  const startsAt = instantOf("2027-07-04T09:15", "Europe/London").toISOString();
  const moment = Date.parse(startsAt);
  for (const language of ["en", "de", "fr", "es"]) {
    for (const zone of ["Pacific/Kiritimati", "America/St_Johns", "Asia/Tokyo", "America/Denver"]) {
      const intl = new Intl.DateTimeFormat(language, {
        timeZone: zone,
        weekday: "short",
        month: "short",
        day: "numeric",
        hour: "numeric",
        minute: "2-digit",
        timeZoneName: "shortOffset",
      })
        .format(moment)
        .replace(/\s/g, " ");
      const offset = zoneOffset(moment, zone) / 60_000;
      expect(visitorTime(startsAt, 60, offset, visitorClock(language)), zone).toBe(intl);
    }
  }
});

test("an offset from UTC is named with the language's name of UTC and minus sign", () => {
  expect(gmtName(-150)).toBe("GMT-2:30");
  expect(gmtName(0)).toBe("GMT");
  expect(gmtName(-300, { utc: "UTC", minus: "\u2212" })).toBe("UTC\u22125");
});
