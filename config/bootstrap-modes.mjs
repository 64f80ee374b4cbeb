// @ts-check
/**
 * How a prerendered page starts its scripts (`BOOTSTRAP`, config/environment.mjs; the rewrites
 * are in build-steps/defer-bootstrap.ts, the figures in docs/decisions/deferred-bootstrap.md). Deferred,
 * each after the next paint:
 * - `load`: after the page's `load` event;
 * - `lcp`: once the page's largest image (its `fetchpriority="high"` image) has loaded;
 * - `paint`: at once.
 * Or not deferred: React Router's bootstrap as it writes it (`react-router`), or that with its
 * module preloads fetched at low priority (`low-priority`).
 */
export const DEFERRED_STARTS = /** @type {const} */ (["load", "lcp", "paint"]);
export const BOOTSTRAPS = /** @type {const} */ ([
  ...DEFERRED_STARTS,
  "react-router",
  "low-priority",
]);

/** @typedef {(typeof DEFERRED_STARTS)[number]} DeferredStart */
/** @typedef {(typeof BOOTSTRAPS)[number]} BootstrapMode */

/** The mode the build uses unless told otherwise. @type {BootstrapMode} */
export const DEFAULT_BOOTSTRAP = "load";
