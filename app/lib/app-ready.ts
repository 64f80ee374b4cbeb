/**
 * "App ready": the moment the app has drawn the page's content and its controls answer. On a
 * prerendered page that is hydration; on the search page, when the results are shown. It is
 * announced once, by `useAppReady`, under one name:
 * - `<html data-app-ready>`: the early-input script then presses again what the visitor pressed
 *   before (early-input.ts), and tests and tools wait for it;
 * - the `app-ready` performance mark, which `npm run bench` reads.
 */
export const APP_READY_ATTRIBUTE = "data-app-ready";
export const APP_READY_MARK = "app-ready";
/** The CSS selector that matches once the app is ready, for tests and tools. */
export const APP_READY_SELECTOR = `html[${APP_READY_ATTRIBUTE}]`;

/** Marks the document and the timeline: the app is ready. Later calls do nothing. */
export function announceAppReady() {
  const root = document.documentElement;
  if (root.hasAttribute(APP_READY_ATTRIBUTE)) return;
  root.setAttribute(APP_READY_ATTRIBUTE, "");
  performance.mark(APP_READY_MARK);
}

/**
 * The route `handle` of a page whose content comes after hydration (the search page, whose
 * HydrateFallback stands in until its results are in): the page announces the app ready
 * itself, and the root App does not.
 */
export const READY_WITH_CONTENT = { appReadyWithContent: true } as const;

/** Whether a route's `handle` says its page announces the app ready itself. */
export function announcesReadyItself(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && "appReadyWithContent" in handle;
}

/** Calls `then` once the app is ready (at once if it already is); returns what stops waiting. */
export function whenAppReady(then: () => void): () => void {
  const root = document.documentElement;
  if (root.hasAttribute(APP_READY_ATTRIBUTE)) {
    then();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute(APP_READY_ATTRIBUTE)) return;
    observer.disconnect();
    then();
  });
  observer.observe(root, { attributes: true, attributeFilter: [APP_READY_ATTRIBUTE] });
  return () => observer.disconnect();
}

/**
 * Calls `then` once the page has settled: the app is ready, the page has finished loading,
 * what the app drew is on the screen (two frames on: the search page announces the app ready
 * as it commits its results, a frame before they are shown) and the browser is idle (or 5 s
 * have passed), so that what comes then (the metrics reporter, an analytics script, the
 * fonts for the next page) never competes with the page's own content. Returns what stops
 * waiting.
 */
export function whenPageSettled(then: () => void): () => void {
  let frame: number | undefined;
  let idle: number | undefined;
  const whenIdle = () => {
    idle = window.requestIdleCallback
      ? window.requestIdleCallback(then, { timeout: 5000 })
      : window.setTimeout(then, 1000);
  };
  const whenDrawn = () => {
    // A hidden tab draws no frames: there it waits for the idle moment only, as before.
    if (document.visibilityState !== "visible") return whenIdle();
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(whenIdle);
    });
  };
  const afterLoad = () => {
    if (document.readyState === "complete") whenDrawn();
    else window.addEventListener("load", whenDrawn, { once: true });
  };
  const stopWaiting = whenAppReady(afterLoad);
  return () => {
    stopWaiting();
    window.removeEventListener("load", whenDrawn);
    if (frame !== undefined) cancelAnimationFrame(frame);
    if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
  };
}
