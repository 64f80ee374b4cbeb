import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";

let started = false;

/**
 * Reports Core Web Vitals (LCP, INP, CLS, FCP, TTFB): to the beacon URL from the site
 * configuration when there is one, else to the console. Once per page load, however often
 * it is called (React's strict mode runs effects twice in development).
 */
export function startVitals(beaconUrl: string) {
  if (started) return;
  started = true;
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
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(report);
}
