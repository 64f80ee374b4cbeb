import { useEffect, useSyncExternalStore } from "react";
import { useMatches } from "react-router";
import { loadWebFonts } from "~/lib/fonts";

/**
 * What a route module may say of its page in `handle`: `rendersInBrowser` when its content
 * waits for data fetched in the browser (the search page), which then adds the web fonts
 * itself once its content is on screen.
 */
export type PageHandle = { rendersInBrowser?: boolean };

let hydrated = false;
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether the page has hydrated; a component using it renders again when it has. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}

/**
 * Rendered after React Router's <Scripts>, so its effects run after theirs. Once the page
 * has hydrated, marks the document (`<html data-hydrated>`); prerendered pages
 * start their scripts after loading, so tests wait for this mark before using a control.
 * On a prerendered page it then adds the web fonts.
 */
export function HydrationMarker() {
  const rendersInBrowser = useMatches().some(
    (match) => (match.handle as PageHandle | undefined)?.rendersInBrowser,
  );
  useEffect(() => {
    hydrated = true;
    for (const listener of listeners) listener();
    document.documentElement.dataset.hydrated = "true";
  }, []);
  useEffect(() => {
    if (!rendersInBrowser) loadWebFonts();
  }, [rendersInBrowser]);
  return null;
}
