/** Calendar days as ISO strings (`YYYY-MM-DD`): they compare with `<` and carry no time zone. */
export type IsoDay = string;

/** The months' names in English, as the site writes dates. */
export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const LONG_DATE = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** An ISO date, or an ISO date and time (`2025-09-16T10:00:00-05:00`, as Hugo writes it). */
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:[Zz]|[+-]\d{2}(?::?\d{2})?)?)?$/;

const monthNames: readonly string[] = MONTHS;

/** Parses a publication date written as `December 4, 2021`; `null` when it is not a real day. */
export function parseLongDate(text: string): IsoDay | null {
  const match = LONG_DATE.exec(text.trim());
  if (!match) return null;
  const [, monthName, day, year] = match;
  const month = monthNames.indexOf(monthName ?? "") + 1;
  if (month === 0) return null;
  return isoDay(Number(year), month, Number(day));
}

/** Checks an ISO day such as `2025-02-09`; `null` when it is not a real day. */
export function parseIsoDay(text: string): IsoDay | null {
  return ISO_DAY.test(text.trim()) ? parseDay(text) : null;
}

/**
 * A content file's date, as authors write it: an ISO date (`2021-12-04`, or with a time, whose
 * day is taken as written), the spec's long form (`December 4, 2021`), or a Date (a YAML
 * timestamp, read in UTC). `null` when it is none of these or not a real day.
 */
export function parseDay(value: string | Date): IsoDay | null {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  }
  const iso = ISO_DATE_TIME.exec(value.trim());
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return parseLongDate(value);
}

/** A year, month (1 to 12) and day as an ISO day; `null` when it is not a real day. */
export function isoDay(year: number, month: number, day: number): IsoDay | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date.toISOString().slice(0, 10) : null;
}

/** The visitor's calendar day for a moment, in the time zone the Date reports. */
export function toIsoDay(moment: Date): IsoDay {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** `2021-12-04` as `December 4, 2021`. */
export function formatLongDate(day: IsoDay): string {
  const [year, month, date] = day.split("-").map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${date}, ${year}`;
}

/** The year of an ISO day, for the copyright line. */
export function yearOf(day: IsoDay): number {
  return Number(day.slice(0, 4));
}
