import type { VisitorClock } from "../i18n/times.ts";
import { type IsoDay, isoDay } from "./dates.ts";

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

/**
 * A UTC offset in minutes as a zone's short name, `GMT+1`, `GMT-5`, `GMT+5:30`, `GMT`, with
 * the language's name of UTC and minus sign (`UTC−5` in French).
 */
export function gmtName(
  offset: number,
  { utc, minus }: Pick<VisitorClock, "utc" | "minus"> = { utc: "GMT", minus: "-" },
): string {
  if (offset === 0) return utc;
  const minutes = Math.abs(offset) % 60;
  const hours = (Math.abs(offset) - minutes) / 60;
  return `${utc}${offset < 0 ? minus : "+"}${hours}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""}`;
}

/** An hour of the day (0 to 23) as the language's clock counts it: 1 to 12, 0 to 23... */
function clockHour(hours: number, cycle: VisitorClock["hourCycle"]): number {
  const hour = cycle === "h11" || cycle === "h12" ? hours % 12 : hours;
  if (hour !== 0) return hour;
  return cycle === "h12" ? 12 : cycle === "h24" ? 24 : 0;
}

/**
 * When an event starts on the visitor's own clock, as the site's language writes it with the
 * build's `clock` (`Sun, Dec 6, 2:00 AM GMT+1`, short enough for one line of an event's card on
 * a phone), given the offsets from UTC (in minutes) of the event's clock and of the visitor's
 * at that moment; `null` where their clock reads as the event's does then. Worked out with
 * Date alone: the browser's Intl costs a phone a long task the first time a page uses it
 * (about 200 ms at a quarter of this machine's speed).
 */
export function visitorTime(
  startsAt: string,
  eventOffset: number,
  visitorOffset: number,
  clock: VisitorClock,
): string | null {
  if (visitorOffset === eventOffset) return null;
  const moment = new Date(Date.parse(startsAt) + visitorOffset * 60_000);
  const hours = moment.getUTCHours();
  const fields: Record<string, string | undefined> = {
    weekday: clock.weekdays[moment.getUTCDay()],
    month: clock.months[moment.getUTCMonth()],
    day: String(moment.getUTCDate()),
    hour: String(clockHour(hours, clock.hourCycle)).padStart(clock.hourDigits, "0"),
    minute: String(moment.getUTCMinutes()).padStart(2, "0"),
    dayPeriod: clock.dayPeriods[hours < 12 ? 0 : 1],
    timeZoneName: gmtName(visitorOffset, clock),
  };
  return clock.pattern.replace(/\{(\w+)\}/g, (_, name: string) => fields[name] ?? "");
}
