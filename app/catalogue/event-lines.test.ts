import { expect, test } from "vitest";
import { eventWhen, eventZone } from "./event-lines.ts";

test("an event's times read in words, with the end's day when it ends on another", () => {
  expect(eventWhen("2026-12-05T19:00")).toBe("Saturday, December 5, 2026, 7:00 PM");
  expect(eventWhen("2026-12-05T19:00", "2026-12-05T21:30")).toBe(
    "Saturday, December 5, 2026, 7:00 PM to 9:30 PM",
  );
  expect(eventWhen("2026-12-05T00:15", "2026-12-06T12:00")).toBe(
    "Saturday, December 5, 2026, 12:15 AM to Sunday, December 6, 2026, 12:00 PM",
  );
});

test("an event's zone is named as on its day", () => {
  expect(eventZone("2026-12-05T19:00", "America/Chicago")).toBe("Central Standard Time");
  expect(eventZone("2026-07-05T19:00", "America/Chicago")).toBe("Central Daylight Time");
});
