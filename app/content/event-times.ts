import { formatLongDate, type IsoDay, isoDay, MONTHS } from "./dates.ts";

/**
 * An event's times as its author writes them: a wall-clock time (`2026-12-05 19:00`) in a
 * named time zone (`America/Chicago`), the way a bookshop announces a signing. The moment it
 * stands for is worked out with the time zone rules the runtime's Intl carries, so summer time
 * is taken into account on the event's own day.
 */

/** A wall-clock time as `YYYY-MM-DDTHH:MM`: such times compare with `<`, as days do. */
export type LocalTime = string;

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::00)?$/;

/** Reads `2026-12-05 19:00` (or with a T, or with :00 seconds); `null` when it is no real time. */
export function parseLocalTime(text: string): LocalTime | null {
  const match = LOCAL_TIME.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour = "", minute = ""] = match;
  const date = isoDay(Number(year), Number(month), Number(day));
  return date !== null && Number(hour) < 24 && Number(minute) < 60
    ? `${date}T${hour}:${minute}`
    : null;
}

/** The calendar day of a wall-clock time. */
export const dayOf = (time: LocalTime): IsoDay => time.slice(0, 10);

/** Whether the runtime knows a time zone by this IANA name (`Europe/London`, `UTC`). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][\w+-]*(?:\/[\w+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The IANA names of the time zones the runtime knows, for a guess at a misspelt one. */
export function knownTimeZones(): string[] {
  return typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
}

const wallClock = new Map<string, Intl.DateTimeFormat>();

/** How far a zone's clocks are ahead of UTC at a moment, in milliseconds. */
export function zoneOffset(moment: number, timeZone: string): number {
  let format = wallClock.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    wallClock.set(timeZone, format);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(format.formatToParts(moment).find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return asUtc - (moment - (((moment % 1000) + 1000) % 1000));
}

/**
 * The moment a wall-clock time in a zone stands for. Where the clocks go back and the time
 * comes twice, it is the first; where they go forward and skip it, it is read with the offset
 * from before the change (02:30 becomes 03:30), as RFC 5545 reads such a time.
 */
export function instantOf(time: LocalTime, timeZone: string): Date {
  const wall = Date.parse(`${time}:00Z`);
  const DAY = 86_400_000;
  // Summer time changes at most once in a day, so the offsets a day either side are the
  // only ones the time can have.
  const before = zoneOffset(wall - DAY, timeZone);
  const after = zoneOffset(wall + DAY, timeZone);
  const fits = [wall - before, wall - after].filter(
    (moment) => moment + zoneOffset(moment, timeZone) === wall,
  );
  return new Date(fits.length > 0 ? Math.min(...fits) : wall - before);
}

/** The moment as ISO 8601 with the zone's offset that day, as schema.org wants a start. */
export function isoWithOffset(time: LocalTime, timeZone: string): string {
  const offset = zoneOffset(instantOf(time, timeZone).getTime(), timeZone) / 60_000;
  const sign = offset < 0 ? "-" : "+";
  const pad = (n: number) => String(Math.floor(n)).padStart(2, "0");
  return `${time}:00${sign}${pad(Math.abs(offset) / 60)}:${pad(Math.abs(offset) % 60)}`;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** `19:00` as `7:00 PM`, `00:30` as `12:30 AM`. */
export function clockTime(time: LocalTime): string {
  const hour = Number(time.slice(11, 13));
  const minute = time.slice(14, 16);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? "AM" : "PM"}`;
}

/** `2026-12-05T19:00` as `Saturday, December 5, 2026`. */
export function longDay(time: LocalTime): string {
  const weekday = WEEKDAYS[new Date(`${dayOf(time)}T00:00:00Z`).getUTCDay()];
  return `${weekday}, ${formatLongDate(dayOf(time))}`;
}

/** The zone's name on that day, such as `Central Standard Time` (English, as the site is). */
export function zoneName(time: LocalTime, timeZone: string): string {
  const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "long" })
    .formatToParts(instantOf(time, timeZone))
    .find((part) => part.type === "timeZoneName")?.value;
  return name ?? timeZone;
}

/**
 * When an event takes place, in its own zone: `Saturday, December 5, 2026, 7:00 PM to 9:00 PM`,
 * with the end's day when it ends on another day.
 */
export function eventWhen(start: LocalTime, end?: LocalTime): string {
  const from = `${longDay(start)}, ${clockTime(start)}`;
  if (end === undefined) return from;
  return dayOf(end) === dayOf(start)
    ? `${from} to ${clockTime(end)}`
    : `${from} to ${longDay(end)}, ${clockTime(end)}`;
}

/** A UTC offset in minutes as a zone's short name: `GMT+1`, `GMT-5`, `GMT+5:30`, `GMT`. */
export function gmtName(offset: number): string {
  if (offset === 0) return "GMT";
  const minutes = Math.abs(offset) % 60;
  const hours = (Math.abs(offset) - minutes) / 60;
  return `GMT${offset < 0 ? "-" : "+"}${hours}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""}`;
}

/**
 * When an event starts on the visitor's own clock (`Sun, Dec 6, 2:00 AM GMT+1`, short enough
 * for one line of an event's card on a phone), given the offsets from UTC (in minutes) of the
 * event's clock and of the visitor's at that moment; `null` where their clock reads as the
 * event's does then. Worked out with Date alone: the browser's Intl costs a phone a long task
 * the first time a page uses it (about 200 ms at a quarter of this machine's speed).
 */
export function visitorTime(
  startsAt: string,
  eventOffset: number,
  visitorOffset: number,
): string | null {
  if (visitorOffset === eventOffset) return null;
  const clock = new Date(Date.parse(startsAt) + visitorOffset * 60_000);
  const local: LocalTime = clock.toISOString().slice(0, 16);
  // Short names are the first three letters in English: Sun, Dec.
  const weekday = WEEKDAYS[clock.getUTCDay()]?.slice(0, 3);
  const month = MONTHS[clock.getUTCMonth()]?.slice(0, 3);
  const day = `${weekday}, ${month} ${clock.getUTCDate()}`;
  return `${day}, ${clockTime(local)} ${gmtName(visitorOffset)}`;
}
