import { useEffect } from "react";
import { announceAppReady } from "~/lib/app-ready";

/**
 * Announces that the app is ready (app/lib/app-ready.ts), once `ready`. Called by what renders
 * a page's content: the root App (at hydration on a prerendered page), its ErrorBoundary, and
 * a page that says so in its route `handle` (see `announcesReadyItself`), such as the search
 * page once its results are in.
 */
export function useAppReady(ready = true) {
  useEffect(() => {
    if (ready) announceAppReady();
  }, [ready]);
}
