// @ts-check
// `npm start`: serves the production build on http://localhost:3000 (PORT and HOST honoured),
// building it first when there is none, or when the content, the public files or the source
// have changed since.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { CLIENT_DIR } from "./build-dir.mjs";
import { buildIsStale } from "./build-freshness.mjs";
import { startSiteServer } from "./server.mjs";

const stale = buildIsStale(process.cwd(), CLIENT_DIR);
if (stale) {
  console.log(`${stale}: building the site first.`);
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";
const { url } = await startSiteServer({ dir: CLIENT_DIR, port, host });
console.log(`Serving ${path.relative(process.cwd(), CLIENT_DIR)} on ${url}`);
