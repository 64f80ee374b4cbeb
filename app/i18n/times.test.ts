import { expect, test } from "vitest";
import { clockTime, dayInFull, visitorClock, zoneName } from "./times.ts";

test("a day in full with its weekday, as each language writes it", () => {
  expect(dayInFull("2026-12-05", "en")).toBe("Saturday, December 5, 2026");
  expect(dayInFull("2026-12-05", "de")).toBe("Samstag, 5. Dezember 2026");
  expect(dayInFull("2026-12-05", "fr")).toBe("samedi 5 décembre 2026");
  expect(dayInFull("2026-12-05", "es")).toBe("sábado, 5 de diciembre de 2026");
  expect(dayInFull("2026-12-05", "he")).toBe("יום שבת, 5 בדצמבר 2026");
});

test("a clock time on the language's clock: twelve hours in English, 24 in German", () => {
  expect(clockTime("19:00", "en")).toBe("7:00 PM");
  expect(clockTime("00:15", "en")).toBe("12:15 AM");
  expect(clockTime("12:00", "en")).toBe("12:00 PM");
  expect(clockTime("19:00", "de")).toBe("19:00");
  expect(clockTime("00:15", "de")).toBe("00:15");
});

test("a time zone's name on a day, in summer and winter", () => {
  const december = new Date("2026-12-06T01:00:00Z");
  const july = new Date("2026-07-06T00:00:00Z");
  expect(zoneName(december, "America/Chicago", "en")).toBe("Central Standard Time");
  expect(zoneName(july, "America/Chicago", "en")).toBe("Central Daylight Time");
  expect(zoneName(december, "America/Chicago", "de")).toBe("Nordamerikanische Zentral-Normalzeit");
  expect(zoneName(july, "Europe/Berlin", "fr")).toBe("heure d’été d’Europe centrale");
});

test("the visitor's clock: the language's order, short names, hours and name of UTC", () => {
  expect(visitorClock("en")).toEqual({
    pattern: "{weekday}, {month} {day}, {hour}:{minute} {dayPeriod} {timeZoneName}",
    weekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
    months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
    hourCycle: "h12",
    hourDigits: 1,
    dayPeriods: ["AM", "PM"],
    utc: "GMT",
    minus: "-",
  });
  expect(visitorClock("de")).toEqual({
    pattern: "{weekday}, {day}. {month}, {hour}:{minute} {timeZoneName}",
    weekdays: ["So.", "Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa."],
    months: [
      "Jan.",
      "Feb.",
      "März",
      "Apr.",
      "Mai",
      "Juni",
      "Juli",
      "Aug.",
      "Sept.",
      "Okt.",
      "Nov.",
      "Dez.",
    ],
    hourCycle: "h23",
    hourDigits: 2,
    dayPeriods: ["", ""],
    utc: "GMT",
    minus: "-",
  });
  expect(visitorClock("fr")).toMatchObject({ utc: "UTC", minus: "\u2212" });
  // One object per language, which every event card of a page shares.
  expect(visitorClock("en")).toBe(visitorClock("en"));
});
