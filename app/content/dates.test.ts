import { expect, test } from "vitest";
import { formatLongDate, parseDay, parseIsoDay, parseLongDate, toIsoDay, yearOf } from "./dates.ts";

test("publication dates are read as written on the book", () => {
  expect(parseLongDate("December 4, 2021")).toBe("2021-12-04");
  expect(parseLongDate("March 3, 2026")).toBe("2026-03-03");
});

test("impossible or oddly written publication dates are refused", () => {
  expect(parseLongDate("February 30, 2024")).toBeNull();
  expect(parseLongDate("Decembr 4, 2021")).toBeNull();
  expect(parseLongDate("2021-12-04")).toBeNull();
  expect(parseLongDate("")).toBeNull();
});

test("ISO days are checked to be real days", () => {
  expect(parseIsoDay("2025-02-09")).toBe("2025-02-09");
  expect(parseIsoDay("2025-02-29")).toBeNull();
  expect(parseIsoDay("9 Feb 2025")).toBeNull();
});

test("a moment becomes the visitor's calendar day", () => {
  expect(toIsoDay(new Date(2026, 2, 3, 23, 59))).toBe("2026-03-03");
  expect(toIsoDay(new Date(2026, 0, 1, 0, 0))).toBe("2026-01-01");
});

test("days format back to the long form and give their year", () => {
  expect(formatLongDate("2021-12-04")).toBe("December 4, 2021");
  expect(yearOf("2026-11-22")).toBe(2026);
});

test("a content date is an ISO date (a time after it is allowed), the long form, or a Date", () => {
  expect(parseDay("2025-09-16")).toBe("2025-09-16");
  expect(parseDay("December 4, 2021")).toBe("2021-12-04");
  // The day as written, whatever the time zone of the time after it.
  expect(parseDay("2025-09-16T23:30:00-05:00")).toBe("2025-09-16");
  expect(parseDay("2025-09-16 08:00:00Z")).toBe("2025-09-16");
  expect(parseDay("2025-09-16t08:00")).toBe("2025-09-16");
  expect(parseDay(new Date("2025-09-16T00:00:00Z"))).toBe("2025-09-16");
  for (const bad of [
    "2025-02-30",
    "2025-9-16",
    "16/09/2025",
    "Sept 16, 2025",
    "2025-09-16T25",
    "",
  ]) {
    expect(parseDay(bad), bad).toBeNull();
  }
  expect(parseDay(new Date(Number.NaN))).toBeNull();
});
