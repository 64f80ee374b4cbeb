import { formatter, SITE_LANGUAGE } from "./formats.ts";

/**
 * Days, clock times and time zones as the site's language writes them, through `Intl`, at
 * build time: `Saturday, December 5, 2026`, `7:00 PM`, `Central Standard Time`. The browser
 * gets a `VisitorClock` made here, with which it writes a moment on the visitor's own clock
 * with Date alone (Intl's first use costs a phone's main thread a long task).
 */

/** One formatter per language and options, made on first use. */
const dateFormat = (language: string, options: Intl.DateTimeFormatOptions) =>
  formatter(
    `time ${language} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(language, options),
  );

/** The no-break spaces some versions of Intl write (`7:00\u202fPM`) as the site's plain ones. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/** A day (`2026-12-05`) in full, with its weekday: `Saturday, December 5, 2026`. */
export function dayInFull(day: string, language = SITE_LANGUAGE): string {
  const format = dateFormat(language, {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  return plainSpaces(format.format(Date.parse(`${day}T00:00:00Z`)));
}

/** A wall-clock time (`19:00`) as the language's clocks show it: `7:00 PM`, `19:00`. */
export function clockTime(time: string, language = SITE_LANGUAGE): string {
  const format = dateFormat(language, { timeStyle: "short", timeZone: "UTC" });
  return plainSpaces(format.format(Date.parse(`1970-01-01T${time}:00Z`)));
}

/**
 * A time zone's name at a moment (summer time has its own): `Central Standard Time`,
 * `Nordamerikanische Zentral-Normalzeit`; its IANA name where Intl has no other.
 */
export function zoneName(moment: Date, timeZone: string, language = SITE_LANGUAGE): string {
  const name = dateFormat(language, { timeZone, timeZoneName: "long" })
    .formatToParts(moment)
    .find((part) => part.type === "timeZoneName")?.value;
  return name ? plainSpaces(name) : timeZone;
}

/**
 * What the browser needs to write a moment on the visitor's clock as the language does, with
 * Date alone: `Sun, Dec 6, 2:00 AM GMT+1`, `So., 6. Dez., 02:00 GMT+1`.
 */
export type VisitorClock = {
  /**
   * The moment's fields in the language's order, each named in braces as Intl names it:
   * `{weekday}, {month} {day}, {hour}:{minute} {dayPeriod} {timeZoneName}`.
   */
  pattern: string;
  /** The days' short names, Sunday first. */
  weekdays: string[];
  /** The months' short names, January first. */
  months: string[];
  /** How the clock counts the hours: 1 to 12 (`h12`), 0 to 23 (`h23`), 0 to 11, 1 to 24. */
  hourCycle: "h11" | "h12" | "h23" | "h24";
  /** The least number of digits of an hour: 1 (`2:00`) or 2 (`02:00`). */
  hourDigits: number;
  /** The words for before and after noon (`AM`, `PM`), where the pattern has them. */
  dayPeriods: [string, string];
  /** An offset from UTC's name before its sign (`GMT`; `UTC` in French), and its minus sign. */
  utc: string;
  minus: string;
};

/** A zone six hours behind UTC (POSIX writes the sign the other way round). */
const SAMPLE_ZONE = "Etc/GMT+6";

const clocks = new Map<string, VisitorClock>();

/**
 * How the language writes a moment on a visitor's clock, read from what Intl writes in the
 * sample zone (its weekday, month, hour and offset); one object per language, which every
 * event card shares.
 */
export function visitorClock(language = SITE_LANGUAGE): VisitorClock {
  const made = clocks.get(language);
  if (made) return made;
  const format = dateFormat(language, {
    timeZone: SAMPLE_ZONE,
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "shortOffset",
  });
  // On the sample zone's clock: 2:05 (or 14:05) on a day of 2026, Sunday January 4 at first.
  const at = (month: number, day: number, hour = 2) => Date.UTC(2026, month, day, hour + 6, 5);
  const part = (moment: number, type: Intl.DateTimeFormatPartTypes) =>
    plainSpaces(format.formatToParts(moment).find((p) => p.type === type)?.value ?? "");
  const offset = part(at(0, 4), "timeZoneName").replace(/[\u200e\u200f]/g, "");
  const [, utc = "GMT", minus = "-"] = /^(.*?)([-\u2212])6$/.exec(offset) ?? [];
  const clock: VisitorClock = {
    pattern: format
      .formatToParts(at(0, 4))
      .map((p) => (p.type === "literal" ? plainSpaces(p.value) : `{${p.type}}`))
      .join(""),
    weekdays: Array.from({ length: 7 }, (_, day) => part(at(0, 4 + day), "weekday")),
    months: Array.from({ length: 12 }, (_, month) => part(at(month, 4), "month")),
    hourCycle: format.resolvedOptions().hourCycle ?? "h23",
    hourDigits: part(at(0, 4), "hour").length,
    dayPeriods: [part(at(0, 4), "dayPeriod"), part(at(0, 4, 14), "dayPeriod")],
    utc,
    minus,
  };
  clocks.set(language, clock);
  return clock;
}
