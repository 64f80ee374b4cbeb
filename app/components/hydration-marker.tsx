import { useEffect } from "react";
import { useMatches } from "react-router";
import { loadWebFonts } from "~/lib/fonts";

/**
 * What a route module may say of its page in `handle`: `rendersInBrowser` when its content
 * waits for data fetched in the browser (the search page).
 */
export type PageHandle = { rendersInBrowser?: boolean };

/**
 * Once the page has hydrated, marks the document (`<html data-hydrated>`); prerendered pages
 * start their scripts after loading, so tests wait for this mark before using a control.
 * Then adds the web fonts, as soon as the page's content is on screen: at once on a
 * prerendered page, after its data on one rendered in the browser, so that the fonts never
 * compete with what the visitor came for.
 */
export function HydrationMarker() {
  const contentPending = useMatches().some(
    (match) =>
      (match.handle as PageHandle | undefined)?.rendersInBrowser && match.loaderData === undefined,
  );
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  useEffect(() => {
    if (!contentPending) loadWebFonts();
  }, [contentPending]);
  return null;
}
