import { environment } from "../config/environment.mjs";

/**
 * Debian's Chromium, never a downloaded browser, with the flags it needs on this closed
 * network; shared by the end-to-end tests and the benchmark.
 */
export const CHROMIUM_PATH = environment.chromePath;

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
