import { useSyncExternalStore } from "react";
import { type IsoDay, toIsoDay } from "~/content/dates";

// Checked once a minute so a page left open past midnight moves to the new day.
function subscribe(onDayChange: () => void) {
  const timer = setInterval(onDayChange, 60_000);
  return () => clearInterval(timer);
}

/**
 * The day the pages were prerendered for (Vite's define, from the build). The editor has
 * none: its preview is the page the next build makes, so its build day is today.
 */
const BUILD_DAY: IsoDay | undefined = __BUILD_DAY__;

/** The day the pages were built for, given the visitor's day (the editor's build day). */
export const buildDayOr = (today: IsoDay): IsoDay => BUILD_DAY ?? today;

/**
 * The visitor's current day. Prerendered HTML and hydration use the build day, then React
 * re-renders with the browser's day, so a site built months ago still shows the right dates.
 */
export function useToday(): IsoDay {
  return useSyncExternalStore(
    subscribe,
    () => toIsoDay(new Date()),
    () => buildDayOr(toIsoDay(new Date())),
  );
}
