// @ts-check
import path from "node:path";

/**
 * Where the build of the project in `root` goes: its `build/`, or `BUILD_DIR` when set (a
 * test builds a second site beside the first). The static files are in its `client/` folder.
 * @param {string} root
 * @param {NodeJS.ProcessEnv} [env]
 */
export function buildDirFor(root, env = process.env) {
  return path.resolve(root, env.BUILD_DIR || "build");
}

export const BUILD_DIR = buildDirFor(process.cwd());
export const CLIENT_DIR = path.join(BUILD_DIR, "client");
