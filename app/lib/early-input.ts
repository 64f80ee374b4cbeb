import { HASHED_FILE_NAME, paths, STATIC_FOLDER, siteUrl } from "~/content/paths";
import { APP_READY_ATTRIBUTE } from "./app-ready";
import { CHUNK_FAILED_MESSAGE, CHUNK_TIMEOUT_MS } from "./chunks";
import captureSource from "./early-input-capture.js?inline-script";
import { inlineCall } from "./inline-call";

/**
 * What the early-input script knows of the site, each from the module that owns it, so that
 * a change there reaches the script.
 */
export const EARLY_INPUT_CONFIG = {
  /** The search page's address less the query, under the base path (app/content/paths.ts). */
  searchPath: siteUrl(paths.search("")),
  chunkFailedMessage: CHUNK_FAILED_MESSAGE,
  chunkTimeoutMs: CHUNK_TIMEOUT_MS,
  /** The folder of the build's hashed files (Vite's `build.assetsDir`). */
  hashedFilesDir: STATIC_FOLDER,
  /** How those files are named, `{chunk}-{hash}.js`, as a regular expression's source. */
  hashedFileName: HASHED_FILE_NAME.source,
  appReadyAttribute: APP_READY_ATTRIBUTE,
};
export type EarlyInputConfig = typeof EARLY_INPUT_CONFIG;

/**
 * The early-input script (a function, so that the app's script, which never runs it, carries
 * none of it: app/components/frame/head-script.tsx), inlined in the head of every page so that
 * it runs before the body is drawn and before any of the app's scripts, and keeps what a
 * visitor does until the app is ready (`<html data-app-ready>`, app-ready.ts): what it keeps,
 * and how, is in docs/architecture.md ("Before the app is ready"). It is early-input-capture.js
 * as written, called with its config: plain JavaScript, small since every page carries it, and
 * allowed by its hash in the page's security policy.
 */
export const earlyInputScript = () => inlineCall(captureSource, EARLY_INPUT_CONFIG);
