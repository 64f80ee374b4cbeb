import { useSyncExternalStore } from "react";
import { chosenStore, prerenderedStore, subscribeToStore } from "~/lib/store-choice";

/**
 * The visitor's Amazon store. The prerendered page and hydration use the US store, then the
 * page follows the visitor's; only link addresses change, so nothing moves.
 */
export function useStore() {
  return useSyncExternalStore(subscribeToStore, chosenStore, prerenderedStore);
}
