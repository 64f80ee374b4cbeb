import { useSyncExternalStore } from "react";

// The visitor's clock does not change zone while a page is open, as far as a page can tell.
const subscribe = () => () => {};

/** How far the browser's clock is ahead of UTC at a moment, in minutes (Date's own rules). */
const browserOffset = (moment: number) => -new Date(moment).getTimezoneOffset();
const prerendered = () => null;

/**
 * The visitor's offset from UTC at a given moment (summer time included), or null in the
 * prerendered page and while it hydrates: what shows times on the visitor's own clock appears
 * once the app runs.
 */
export function useVisitorOffset(): ((moment: number) => number) | null {
  return useSyncExternalStore(subscribe, () => browserOffset, prerendered);
}
