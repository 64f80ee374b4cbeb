// @ts-check
import path from "node:path";
import { environment } from "../config/environment.mjs";

/**
 * Where the build of the project in `root` goes: its `build/`, or `BUILD_DIR` when set (a
 * test builds a second site beside the first). The static files are in its `client/` folder.
 * @param {string} root
 * @param {string} [dir] the folder, relative to `root` or absolute
 */
export function buildDirFor(root, dir = environment.buildDir) {
  return path.resolve(root, dir);
}

export const BUILD_DIR = buildDirFor(process.cwd());
export const CLIENT_DIR = path.join(BUILD_DIR, "client");
