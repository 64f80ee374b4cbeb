/**
 * `npm run edit`: the author's desk on this machine, offline. Starts together
 * - decap-server, the editor's local backend, which reads and writes the files under
 *   `content/` and `public/assets/` exactly as a hand edit would (`git diff` shows each save);
 * - the editor (admin/) on its development server, at http://localhost:5174/admin/;
 * - the site's development server at http://localhost:5173/, which shows each save as it
 *   lands (a new book has its page, a new cover its image sizes) without a restart.
 * It opens nothing by itself. Ctrl-C stops all three. `SITE_PORT`, `EDITOR_PORT` and
 * `BACKEND_PORT` move them to other ports (the end-to-end test runs it beside other servers).
 */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { childEnvironment, environment } from "../config/environment.mjs";

const root = path.resolve(import.meta.dirname, "..");
const { sitePort: SITE_PORT, editorPort: EDITOR_PORT } = environment.editor;
// Decap's default; the editor's development server is told when it is another.
const BACKEND_PORT = environment.editor.backendPort ?? 8081;

const children = new Set<ChildProcess>();

function stopGroup(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}
let stopping = false;

function start(name: string, command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: childEnvironment(env),
    stdio: ["ignore", "pipe", "pipe"],
    // A group of its own, so stopping it stops what it started (npm runs the site's scripts).
    detached: true,
  });
  children.add(child);
  // The commands come from node_modules/.bin, which `npm run` puts on the PATH.
  child.on("error", (error) => {
    console.error(`[${name}] could not start ${command} (${error.message}): run \`npm run edit\`.`);
  });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => `[${name}] ${line}\n`)
      .join("");
  child.stdout?.on("data", (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  child.on("exit", (code, signal) => {
    children.delete(child);
    if (!stopping && signal === null && code !== 0) {
      console.error(`[${name}] stopped (exit ${code}); see the lines above.`);
    }
  });
  return child;
}

function startSite() {
  return start("site", "npm", [
    "run",
    "--silent",
    "dev",
    "--",
    "--port",
    String(SITE_PORT),
    "--strictPort",
  ]);
}

start("backend", "decap-server", [], {
  PORT: String(BACKEND_PORT),
  GIT_REPO_DIRECTORY: root,
  MODE: "fs",
  LOG_LEVEL: "warn",
});
start("editor", "vite", ["--config", "admin/vite.config.ts", "--logLevel", "warn"], {
  SITE_PORT: String(SITE_PORT),
  EDITOR_PORT: String(EDITOR_PORT),
  BACKEND_PORT: String(BACKEND_PORT),
});
// The site's development server shows each save as it lands (build-steps/vite-plugins/live-content.ts).
startSite();

console.log(`
  Editor:  http://localhost:${EDITOR_PORT}/admin/   (saves to content/ and public/assets/)
  Site:    http://localhost:${SITE_PORT}/
  Backend: decap-server on port ${BACKEND_PORT}
  Ctrl-C stops all three.
`);

const stop = () => {
  stopping = true;
  for (const child of children) stopGroup(child);
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
