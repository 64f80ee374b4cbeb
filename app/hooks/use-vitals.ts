import { useEffect } from "react";
import { whenAppReady } from "~/lib/app-ready";
import { loadChunk } from "~/lib/chunks";

/**
 * Loads the performance-metrics reporter once the page has finished loading, the app has
 * drawn its content (on the search page, the results) and the browser is idle, so that it
 * never competes with the page's own content (the metrics it reports are buffered by the
 * browser until it asks).
 */
export function useVitals(beaconUrl: string) {
  useEffect(() => {
    let idle: number | undefined;
    const load = () => {
      loadChunk("vitals", () => import("~/lib/vitals")).then(
        (vitals) => vitals.startVitals(beaconUrl),
        // Metrics are a nicety; a failed chunk must not disturb the visitor.
        () => undefined,
      );
    };
    const whenIdle = () => {
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(load, { timeout: 5000 })
        : window.setTimeout(load, 1000);
    };
    const afterLoad = () => {
      if (document.readyState === "complete") whenIdle();
      else window.addEventListener("load", whenIdle, { once: true });
    };
    const stopWaiting = whenAppReady(afterLoad);
    return () => {
      stopWaiting();
      window.removeEventListener("load", whenIdle);
      if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, [beaconUrl]);
}
