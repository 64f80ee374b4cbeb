import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import path from "node:path";
import { GENERATED_ASSETS } from "../../build-steps/generated-folders.mjs";

/**
 * A copy of the project, for tests that let the editor write to its files: the working tree
 * (what git holds or would add) and the generated images and fonts. It lives in build/, so
 * Node finds the packages in this project's node_modules by walking up. `linkNodeModules`
 * also links them into the copy, for `npx`, which looks for commands in the copy's own
 * node_modules only; without it the copy's node_modules holds nothing but the copy's own Vite
 * caches, fresh.
 */
export function copyProject(prefix: string, { linkNodeModules }: { linkNodeModules: boolean }) {
  mkdirSync("build", { recursive: true });
  const project = mkdtempSync(path.resolve("build", prefix));
  const files = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    {
      encoding: "utf8",
    },
  ).split("\0");
  for (const file of files.filter(Boolean)) {
    if (!existsSync(file)) continue;
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    cpSync(file, path.join(project, file));
  }
  // What the build generated, so that the copy starts up to date.
  for (const generated of GENERATED_ASSETS) {
    if (existsSync(generated))
      cpSync(generated, path.join(project, generated), { recursive: true });
  }
  if (linkNodeModules)
    symlinkSync(path.resolve("node_modules"), path.join(project, "node_modules"), "dir");
  return project;
}
