import { useEffect } from "react";
import { loadWebFonts } from "~/lib/fonts";

/**
 * Once React has hydrated the page: adds the web fonts, and marks the document
 * (`<html data-hydrated>`). Prerendered pages start their scripts after loading, so tests
 * wait for this mark before using a control.
 */
export function HydrationMarker() {
  useEffect(() => {
    loadWebFonts();
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
