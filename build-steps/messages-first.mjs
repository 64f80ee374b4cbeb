// @ts-check
/**
 * Run before each of the project's own scripts (`tsx --import ./build-steps/messages-first.mjs`
 * in package.json; BUILD_ARGS): makes sure the message catalogues are compiled, in the site's
 * language, before any module that says words is loaded, as it imports `~messages/{area}` (on
 * a fresh clone no module is compiled yet; after a catalogue is edited, the one there is old).
 * Plain JavaScript, as Node loads it before tsx's loader; it reads the check through tsx's API,
 * and compiles in a process of its own (inlang's SDK, which Paraglide runs, starts a worker
 * that cannot be loaded that way).
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

/** @type {typeof import("./messages.ts")} */
const { messagesUpToDate } = await tsImport("./messages.ts", import.meta.url);
if (!messagesUpToDate(process.cwd())) {
  const compile = spawnSync(
    process.execPath,
    ["--import", "tsx", fileURLToPath(new URL("./compile-messages.ts", import.meta.url))],
    { stdio: "inherit" },
  );
  if (compile.status !== 0) process.exit(compile.status ?? 1);
}
