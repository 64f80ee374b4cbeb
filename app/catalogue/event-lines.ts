import * as says from "~messages/events";
import { dayOf, instantOf, type LocalTime } from "../content/event-times.ts";
import { SITE_LANGUAGE } from "../i18n/formats.ts";
import { clockTime, dayInFull, zoneName } from "../i18n/times.ts";

/**
 * The lines an event's card writes about its times, in the site's language, at build time.
 * Apart from content/event-times.ts because they say words: the Vite configuration reads the
 * times' rules in plain Node, where no module of messages resolves.
 */

/** A line's first letter as a capital: a French or Spanish weekday starts the line. */
const capitalized = (line: string) =>
  line.charAt(0).toLocaleUpperCase(SITE_LANGUAGE) + line.slice(1);

/** A wall-clock time's day and time, in words: `Saturday, December 5, 2026, 7:00 PM`. */
const dayAndTime = (time: LocalTime) =>
  says.when_at({ day: dayInFull(dayOf(time)), time: clockTime(time.slice(11, 16)) });

/**
 * When an event takes place, in its own zone: `Saturday, December 5, 2026, 7:00 PM to 9:00 PM`,
 * with the end's day when it ends on another day.
 */
export function eventWhen(start: LocalTime, end?: LocalTime): string {
  if (end === undefined) return capitalized(dayAndTime(start));
  return capitalized(
    dayOf(end) === dayOf(start)
      ? says.when_same_day({
          day: dayInFull(dayOf(start)),
          start: clockTime(start.slice(11, 16)),
          end: clockTime(end.slice(11, 16)),
        })
      : says.when_days({ start: dayAndTime(start), end: dayAndTime(end) }),
  );
}

/** The event's zone on its day, such as `Central Standard Time` (summer time has its own). */
export const eventZone = (start: LocalTime, timeZone: string): string =>
  capitalized(zoneName(instantOf(start, timeZone), timeZone));
