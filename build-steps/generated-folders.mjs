// @ts-check

/** What the asset steps make from the content and images, for the site's build to read. */
export const GENERATED_ASSETS = [
  "public/assets/responsive", // WebP variants of the covers, thumbnails and portrait
  "public/assets/cards", // share cards
  "app/styles/fonts", // font subsets
];

/**
 * The folders the build writes into the project, relative to it. Nothing in them is edited
 * by hand or committed (build-steps/generated-folders.test.ts checks that git ignores each),
 * and none of them is an input of the build.
 */
export const GENERATED_FOLDERS = [
  ...GENERATED_ASSETS,
  "build", // the build, and the test builds beside it
  ".react-router", // React Router's generated route types
  "node_modules/.cache", // what the build steps keep between builds
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
