/** The User Timing mark set when the page's content is ready; `npm run bench` reads it. */
export const APP_READY_MARK = "app-ready";

/**
 * Marks the document (`<html data-hydrated>`, which tests wait for) and the timeline once
 * the app has drawn the page's content: at hydration on a prerendered page, once the results
 * are in on the search page.
 */
export function markAppReady() {
  if (document.documentElement.dataset.hydrated) return;
  document.documentElement.dataset.hydrated = "true";
  performance.mark(APP_READY_MARK);
}
