import { spawn } from "node:child_process";
import { childEnvironment } from "../../config/environment.mjs";

/**
 * Runs `npm {args}` in `cwd` as a person types it, with `env` as its whole environment;
 * resolves with its exit code and everything it printed.
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
