import { useEffect } from "react";
import { whenPageSettled } from "~/lib/app-ready";
import { loadChunk } from "~/lib/chunks";

/**
 * Loads the performance-metrics reporter once the page has settled (whenPageSettled), which
 * loses nothing: the browser keeps the metrics it reports until it asks.
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
