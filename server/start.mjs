// @ts-check
// `npm start [-- --port N] [-- --site ID]`: serves the production build on
// http://localhost:3000 (PORT and HOST honoured, or --port), building it first when it is
// missing or stale; under BASE_PATH (docs/publishing.md); a site apart of site.yaml's `sites:`
// with --site (or SITE) (docs/authors.md); installed without the development dependencies, it
// serves the build that is there (docs/systems.md, "A server that only serves").

import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { BUILD_DIR, CLIENT_DIR } from "../build-steps/build-dir.mjs";
import { buildIsStale } from "../build-steps/build-freshness.mjs";
import { runBuild } from "../build-steps/run-build.mjs";
import { environment } from "../config/environment.mjs";
import { startSiteServer } from "./site-server.mjs";

/** Whether this installation can build: the build runs with tsx, a development dependency. */
function canBuild() {
  try {
    createRequire(import.meta.url).resolve("tsx");
    return true;
  } catch {
    return false;
  }
}

/**
 * The production build served by the site's server, built first when it is missing or out of
 * date: what `npm start` runs, and what the benchmark and the screenshots serve.
 * @param {{ port?: number; host?: string; site?: string }} [options] port 0 (the default): any
 *   free one; `site`: a site apart's id, whose build is in the build folder's sites/{id}/
 */
export async function serveBuild({ port = 0, host = "127.0.0.1", site = environment.site } = {}) {
  const stale = buildIsStale(process.cwd(), BUILD_DIR, environment.basePath);
  if (stale && !canBuild()) {
    const needs =
      "building needs the development dependencies: install with `npm ci` (not `npm ci --omit=dev`)";
    if (!existsSync(path.join(CLIENT_DIR, "index.html"))) {
      const where = path.relative(process.cwd(), BUILD_DIR) || BUILD_DIR;
      console.error(`There is no build in ${where}/ to serve, and ${needs}, then run npm start.`);
      process.exit(1);
    }
    console.warn(`${stale}, but ${needs}. Serving the build that is there.`);
  } else if (stale) {
    console.log(`${stale}: building the site first.`);
    const status = runBuild();
    if (status !== 0) process.exit(status);
  }
  const dir = site === undefined ? CLIENT_DIR : path.join(BUILD_DIR, "sites", site, "client");
  if (!existsSync(path.join(dir, "index.html"))) {
    console.error(`--site is '${site}', which content/site.yaml's sites: do not have.`);
    process.exit(2);
  }
  const server = await startSiteServer({ dir, port, host, basePath: environment.basePath });
  return { ...server, dir };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({ options: { port: { type: "string" }, site: { type: "string" } } });
  const port = values.port === undefined ? environment.server.port : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port is '${values.port}': write a port number, 0 to 65535`);
    process.exit(2);
  }
  try {
    const site = values.site ?? environment.site;
    const { url, dir } = await serveBuild({ ...environment.server, port, site });
    console.log(`Serving ${path.relative(process.cwd(), dir)} on ${url}${environment.basePath}`);
  } catch (error) {
    if (!(error instanceof Error && "code" in error && error.code === "EADDRINUSE")) throw error;
    console.error(
      `Port ${port} is in use by another program, so the site cannot be served there. Stop that program, or serve on another port: npm start -- --port ${port + 1}`,
    );
    process.exit(1);
  }
}
