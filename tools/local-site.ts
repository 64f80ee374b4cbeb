import { spawnSync } from "node:child_process";
import { CLIENT_DIR } from "./build-dir.mjs";
import { buildIsStale } from "./build-freshness.mjs";
import { startSiteServer } from "./server.mjs";

/**
 * The production build, served as `npm start` serves it on a free local port, for the
 * benchmark and the screenshots; built first when it is missing or out of date.
 */
export async function serveBuildLocally(): Promise<{ base: string; close: () => Promise<void> }> {
  const stale = buildIsStale(process.cwd(), CLIENT_DIR);
  if (stale) {
    console.log(`${stale}: building the site first.`);
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const { url, close } = await startSiteServer({ dir: CLIENT_DIR });
  return { base: url, close };
}
