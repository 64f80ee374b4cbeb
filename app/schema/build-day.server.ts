import { environment } from "../../config/environment.mjs";
import { type IsoDay, parseIsoDay, toIsoDay } from "../content/dates.ts";

/**
 * The day the site is built for: today, or `BUILD_DAY` (an ISO day) when set, so that a
 * test can build the site as it looks on another day, a book still to come among it.
 * Prerendered pages, their metadata and the browser's first render all use this day.
 */
export function buildDay(given = environment.buildDay, now = new Date()): IsoDay {
  if (given === undefined || given === "") return toIsoDay(now);
  const day = parseIsoDay(given);
  if (!day) throw new Error(`BUILD_DAY must be a real day as YYYY-MM-DD, not "${given}"`);
  return day;
}
