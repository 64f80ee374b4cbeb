import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { buildIsStale } from "./build-freshness.mjs";

let root = "";
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

/** A project with a content file and a build, each written at the given time (seconds). */
function project(times: { content: number; build?: number; generated?: number }) {
  root = mkdtempSync(path.join(tmpdir(), "freshness-"));
  const write = (file: string, time: number) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), "x");
    utimesSync(path.join(root, file), time, time);
  };
  write("content/books/a.md", times.content);
  if (times.build !== undefined) write("build/client/404.html", times.build);
  if (times.generated !== undefined) write("public/assets/responsive/a-300.webp", times.generated);
  return path.join(root, "build/client");
}

test("a missing build is built", () => {
  const client = project({ content: 100 });
  expect(buildIsStale(root, client)).toBe("No production build yet");
});

test("a build older than a content file is built again, naming the file", () => {
  const client = project({ content: 200, build: 100 });
  expect(buildIsStale(root, client)).toBe(
    `${path.join("content", "books", "a.md")} has changed since the last build`,
  );
});

test("a build newer than everything it reads is served as it is", () => {
  const client = project({ content: 100, build: 200, generated: 300 });
  expect(buildIsStale(root, client)).toBeNull();
});
