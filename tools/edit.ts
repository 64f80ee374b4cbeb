/**
 * `npm run edit`: the author's desk on this machine, offline: decap-server (the editor's local
 * backend, which writes under `content/` and `public/assets/` as a hand edit would), the editor
 * (admin/) at http://localhost:5174/admin/ and the site's development server, started together.
 * docs/editor.md says how a port in use moves a server, how they stop, and the *_PORT settings.
 *
 * The servers run under concurrently, which starts each command on every OS (Windows' `.cmd`
 * files included: each is `node` running the package's script) and stops each one with what
 * it started.
 */
import path from "node:path";
import concurrently from "concurrently";
import getPort, { portNumbers } from "get-port";
import { environment } from "../config/environment.mjs";
import { packageBin } from "../dev-helpers/package-bin.ts";

const root = path.resolve(import.meta.dirname, "..");
const wanted = {
  site: environment.editor.sitePort,
  editor: environment.editor.editorPort,
  // Decap's default; the editor's development server is told when it is another.
  backend: environment.editor.backendPort ?? 8081,
};

/** The first free port from `from` on, other than those already taken here. */
const freePort = (from: number, taken: number[]) =>
  getPort({ port: portNumbers(from, Math.min(from + 50, 65535)), exclude: taken });
const site = await freePort(wanted.site, []);
const editor = await freePort(wanted.editor, [site]);
const backend = await freePort(wanted.backend, [site, editor]);

/** A command line that runs a script with this Node, quoted for sh and cmd.exe alike. */
const node = (...args: (string | number)[]) =>
  [process.execPath, ...args.map(String)]
    .map((arg) => (/[\s"&|<>^()%!]/.test(arg) ? `"${arg}"` : arg))
    .join(" ");

const moved = (from: number, to: number) => (from === to ? "" : `   (${from} is in use)`);
console.log(`
  Editor:  http://localhost:${editor}/admin/   (saves to content/ and public/assets/)${moved(wanted.editor, editor)}
  Site:    http://localhost:${site}/${moved(wanted.site, site)}
  Backend: decap-server on port ${backend}${moved(wanted.backend, backend)}
  Ctrl-C stops all three.
`);

const { result } = concurrently(
  [
    {
      name: "backend",
      command: node(packageBin("decap-server", "decap-server")),
      env: { PORT: backend, GIT_REPO_DIRECTORY: root, MODE: "fs", LOG_LEVEL: "warn" },
    },
    {
      name: "editor",
      command: node(
        packageBin("vite", "vite"),
        "--config",
        "admin/vite.config.ts",
        "--logLevel",
        "warn",
      ),
      env: { SITE_PORT: site, EDITOR_PORT: editor, BACKEND_PORT: backend },
    },
    {
      // The site's development server shows each save as it lands (build-steps/vite-plugins/live-content.ts).
      name: "site",
      command: node("--import", "tsx", "tools/dev.ts", "--port", site, "--strictPort"),
    },
  ],
  { cwd: root, prefix: "[{name}]", killOthersOn: ["failure", "success"], handleInput: false },
);

try {
  await result;
} catch (closed) {
  // One stopped with an error (its lines above say why), and the others were stopped with it;
  // Ctrl-C ends here too, which is no error.
  const events = Array.isArray(closed) ? (closed as { killed: boolean; exitCode: unknown }[]) : [];
  const failed = events.find(
    (event) => !event.killed && event.exitCode !== 0 && event.exitCode !== "SIGINT",
  );
  if (failed) {
    console.error("npm run edit stopped: one of its servers did not run (see the lines above).");
    process.exit(1);
  }
}
