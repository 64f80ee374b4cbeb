// @ts-check
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** The file a build writes last, in its build folder: there is none if the build failed. */
export const BUILD_STAMP = "build-stamp.json";

/**
 * What the build reads: the site's code and the editor's, the build's own steps, the
 * environment's reader, the author's content and public files, and the configurations and
 * lockfile the build runs with. Anything else in the project (the tests, the guides, the
 * developer's commands, the hosts' files, an editor's .idea/ or .vscode/, a .DS_Store, the
 * linters' configurations) does not make `npm start` (or a test run's server) build again.
 */
export const BUILD_INPUT_FOLDERS = ["app", "admin", "build-steps", "config", "content", "public"];
export const BUILD_INPUT_FILES = [
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
];

/** A unit or component test, or a test's helper, beside the code it tests: never built. */
const TEST_FILE = /\.test(-helper)?\.[cm]?[jt]sx?$/;

/**
 * Whether the build reads a file or folder: one of its inputs above, or in one of their
 * folders, but not a test beside the code and not a system's stray file (.DS_Store).
 * @param {string} relative a path relative to the project, `/`-separated or not
 */
export function isBuildInput(relative) {
  const normal = relative.split(path.sep).join("/");
  if (TEST_FILE.test(normal) || path.posix.basename(normal) === ".DS_Store") return false;
  return (
    BUILD_INPUT_FILES.includes(normal) ||
    BUILD_INPUT_FOLDERS.some((folder) => normal === folder || normal.startsWith(`${folder}/`))
  );
}

/**
 * The most recently changed input: a file, or a folder (a file added to it or removed).
 * @param {string} root
 * @returns {{ file: string; time: number } | undefined}
 */
function newestInput(root) {
  /** @type {{ file: string; time: number } | undefined} */
  let newest;
  /** @param {string} relative */
  const visit = (relative) => {
    if (relative !== "" && !isBuildInput(relative)) return;
    const stat = statSync(path.join(root, relative));
    if (relative !== "" && (!newest || stat.mtimeMs > newest.time)) {
      newest = { file: relative, time: stat.mtimeMs };
    }
    if (stat.isDirectory()) {
      for (const name of readdirSync(path.join(root, relative))) visit(path.join(relative, name));
    }
  };
  visit("");
  return newest;
}

/**
 * The base path a finished build was made for: its stamp's `basePath`, `/` for a stamp
 * written before builds recorded one.
 * @param {string} stamp
 */
function basePathOfStamp(stamp) {
  try {
    /** @type {unknown} */
    const made = JSON.parse(readFileSync(stamp, "utf8"));
    if (made && typeof made === "object" && "basePath" in made && typeof made.basePath === "string")
      return made.basePath;
  } catch {}
  return "/";
}

/**
 * Why the build in `buildDir` must be made again before it is served, or `null` when it is
 * up to date: it never finished, or an input has changed since it did. Modification times
 * decide here, which is cheap; the build itself redoes only the steps whose inputs' contents
 * changed.
 * @param {string} root the project
 * @param {string} buildDir the build folder (its `client/` is what is served)
 * @param {string} [basePath] the folder it is to be served under (config/environment.mjs), `/` unless given
 * @returns {string | null}
 */
export function buildIsStale(root, buildDir, basePath = "/") {
  const stamp = path.join(buildDir, BUILD_STAMP);
  if (!existsSync(stamp)) return "No finished production build yet";
  const madeFor = basePathOfStamp(stamp);
  if (madeFor !== basePath)
    return `The last build is for the base path ${madeFor}, not ${basePath}`;
  const newest = newestInput(root);
  if (newest && newest.time > statSync(stamp).mtimeMs) {
    return `${newest.file} has changed since the last build`;
  }
  return null;
}
