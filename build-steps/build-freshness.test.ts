import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { BUILD_STAMP, buildIsStale, isBuildInput } from "./build-freshness.mjs";
import { GENERATED_FOLDERS, OUTPUT_FOLDERS } from "./generated-folders.mjs";

// Every project a test made: some make several, and each is removed after it.
const roots: string[] = [];
let root = "";
afterEach(() => {
  for (const made of roots.splice(0)) rmSync(made, { recursive: true, force: true });
});

/** A project whose files were written at the given times (seconds), folders at time 1. */
function project(files: Record<string, number>) {
  root = mkdtempSync(path.join(tmpdir(), "freshness-"));
  roots.push(root);
  for (const [file, time] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), "x");
    utimesSync(path.join(root, file), time, time);
  }
  for (const file of Object.keys(files)) {
    for (let dir = path.dirname(file); dir !== "."; dir = path.dirname(dir)) {
      utimesSync(path.join(root, dir), 1, 1);
    }
  }
  return path.join(root, "build");
}

const stamp = `build/${BUILD_STAMP}`;

test("a build that never finished is built", () => {
  const build = project({ "content/books/a.md": 100, "build/client/404.html": 200 });
  expect(buildIsStale(root, build)).toBe("No finished production build yet");
});

test("a build older than any project file is built again, naming the file", () => {
  for (const file of ["content/books/a.md", "app/routes/home.tsx", "build-steps/build.ts"]) {
    const build = project({ [file]: 200, [stamp]: 100 });
    expect(buildIsStale(root, build)).toBe(
      `${path.normalize(file)} has changed since the last build`,
    );
  }
});

test("a file removed from a folder makes the build stale through the folder's time", () => {
  const build = project({ "content/books/a.md": 100, [stamp]: 200 });
  utimesSync(path.join(root, "content/books"), 300, 300);
  expect(buildIsStale(root, build)).toBe(
    `${path.join("content", "books")} has changed since the last build`,
  );
});

test("what the build, the tests and the tools write is not an input", () => {
  const written = [...GENERATED_FOLDERS, ...OUTPUT_FOLDERS].map((folder) => `${folder}/file`);
  const build = project({
    "content/books/a.md": 100,
    [stamp]: 200,
    ...Object.fromEntries(written.map((file) => [file, 300])),
    "node_modules/x/index.js": 300,
  });
  expect(buildIsStale(root, build)).toBeNull();
  for (const file of written) expect(isBuildInput(file)).toBe(false);
  expect(isBuildInput("public/assets/books/a.jpg")).toBe(true);
  // A folder's name is matched whole, not as the start of another's.
  expect(isBuildInput("contents/a.md")).toBe(false);
  expect(isBuildInput("applications/a.ts")).toBe(false);
});

test("a test, a guide, a tool or a host's configuration changed since the build leaves it fresh", () => {
  const build = project({
    "content/books/a.md": 100,
    [stamp]: 200,
    "tests/e2e/a.spec.ts": 300,
    "docs/writing.md": 300,
    "tools/shots.ts": 300,
    "dev-helpers/chromium.ts": 300,
    "deploy/nginx.conf": 300,
    "app/components/chat/chat-panel.test.tsx": 300,
    "app/content/queries.test.ts": 300,
  });
  expect(buildIsStale(root, build)).toBeNull();
  expect(isBuildInput("tests/e2e/a.spec.ts")).toBe(false);
  expect(isBuildInput("app/schema/fixtures.test-helper.ts")).toBe(false);
  expect(isBuildInput("app/content/contest.ts")).toBe(true);
  expect(isBuildInput("tools/shots.ts")).toBe(false);
  expect(isBuildInput("README.md")).toBe(false);
});

test("an editor's or a system's stray files and the linters' configurations leave it fresh", () => {
  const build = project({
    "content/books/a.md": 100,
    [stamp]: 200,
    ".idea/workspace.xml": 300,
    ".vscode/settings.json": 300,
    ".DS_Store": 300,
    "content/.DS_Store": 300,
    "biome.json": 300,
    ".dependency-cruiser.cjs": 300,
    "playwright.config.ts": 300,
  });
  expect(buildIsStale(root, build)).toBeNull();
});

test("the build's own code, the app, the editor, the environment's reader and the configurations are inputs", () => {
  for (const file of [
    "build-steps/build.ts",
    "app/root.tsx",
    "admin/config.ts",
    "config/environment.mjs",
    "package-lock.json",
    "vite.config.ts",
    "react-router.config.ts",
  ]) {
    expect(isBuildInput(file), file).toBe(true);
  }
});

test("a build made for another base path is built again, naming both", () => {
  const build = project({ "content/books/a.md": 100, [stamp]: 200 });
  writeFileSync(path.join(root, stamp), JSON.stringify({ basePath: "/my-books/" }));
  utimesSync(path.join(root, stamp), 200, 200);
  expect(buildIsStale(root, build, "/my-books/")).toBeNull();
  expect(buildIsStale(root, build)).toBe("The last build is for the base path /my-books/, not /");
  expect(buildIsStale(root, build, "/other/")).toBe(
    "The last build is for the base path /my-books/, not /other/",
  );
});
