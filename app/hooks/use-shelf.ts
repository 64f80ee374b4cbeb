import { useDeferredValue, useSyncExternalStore } from "react";
import type { Shelf } from "~/catalogue/shelf";
import { currentShelf, prerenderedShelf, subscribeToShelf } from "~/lib/shelf-store";

/**
 * The reader's shelf, or null in the prerendered page and while it hydrates: what shows the
 * shelf appears once the app runs, and never without JavaScript.
 */
export function useShelf(): Shelf | null {
  return useSyncExternalStore(subscribeToShelf, currentShelf, prerenderedShelf);
}

/**
 * The shelf for what many parts of a page draw at once (the toggles on every cover of the
 * home page): once the app runs, React draws them in a background render it can interrupt,
 * rather than in one task after hydration, which would hold up a tap as long as it lasts.
 */
export function useDeferredShelf(): Shelf | null {
  return useDeferredValue(useShelf());
}
