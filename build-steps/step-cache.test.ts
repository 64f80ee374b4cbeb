import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { contentStore, hashOf, inParallel, outputRecord, removeUnwanted } from "./step-cache.ts";

let root = "";
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});
const project = () => {
  root = mkdtempSync(path.join(tmpdir(), "step-cache-"));
  return root;
};

test("an output is up to date only while its file holds what its inputs made", () => {
  const target = path.join(project(), "out.webp");
  const inputs = hashOf("cover bytes", "300");
  expect(outputRecord(root, "images").upToDate(target, inputs)).toBe(false);

  writeFileSync(target, "variant");
  const first = outputRecord(root, "images");
  first.made(target, inputs);
  first.save();
  expect(outputRecord(root, "images").upToDate(target, inputs)).toBe(true);
  // Other inputs (a new cover), or the file changed or gone: made again.
  expect(outputRecord(root, "images").upToDate(target, hashOf("new cover", "300"))).toBe(false);
  writeFileSync(target, "something else");
  expect(outputRecord(root, "images").upToDate(target, inputs)).toBe(false);
  rmSync(target);
  expect(outputRecord(root, "images").upToDate(target, inputs)).toBe(false);
});

test("a copy of an output elsewhere is up to date too: the record is by contents", () => {
  const original = path.join(project(), "a.jpg");
  writeFileSync(original, "card");
  const record = outputRecord(root, "cards");
  record.made(original, "inputs");
  record.save();
  const copy = path.join(root, "copy-of-a.jpg");
  writeFileSync(copy, "card");
  expect(outputRecord(root, "cards").upToDate(copy, "inputs")).toBe(true);
});

test("the store gives back what was stored, and a prune removes only what went unused", () => {
  const store = contentStore(project(), "precompressed");
  expect(store.read("ab12", ".br")).toBeUndefined();
  store.write("ab12", ".br", "compressed");
  store.write("cd34", ".br", "old");
  expect(store.read("ab12", ".br")?.toString()).toBe("compressed");
  const old = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
  utimesSync(path.join(root, "node_modules/.cache/precompressed/cd/cd34.br"), old, old);
  store.prune(24 * 60 * 60 * 1000);
  expect(store.read("ab12", ".br")?.toString()).toBe("compressed");
  expect(store.read("cd34", ".br")).toBeUndefined();
});

test("work in parallel covers every item once", async () => {
  const done: number[] = [];
  await inParallel([1, 2, 3, 4, 5], async (n) => {
    await new Promise((resolve) => setTimeout(resolve, 5 - n));
    done.push(n);
  });
  expect(done.sort()).toEqual([1, 2, 3, 4, 5]);
});

test("removeUnwanted deletes the files of a folder, nested ones too, that are not wanted", () => {
  const folder = path.join(project(), "cards");
  mkdirSync(path.join(folder, "series"), { recursive: true });
  const kept = path.join(folder, "book.jpg");
  const stale = [path.join(folder, "gone.jpg"), path.join(folder, "series", "gone.jpg")];
  for (const file of [kept, ...stale]) writeFileSync(file, "x");
  expect(removeUnwanted(folder, new Set([kept]))).toBe(2);
  expect(existsSync(kept)).toBe(true);
  for (const file of stale) expect(existsSync(file)).toBe(false);
  expect(removeUnwanted(path.join(root, "new"), new Set())).toBe(0);
});
