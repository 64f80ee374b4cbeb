import { useEffect } from "react";

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`). Prerendered pages
 * start their scripts after loading, so tests wait for this before using a control.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
