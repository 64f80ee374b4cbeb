// @ts-check
import path from "node:path";

/**
 * Where `npm run build` writes the site: `build/`, or `BUILD_DIR` when set (a test builds a
 * second site beside the first). The static files are in its `client/` folder.
 */
export const BUILD_DIR = path.resolve(process.env.BUILD_DIR || "build");
export const CLIENT_DIR = path.join(BUILD_DIR, "client");
