import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { CLIENT_DIR } from "./build-dir.mjs";
import { createSiteServer } from "./server.mjs";

/**
 * The production build, served as `npm start` serves it on a free local port, for the
 * benchmark and the screenshots; built first when there is none.
 */
export async function serveBuildLocally(): Promise<{ base: string; server: Server }> {
  if (!existsSync(path.join(CLIENT_DIR, "404.html"))) {
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const server = createSiteServer(CLIENT_DIR);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
