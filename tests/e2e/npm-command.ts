import { spawn } from "node:child_process";
import { constants, setPriority } from "node:os";
import { childEnvironment } from "../../config/environment.mjs";

/**
 * Runs `npm {args}` in `cwd` as a person types it, with `env` as its whole environment;
 * resolves with its exit code and everything it printed.
 *
 * The command, and what it starts (a build, an install), runs at low priority, as background
 * work: a build takes both cores, and a browser test in the other worker, waiting 5 s for a
 * page React renders in 0.3 s, timed out behind it (variant.spec's one failure, reproduced at a
 * load of 20). Its own test waits minutes for it, and it takes no longer where nothing else runs.
 */
export function runNpm(
  args: string[],
  {
    cwd = process.cwd(),
    env = childEnvironment(),
  }: { cwd?: string; env?: Record<string, string> } = {},
) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const command = spawn("npm", args, { cwd, env });
    if (command.pid) setPriority(command.pid, constants.priority.PRIORITY_LOW);
    let output = "";
    command.stdout.on("data", (chunk) => {
      output += chunk;
    });
    command.stderr.on("data", (chunk) => {
      output += chunk;
    });
    command.on("close", (code) => resolve({ code, output }));
  });
}
