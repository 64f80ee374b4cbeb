import { useEffect } from "react";
import { announceAppReady } from "~/lib/app-ready";
import { fetchWebFonts } from "~/lib/load-web-fonts";

/**
 * Announces that the app is ready (app/lib/app-ready.ts), once `ready`. Called by what renders
 * a page's content: the root App (at hydration on a prerendered page), its ErrorBoundary, and
 * a page that says so in its route `handle` (see `announcesReadyItself`), such as the search
 * page once its results are in. The web fonts for the next page follow, after the next paint:
 * an effect can run before the browser paints, and the fonts would then share the connection
 * with the page's own images.
 */
export function useAppReady(ready = true) {
  useEffect(() => {
    if (!ready) return;
    announceAppReady();
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(fetchWebFonts, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [ready]);
}
