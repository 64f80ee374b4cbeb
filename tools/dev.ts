/**
 * `npm run dev [-- --port N]`: the site's development server. First the build's content check
 * and asset steps (a content mistake is reported and the server starts anyway: its pages show
 * the mistake until the file is fixed), then React Router's development server with every
 * route, whatever the content holds (`ROUTES=all`), so a book added while it runs has its page.
 * Its arguments go to `react-router dev`: Vite takes the next free port when 5173 is in use,
 * unless `--strictPort`, and prints the address.
 */
import { spawn } from "node:child_process";
import { runBuild } from "../build-steps/run-build.mjs";
import { childEnvironment } from "../config/environment.mjs";
import { packageBin } from "../dev-helpers/package-bin.ts";

const assets = runBuild({ args: ["--assets-only", "--dev"] });
if (assets !== 0) process.exit(assets);

const server = spawn(
  process.execPath,
  [packageBin("@react-router/dev", "react-router"), "dev", ...process.argv.slice(2)],
  { stdio: "inherit", env: childEnvironment({ ROUTES: "all" }) },
);
// Ctrl-C reaches the server from the terminal as it reaches this process; a stop sent to this
// process alone (a test, a process manager) is passed on.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
