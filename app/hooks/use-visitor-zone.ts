import { useSyncExternalStore } from "react";

// The visitor's time zone does not change while a page is open, as far as a page can tell.
const subscribe = () => () => {};

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;

/**
 * The visitor's time zone (IANA name), or null in the prerendered page and while it hydrates:
 * what shows times on the visitor's own clock appears once the app runs.
 */
export function useVisitorZone(): string | null {
  return useSyncExternalStore(subscribe, browserZone, () => null);
}
