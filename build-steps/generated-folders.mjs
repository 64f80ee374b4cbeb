// @ts-check

/**
 * Where the asset steps put what they make from the content and images, for the site to
 * serve and its build to read: a cache folder, never a source folder.
 */
export const GENERATED_ROOT = "node_modules/.cache/generated";
/**
 * Files served beside the author's public ones, at the same kind of path: the WebP variants
 * (`/assets/responsive/…`) and the share cards (`/assets/cards/…`). The development servers
 * serve them from here (build-steps/vite-plugins/generated-assets.ts); the build copies them
 * into its client folder.
 */
export const GENERATED_PUBLIC = `${GENERATED_ROOT}/public`;
/** The font subsets, which the site's code imports as `~generated/fonts/{file}?url`. */
export const GENERATED_FONTS = `${GENERATED_ROOT}/fonts`;
/** The message catalogues compiled, an area's module per language (build-steps/messages.ts). */
export const GENERATED_MESSAGES = `${GENERATED_ROOT}/messages`;
/** The import prefix of what the asset steps make (the Vite configurations resolve it). */
export const GENERATED_ALIAS = "~generated";

/** What the asset steps make, for a copy of the project to take along. */
export const GENERATED_ASSETS = [GENERATED_PUBLIC, GENERATED_FONTS];

/**
 * The folders the build writes into the project, relative to it. Nothing in them is edited
 * by hand or committed (build-steps/generated-folders.test.ts checks that git ignores each),
 * and none of them is an input of the build.
 */
export const GENERATED_FOLDERS = [
  "build", // the build, and the test builds beside it
  ".react-router", // React Router's generated route types
  "node_modules/.cache", // what the build steps make (GENERATED_ROOT) and keep between builds
];

/** The folders the tests and developer tools write their results into. */
export const OUTPUT_FOLDERS = [
  "test-results",
  "playwright-report",
  "reports",
  "bench-results",
  "shots",
];

/** Where a build step keeps what it reuses from one build to the next. */
export const cacheFolder = (/** @type {string} */ step) => `node_modules/.cache/${step}`;
