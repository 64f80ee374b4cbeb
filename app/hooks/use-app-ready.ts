import { useEffect } from "react";
import { markAppReady } from "~/lib/app-ready";
import { loadWebFonts } from "~/lib/load-web-fonts";

/**
 * Called by what renders a page's content (the root App, or its error page) once that content
 * is on screen: at hydration on a prerendered page, once the results are in on the search
 * page, where the HydrateFallback stands in until then. The app is then ready, and the web
 * fonts follow the content the visitor came for (see loadWebFonts): only after it has been
 * painted, since an effect can run before the browser paints, and the fonts' 33 KiB would
 * then share the connection with the content's own images.
 */
export function usePageShown() {
  useEffect(() => {
    markAppReady();
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
