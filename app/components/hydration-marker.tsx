import { useEffect } from "react";
import { useMatches } from "react-router";
import { releaseEarlyInput } from "~/lib/early-input";
import { loadWebFonts } from "~/lib/fonts";

/**
 * What a route module may say of its page in `handle`: `rendersInBrowser` when its content
 * waits for data fetched in the browser (the search page), which then adds the web fonts
 * itself once its content is on screen.
 */
export type PageHandle = { rendersInBrowser?: boolean };

/** The User Timing mark set when the page has hydrated; `npm run bench` reads it. */
export const APP_READY_MARK = "app-ready";

/**
 * Rendered last in the document, so its effect runs once the whole page has hydrated. Then
 * the app is ready: it marks the document (`<html data-hydrated>`, which tests wait for) and
 * the timeline (APP_READY_MARK), carries out what the visitor pressed before (see
 * app/lib/early-input.ts), and, except where the page draws its content later, adds the
 * web fonts.
 */
export function HydrationMarker() {
  const rendersInBrowser = useMatches().some(
    (match) => (match.handle as PageHandle | undefined)?.rendersInBrowser,
  );
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    performance.mark(APP_READY_MARK);
    releaseEarlyInput();
  }, []);
  useEffect(() => {
    if (!rendersInBrowser) loadWebFonts();
  }, [rendersInBrowser]);
  return null;
}
