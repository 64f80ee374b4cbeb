import { useEffect } from "react";
import { whenPageSettled } from "~/lib/app-ready";
import { loadChunk } from "~/lib/chunks";

/**
 * Loads the performance-metrics reporter once the page has settled (the app has drawn its
 * content, on the search page the results, the page has loaded and the browser is idle), so
 * that it never competes with the page's own content (the metrics it reports are buffered by
 * the browser until it asks).
 */
export function useVitals(beaconUrl: string) {
  useEffect(
    () =>
      whenPageSettled(() => {
        loadChunk("vitals", () => import("~/lib/vitals")).then(
          (vitals) => vitals.startVitals(beaconUrl),
          // Metrics are a nicety; a failed chunk must not disturb the visitor.
          () => undefined,
        );
      }),
    [beaconUrl],
  );
}
