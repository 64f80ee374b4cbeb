import { useSyncExternalStore } from "react";
import type { Shelf } from "~/catalogue/shelf";
import { currentShelf, prerenderedShelf, subscribeToShelf } from "~/lib/shelf-store";

/**
 * The reader's shelf, or null in the prerendered page and while it hydrates: what shows the
 * shelf appears once the app runs, and never without JavaScript.
 */
export function useShelf(): Shelf | null {
  return useSyncExternalStore(subscribeToShelf, currentShelf, prerenderedShelf);
}
