// @ts-check
import { spawnSync } from "node:child_process";

/**
 * Node's arguments before one of the project's TypeScript scripts, as its npm scripts run them:
 * tsx loads the TypeScript, once the message catalogues are compiled (messages-first.mjs).
 * Run in the project's folder.
 */
export const SCRIPT_ARGS = ["--import", "tsx", "--import", "./build-steps/messages-first.mjs"];

/** Node's arguments for the build module, what `npm run build` runs. */
export const BUILD_ARGS = [...SCRIPT_ARGS, "build-steps/build.ts"];

/**
 * Runs the site's build in a process of its own, started by Node itself on any OS, and
 * returns its exit status (1 when it could not start). `args` are the build's own flags
 * (`--assets-only`); the rest is spawnSync's (`cwd`, `env`, `stdio`: the terminal's by default).
 * Plain JavaScript beside the build's modules, so that `npm start` can build without dev tools
 * of its own.
 * @param {{ args?: string[] } & import("node:child_process").SpawnSyncOptions} [options]
 */
export function runBuild({ args = [], ...options } = {}) {
  const build = spawnSync(process.execPath, [...BUILD_ARGS, ...args], {
    stdio: "inherit",
    ...options,
  });
  return build.status ?? 1;
}
