import { useEffect } from "react";
import { loadChunk } from "~/lib/chunks";

/** Loads the performance-metrics reporter once the page has finished loading. */
export function useVitals(beaconUrl: string) {
  useEffect(() => {
    const start = () => {
      loadChunk("vitals", () => import("~/lib/vitals")).then(
        (vitals) => vitals.startVitals(beaconUrl),
        // Metrics are a nicety; a failed chunk must not disturb the visitor.
        () => undefined,
      );
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => window.removeEventListener("load", start);
  }, [beaconUrl]);
}
