// @ts-check
// `npm start`: serves the production build on http://localhost:3000 (PORT and HOST honoured),
// building it first when there is none, or when the content, the public files or the source
// have changed since. With BASE_PATH (such as /my-books/) the site is served in that folder
// only, as GitHub Pages serves a project site: any other path is Not Found.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { BASE_PATH } from "../build-steps/base-path.mjs";
import { BUILD_DIR, CLIENT_DIR } from "../build-steps/build-dir.mjs";
import { buildIsStale } from "../build-steps/build-freshness.mjs";
import { environment } from "../config/environment.mjs";
import { startSiteServer } from "./site-server.mjs";

/**
 * The production build served by the site's server, built first when it is missing or out of
 * date: what `npm start` runs, and what the benchmark and the screenshots serve.
 * @param {{ port?: number; host?: string }} [options] port 0 (the default): any free one
 */
export async function serveBuild({ port = 0, host = "127.0.0.1" } = {}) {
  const stale = buildIsStale(process.cwd(), BUILD_DIR, BASE_PATH);
  if (stale) {
    console.log(`${stale}: building the site first.`);
    // The build module (what `npm run build` runs), in a process of its own.
    const build = spawnSync(process.execPath, ["--import", "tsx", "build-steps/build.ts"], {
      stdio: "inherit",
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  return startSiteServer({ dir: CLIENT_DIR, port, host, basePath: BASE_PATH });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { url } = await serveBuild(environment.server);
  console.log(`Serving ${path.relative(process.cwd(), CLIENT_DIR)} on ${url}${BASE_PATH}`);
}
