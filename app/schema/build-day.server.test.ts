import { expect, test } from "vitest";
import { buildDay } from "./build-day.server.ts";

const now = new Date(2026, 10, 23, 15, 0);

test("the build day is today unless BUILD_DAY names another", () => {
  expect(buildDay(undefined, now)).toBe("2026-11-23");
  expect(buildDay("", now)).toBe("2026-11-23");
  expect(buildDay("2025-12-01", now)).toBe("2025-12-01");
});

test("a BUILD_DAY that is no real day stops the build with the value named", () => {
  expect(() => buildDay("2025-02-30", now)).toThrow('not "2025-02-30"');
  expect(() => buildDay("tomorrow", now)).toThrow("YYYY-MM-DD");
});
