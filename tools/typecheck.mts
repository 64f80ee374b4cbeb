/**
 * `npm run typecheck`: the message catalogues compiled (their modules' types are English's),
 * React Router's route types for every route, whatever the content holds (`ROUTES=all`), then
 * TypeScript over the project.
 */
import { spawnSync } from "node:child_process";
import { compileMessages } from "../build-steps/messages.ts";
import { childEnvironment } from "../config/environment.mjs";
import { packageBin } from "../dev-helpers/package-bin.ts";

await compileMessages(process.cwd());
const steps: [string, string[]][] = [
  [packageBin("@react-router/dev", "react-router"), ["typegen"]],
  [packageBin("typescript", "tsc"), []],
];
for (const [script, args] of steps) {
  const run = spawnSync(process.execPath, [script, ...args], {
    stdio: "inherit",
    env: childEnvironment({ ROUTES: "all" }),
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
