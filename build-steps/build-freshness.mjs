// @ts-check
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** What the build reads: the author's files, the source, and the build's own tools. */
export const BUILD_INPUTS = [
  "admin",
  "app",
  "content",
  "public",
  "react-router.config.ts",
  "vite.config.ts",
  "package-lock.json",
  "build-steps",
];

/** What the build itself writes among its inputs (image variants, share cards, fonts). */
const GENERATED = ["public/assets/responsive", "public/assets/cards", "app/styles/fonts"];

/**
 * The newest file among `paths` (relative to `root`), with its modification time.
 * @param {string} root
 * @param {string[]} paths
 * @returns {{ file: string; time: number } | undefined}
 */
function newestFile(root, paths) {
  /** @type {{ file: string; time: number } | undefined} */
  let newest;
  /** @param {string} relative */
  const visit = (relative) => {
    if (GENERATED.includes(relative)) return;
    const absolute = path.join(root, relative);
    if (!existsSync(absolute)) return;
    const stat = statSync(absolute);
    if (stat.isDirectory()) {
      for (const name of readdirSync(absolute)) visit(path.join(relative, name));
    } else if (!newest || stat.mtimeMs > newest.time) {
      newest = { file: relative, time: stat.mtimeMs };
    }
  };
  for (const relative of paths) visit(relative);
  return newest;
}

/**
 * Why the build in `clientDir` must be made again before it is served, or `null` when it is
 * up to date: there is none, or a file the build reads is newer than it.
 * @param {string} root the project
 * @param {string} clientDir the build's client folder
 * @returns {string | null}
 */
export function buildIsStale(root, clientDir) {
  const marker = path.join(clientDir, "404.html");
  if (!existsSync(marker)) return "No production build yet";
  const built = statSync(marker).mtimeMs;
  const newest = newestFile(root, BUILD_INPUTS);
  if (newest && newest.time > built) return `${newest.file} has changed since the last build`;
  return null;
}
