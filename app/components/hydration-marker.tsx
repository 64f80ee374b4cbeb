import { useEffect } from "react";
import { APP_READY_MARK } from "~/lib/app-ready";
import { releaseEarlyInput } from "~/lib/early-input";

/**
 * Rendered last in the document, so its effect runs once the whole page has hydrated. Then
 * the app is ready: it marks the document (`<html data-hydrated>`, which tests wait for) and
 * the timeline (APP_READY_MARK), and carries out what the visitor pressed before (see
 * app/lib/early-input.ts).
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    performance.mark(APP_READY_MARK);
    releaseEarlyInput();
  }, []);
  return null;
}
