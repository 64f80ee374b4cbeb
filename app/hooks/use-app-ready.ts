import { useEffect } from "react";
import { announceAppReady } from "~/lib/app-ready";
import { loadWebFonts } from "~/lib/load-web-fonts";

/**
 * Announces that the app is ready (app/lib/app-ready.ts). Called by what renders a page's
 * content: the root App, or its ErrorBoundary. So on a prerendered page it runs at hydration,
 * and on the search page once the results are in (the root's HydrateFallback stands in until
 * then). The web fonts follow, after the next paint: an effect can run before the browser
 * paints, and the fonts would then share the connection with the page's own images.
 */
export function useAppReady() {
  useEffect(() => {
    announceAppReady();
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(loadWebFonts, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
}
