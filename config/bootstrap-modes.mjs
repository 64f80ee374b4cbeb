// @ts-check
/**
 * How a prerendered page starts its scripts (`BOOTSTRAP`, config/environment.mjs): deferred to
 * after the next paint, from `load`, `lcp` or `paint`; or React Router's own (`react-router`),
 * or that with its module preloads at low priority (`low-priority`). The rewrites are in
 * build-steps/defer-bootstrap.ts, the figures in docs/decisions/deferred-bootstrap.md.
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
