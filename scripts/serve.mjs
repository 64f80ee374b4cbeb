// @ts-check
// `npm start`: serves the production build on http://localhost:3000 (PORT and HOST honoured),
// building it first when there is none.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { CLIENT_DIR } from "./build-dir.mjs";
import { createSiteServer } from "./server.mjs";

const dir = CLIENT_DIR;
if (!existsSync(path.join(dir, "404.html"))) {
  console.log("No production build yet: building it first.");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";
createSiteServer(dir).listen(port, host, () => {
  console.log(`Serving ${path.relative(process.cwd(), dir)} on http://${host}:${port}`);
});
