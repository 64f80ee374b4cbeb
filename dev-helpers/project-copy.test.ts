import { execFileSync } from "node:child_process";
import { existsSync, lstatSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { copyProject } from "./project-copy.ts";

let root = "";
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

/** A project in git: a tracked file, a new one, build output, packages and generated images. */
/** A WebP variant, as the image step makes it (GENERATED_PUBLIC). */
const VARIANT = "node_modules/.cache/generated/public/assets/responsive/books/one-400.webp";

function project() {
  root = mkdtempSync(path.join(tmpdir(), "copy-"));
  const from = path.join(root, "from");
  const write = (file: string) => {
    mkdirSync(path.dirname(path.join(from, file)), { recursive: true });
    writeFileSync(path.join(from, file), file);
  };
  write(".gitignore");
  writeFileSync(path.join(from, ".gitignore"), "node_modules/\nbuild/\n");
  write("content/books/one.md");
  execFileSync("git", ["init", "-q"], { cwd: from });
  execFileSync("git", ["add", "."], { cwd: from });
  write("content/books/new.md");
  write("build/client/index.html");
  write(VARIANT);
  write("node_modules/some-package/index.js");
  write("node_modules/.cache/cards.json");
  return from;
}

test("a copy holds the project's files, tracked or new, and links its packages", () => {
  const from = project();
  const to = copyProject(path.join(root, "to"), { from });
  const has = (file: string) => existsSync(path.join(to, file));
  expect(has("content/books/one.md")).toBe(true);
  expect(has("content/books/new.md")).toBe(true);
  expect(has("build/client/index.html")).toBe(false);
  expect(has(VARIANT)).toBe(false);
  expect(lstatSync(path.join(to, "node_modules/some-package")).isSymbolicLink()).toBe(true);
  expect(has("node_modules/some-package/index.js")).toBe(true);
  // Caches are the copy's own: its build must not write into the project's.
  expect(has("node_modules/.cache")).toBe(false);
});

test("with what the build generated, the copy starts from the project's images and caches", () => {
  const from = project();
  const to = copyProject(path.join(root, "to"), { from, generated: true });
  expect(existsSync(path.join(to, VARIANT))).toBe(true);
  expect(lstatSync(path.join(to, "node_modules/.cache")).isSymbolicLink()).toBe(false);
  expect(existsSync(path.join(to, "node_modules/.cache/cards.json"))).toBe(true);
  expect(existsSync(path.join(to, "build"))).toBe(false);
});

test("with the caches alone, the copy has the build steps' caches but not their images", () => {
  const from = project();
  const to = copyProject(path.join(root, "to"), { from, caches: true });
  expect(existsSync(path.join(to, "node_modules/.cache/cards.json"))).toBe(true);
  expect(existsSync(path.join(to, VARIANT))).toBe(false);
});

test("a copy goes into a new or empty folder only", () => {
  const from = project();
  expect(() => copyProject(from, { from })).toThrow(/is not empty/);
});
