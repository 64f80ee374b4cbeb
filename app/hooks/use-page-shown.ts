import { useEffect } from "react";
import { markAppReady } from "~/lib/app-ready";
import { loadWebFonts } from "~/lib/fonts";

/**
 * Called by what renders a page's content (the root App, or its error page) once that content
 * is on screen: at hydration on a prerendered page, once the results are in on the search
 * page, where the HydrateFallback stands in until then. The app is then ready, and the web
 * fonts follow the content the visitor came for (see loadWebFonts).
 */
export function usePageShown() {
  useEffect(() => {
    markAppReady();
    loadWebFonts();
  }, []);
}
