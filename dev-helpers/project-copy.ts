/**
 * A copy of the project in another folder, to build or test a changed catalogue without
 * touching this one: what git holds or would add (content, public files, the source and its
 * configuration), none of what it ignores (build output, reports), and the installed
 * packages linked one by one rather than copied: `npm run` and `npx` find their commands in
 * the copy, and the copy's tools write their caches (Vite's, the build steps') into
 * folders of its own, empty as on a fresh clone.
 */
import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import {
  GENERATED_ASSETS,
  GENERATED_FOLDERS,
  GENERATED_ROOT,
} from "../build-steps/generated-folders.mjs";

/** Folders of node_modules that tools write to (caches): each copy keeps its own. */
const OWN_CACHES = new Set([".cache", ".vite"]);
/** What the build steps keep between builds, among the folders the build writes. */
const BUILD_CACHES = GENERATED_FOLDERS.filter((folder) => folder.startsWith("node_modules/"));

export type CopyOptions = {
  /** The project to copy; the current folder by default. */
  from?: string;
  /**
   * Also copy what the build generated (image variants, share cards, font subsets) and its
   * record of their inputs, so the copy's build redoes only what its changes need.
   */
  generated?: boolean;
  /**
   * Also copy the build steps' caches alone (the editor's bundle does not depend on the
   * content), for a copy whose content is all new.
   */
  caches?: boolean;
};

/** Copies the project into `to`, which must be missing or empty. */
export function copyProject(
  to: string,
  { from = process.cwd(), generated = false, caches = generated }: CopyOptions = {},
) {
  const target = path.resolve(to);
  if (existsSync(target) && readdirSync(target).length > 0)
    throw new Error(`${target} is not empty: copy the project into a new or empty folder`);
  for (const file of projectFiles(from)) {
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    // Times kept, so that generated files stay newer than the images they were made from.
    cpSync(path.join(from, file), path.join(target, file), { preserveTimestamps: true });
  }
  linkPackages(path.join(from, "node_modules"), path.join(target, "node_modules"));
  const folders = [...(generated ? GENERATED_ASSETS : []), ...(caches ? BUILD_CACHES : [])];
  // The caches hold what the asset steps made (GENERATED_ROOT): only with `generated`.
  const generatedRoot = path.join(from, GENERATED_ROOT);
  for (const folder of folders) {
    if (existsSync(path.join(from, folder)))
      cpSync(path.join(from, folder), path.join(target, folder), {
        recursive: true,
        preserveTimestamps: true,
        filter: (source) =>
          generated || (source !== generatedRoot && !source.startsWith(generatedRoot + path.sep)),
      });
  }
  return target;
}

/** The project's files as git sees them: tracked or new, and not ignored, that exist. */
function projectFiles(from: string): string[] {
  let listing: string;
  try {
    listing = execFileSync(
      "git",
      ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
      { cwd: from, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
  } catch (error) {
    throw new Error(`${from} must be a git checkout to be copied: ${String(error)}`);
  }
  const files = new Set(listing.split("\0").filter(Boolean));
  return [...files].filter((file) => existsSync(path.join(from, file)));
}

/** A node_modules of links to the project's packages, with caches of its own. */
function linkPackages(from: string, to: string) {
  if (!existsSync(from)) throw new Error(`${from} is missing: run npm ci first`);
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    if (OWN_CACHES.has(entry)) continue;
    symlinkSync(path.join(from, entry), path.join(to, entry));
  }
}

/**
 * The copy of the project in `to` (made by `copyProject`) turned back to a commit: each file
 * that differs from `ref` is written as `ref` has it, or removed where `ref` has none, so the
 * copy is the project at `ref` with this checkout's installed packages. Git itself says what
 * differs and hands over each file, on any OS.
 */
export function revertCopyTo(to: string, ref: string, from = process.cwd()) {
  const git = (args: string[]) =>
    execFileSync("git", args, { cwd: from, encoding: "buffer", maxBuffer: 64 * 1024 * 1024 });
  const list = (args: string[]) => git(args).toString("utf8").split("\0").filter(Boolean);
  const changed = list(["diff", "--name-only", "-z", "--no-renames", ref]);
  const atRef = new Set(list(["ls-tree", "-r", "-z", "--name-only", ref, "--", ...changed]));
  // Files new since `ref` and not yet in git are in the copy too: they go as well.
  const untracked = list(["ls-files", "-z", "--others", "--exclude-standard"]);
  for (const file of new Set([...changed, ...untracked])) {
    const target = path.join(to, file);
    if (atRef.has(file)) {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, git(["show", `${ref}:${file}`]));
    } else {
      rmSync(target, { force: true });
    }
  }
  return changed.length;
}
