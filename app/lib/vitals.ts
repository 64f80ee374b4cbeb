import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";

/**
 * Reports Core Web Vitals (LCP, INP, CLS, FCP, TTFB): to the beacon URL from the site
 * configuration when there is one, else to the console.
 */
export function startVitals(beaconUrl: string) {
  const report = (metric: Metric) => {
    const body = JSON.stringify({
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      id: metric.id,
      page: window.location.pathname,
    });
    if (beaconUrl === "")
      console.info(
        `[web-vitals] ${metric.name} ${Math.round(metric.value * 1000) / 1000} (${metric.rating})`,
      );
    else if (!navigator.sendBeacon?.(beaconUrl, body)) {
      void fetch(beaconUrl, { method: "POST", body, keepalive: true });
    }
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
  onFCP(report);
  onTTFB(report);
}
