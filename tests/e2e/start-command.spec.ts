import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, utimesSync } from "node:fs";
import { createServer, type Server } from "node:net";
import os from "node:os";
import path from "node:path";
import getPort from "get-port";
import { BUILD_DIR } from "../../build-steps/build-dir.mjs";
import { copyEnvironment } from "../../config/environment.mjs";
import { copyProject } from "../../dev-helpers/project-copy.ts";
import { expect, test } from "./fixtures.ts";
import { runNpm } from "./npm-command.ts";

// `npm start` where it can go wrong for an author: its port already taken by another program,
// and a server installed without the development dependencies (`npm ci --omit=dev`), which can
// serve a build but not make one. The run has built the project already, so nothing here builds.

test.describe.configure({ mode: "serial", timeout: 300_000 });

/** Holds `port` on `host` as another program would, until closed. */
async function hold(port: number, host: string): Promise<Server> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return server;
}

/**
 * `npm start` in `cwd` until it says where it serves, or exits: what it printed, the exit code
 * if it stopped, and a way to stop it.
 */
async function start(cwd: string, args: string[], env: Record<string, string>) {
  const child: ChildProcess = spawn("npm", ["start", ...(args.length ? ["--", ...args] : [])], {
    cwd,
    env: copyEnvironment({ HOST: "127.0.0.1", ...env }),
    // A process group of its own, as a terminal gives a command, for Ctrl-C below.
    detached: true,
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const serving = new Promise<void>((resolve) => {
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on("data", (chunk) => {
        output += chunk;
        if (/Serving .* on http/.test(output)) resolve();
      });
    }
  });
  const code = await Promise.race([exited, serving.then(() => undefined)]);
  return {
    code,
    output: () => output,
    /** Ctrl-C, as a terminal sends it: SIGINT to npm and the server it started. */
    stop: async () => {
      if (child.exitCode !== null || !child.pid) return;
      process.kill(-child.pid, "SIGINT");
      await exited;
    },
  };
}

test("npm start on a port another program holds says so and how to choose another, and serves on the one it is given", async () => {
  const port = await getPort();
  const held = await hold(port, "127.0.0.1");
  try {
    const refused = await start(process.cwd(), [], { PORT: String(port) });
    expect(refused.code, refused.output()).toBe(1);
    expect(refused.output()).toContain(
      `Port ${port} is in use by another program, so the site cannot be served there. Stop that program, or serve on another port: npm start -- --port ${port + 1}`,
    );
    expect(refused.output()).not.toMatch(/^\s+at /m);

    const other = await getPort({ exclude: [port] });
    const served = await start(process.cwd(), ["--port", String(other)], { PORT: String(port) });
    try {
      expect(served.code, served.output()).toBeUndefined();
      expect(served.output()).toContain(`on http://127.0.0.1:${other}/`);
      expect((await fetch(`http://127.0.0.1:${other}/`)).status).toBe(200);
    } finally {
      await served.stop();
    }
  } finally {
    held.close();
  }
});

test("npm start after npm ci --omit=dev serves the build there is, and says why it cannot make one", async () => {
  // Outside the project, so that no package is found in the project's node_modules above it.
  const project = copyProject(mkdtempSync(path.join(os.tmpdir(), "omit-dev-")));
  try {
    rmSync(path.join(project, "node_modules"), { recursive: true, force: true });
    // From npm's cache, which the project's own `npm ci` filled.
    const install = await runNpm(
      ["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund"],
      { cwd: project },
    );
    expect(install.code, install.output).toBe(0);
    const port = String(await getPort());

    const none = await start(project, [], { PORT: port });
    expect(none.code, none.output()).toBe(1);
    expect(none.output()).toContain(
      "There is no build in build/ to serve, and building needs the development dependencies: install with `npm ci` (not `npm ci --omit=dev`), then run npm start.",
    );

    cpSync(path.resolve(BUILD_DIR), path.join(project, "build"), {
      recursive: true,
      preserveTimestamps: true,
    });
    // A book changed since the build: a server that could build would build again.
    const later = new Date(Date.now() + 60_000);
    const book = path.join(project, "content", "site.yaml");
    utimesSync(book, later, later);
    const stale = await start(project, [], { PORT: port });
    try {
      expect(stale.code, stale.output()).toBeUndefined();
      expect(stale.output()).toContain(
        "content/site.yaml has changed since the last build, but building needs the development dependencies: install with `npm ci` (not `npm ci --omit=dev`). Serving the build that is there.",
      );
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    } finally {
      await stale.stop();
    }
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
});
