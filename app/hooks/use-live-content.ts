import { useEffect } from "react";

/**
 * What a page under the development server tells it once its app runs: when the server made the
 * page (its own clock). build-steps/vite-plugins/live-content.ts tells a page made before a change
 * it connected too late to hear of (still loading when the reload went out) what it missed.
 */
export const PAGE_SERVED_EVENT = "live-content:page-served";
export type PageServed = { servedAt: number };

/** Under the development server, tells it when it made this page; in the build, nothing. */
export function useLiveContent(servedAt: number | undefined) {
  useEffect(() => {
    // Vite's client sends it once connected, however long the page took to get there.
    if (import.meta.hot && servedAt !== undefined) {
      import.meta.hot.send(PAGE_SERVED_EVENT, { servedAt } satisfies PageServed);
    }
  }, [servedAt]);
}
