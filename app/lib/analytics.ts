import type { AnalyticsTag } from "~/schema/analytics";

/** What GoatCounter's count.js puts on the window (https://www.goatcounter.com/help/js). */
declare global {
  interface Window {
    goatcounter?: { count?: (vars: { path: string }) => void };
  }
}

let started = false;

/**
 * Adds the analytics service's script tag, as its documentation gives it, once per page load
 * however often it is called. The script counts the page it is loaded on.
 */
export function startAnalytics(tag: AnalyticsTag) {
  if (started) return;
  started = true;
  const script = document.createElement("script");
  script.src = tag.src;
  script.async = true;
  Object.assign(script.dataset, tag.data);
  document.head.append(script);
}

/**
 * Counts a page the app has navigated to without loading a document. Plausible's and Umami's
 * scripts follow `history.pushState` themselves, and Cloudflare's does with `spa`; GoatCounter's
 * counts only the page it was loaded on and is told of the others
 * (https://www.goatcounter.com/help/spa). Before its script has loaded, nothing is counted
 * here: the script counts the page it loads on.
 */
export function countNavigation(tag: AnalyticsTag, path: string) {
  if (tag.provider === "goatcounter") window.goatcounter?.count?.({ path });
}
