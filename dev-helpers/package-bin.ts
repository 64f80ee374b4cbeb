import { createRequire } from "node:module";
import path from "node:path";
import { z } from "zod";

const require = createRequire(import.meta.url);
const binField = z.union([z.string(), z.record(z.string(), z.string())]);

/**
 * The script behind an installed package's command (`react-router`, `tsc`, `vite`), to run
 * with `node` itself: `spawn(process.execPath, [packageBin("vite", "vite"), ...args])`. That
 * works the same on Windows, where the command in node_modules/.bin is a `.cmd` file that
 * `spawn` cannot start without a shell, and needs no `npm run` to put it on the PATH.
 */
export function packageBin(pkg: string, command: string): string {
  const manifest = require.resolve(`${pkg}/package.json`);
  const { bin, name } = z.object({ name: z.string(), bin: binField }).parse(require(manifest));
  const script = typeof bin === "string" ? bin : bin[command];
  if (script === undefined) throw new Error(`${name} has no command ${command}`);
  return path.join(path.dirname(manifest), script);
}
