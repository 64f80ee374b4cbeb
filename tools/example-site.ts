/**
 * `npm run example -- small-press`: an example site from `examples/{name}/content`, made in a
 * copy of the project under build/examples/{name} (its covers and portraits drawn as the
 * sample's were), built and served on http://localhost:3000 (`PORT` honoured). The small
 * press is four authors on one site, one of them a pen name (docs/authors.md). The test run
 * builds it too (tools/test-catalogues.ts).
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { loadCatalogueFrom } from "../app/schema/content.server.ts";
import { copyEnvironment } from "../config/environment.mjs";
import { copyProject } from "../dev-helpers/project-copy.ts";
import { drawAssets } from "./draw-assets.ts";
import { SAMPLE_IMAGES } from "./new-site-files.ts";

/** The examples there are: the folders of examples/. */
export const EXAMPLES = readdirSync("examples");

/** Copies the project into `to` with the example's content in place of the sample's. */
export async function exampleSite(name: string, to: string) {
  const root = copyProject(to, { caches: true });
  for (const folder of ["content", ...SAMPLE_IMAGES]) {
    rmSync(path.join(root, folder), { recursive: true, force: true });
  }
  cpSync(path.join("examples", name, "content"), path.join(root, "content"), { recursive: true });
  await drawAssets(root);
  return { root, catalogue: loadCatalogueFrom(root) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [name, ...extra] = process.argv.slice(2);
  if (!name || extra.length > 0 || !EXAMPLES.includes(name)) {
    console.error(`Usage: npm run example -- <${EXAMPLES.join(" | ")}>`);
    process.exit(2);
  }
  const to = path.resolve("build", "examples", name);
  if (existsSync(to)) rmSync(to, { recursive: true });
  const { root, catalogue } = await exampleSite(name, to);
  console.log(`${root}: ${catalogue.authors.length} authors, ${catalogue.books.length} books`);
  // npm start in the copy builds it, then serves it, as it does this project. npm is
  // npm.cmd on Windows, which only a shell finds.
  const { status } = spawnSync("npm", ["start"], {
    cwd: root,
    env: copyEnvironment({}),
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  process.exit(status ?? 1);
}
