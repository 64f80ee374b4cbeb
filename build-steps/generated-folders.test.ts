import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { GENERATED_ASSETS, GENERATED_FOLDERS, OUTPUT_FOLDERS } from "./generated-folders.mjs";

/**
 * Whether the project is a git work tree: a copy made without git (a download, or
 * `npm run grow-catalogue`'s copy) has no .gitignore to consult, and its tests of it say so.
 */
const inGit = spawnSync("git", ["rev-parse", "--is-inside-work-tree"]).status === 0;
const NOT_IN_GIT = "the project is not a git work tree, so git ignores nothing in it";

/** Whether git ignores a path of the project (a file in it, for a folder). */
function ignored(file: string): boolean {
  try {
    execFileSync("git", ["check-ignore", "--quiet", "--no-index", file]);
    return true;
  } catch {
    return false;
  }
}

test("git ignores every folder the build, the tests and the tools write", ({ skip }) => {
  if (!inGit) skip(NOT_IN_GIT);
  for (const folder of [...GENERATED_FOLDERS, ...OUTPUT_FOLDERS]) {
    expect({ folder, ignored: ignored(`${folder}/any-file`) }).toEqual({ folder, ignored: true });
  }
});

test("every folder .gitignore names is one of them, so build freshness skips it too", () => {
  const listed = [...GENERATED_FOLDERS, ...OUTPUT_FOLDERS, "node_modules"];
  const folders = readFileSync(".gitignore", "utf8")
    .split("\n")
    .filter((line) => line.endsWith("/"))
    .map((line) => line.replace(/^\//, "").replace(/\/$/, ""));
  for (const folder of folders) expect(listed).toContain(folder);
});

test("what the asset steps make lives in a cache folder, never beside the sources", () => {
  for (const folder of GENERATED_ASSETS) {
    expect(
      GENERATED_FOLDERS.some((generated) => folder.startsWith(`${generated}/`)),
      folder,
    ).toBe(true);
    expect(folder).not.toMatch(/^(app|public|content)\//);
  }
});

test("a source folder is not ignored, so the test above can fail", ({ skip }) => {
  if (!inGit) skip(NOT_IN_GIT);
  expect(ignored("content/books/any-file.md")).toBe(false);
});
