import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, expect, test } from "vitest";
import { precompress } from "./precompress.ts";

let root = "";
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

test("files of the same contents are compressed once, each gets its copies, and a second build compresses none", async () => {
  root = mkdtempSync(path.join(tmpdir(), "precompress-"));
  const client = path.join(root, "client");
  mkdirSync(path.join(client, "book", "remnant"), { recursive: true });
  // A page's data at both its addresses (finish-build.ts), another page's, and a file too
  // small to be worth compressing.
  const data = `[${'{"title":"Remnant"},'.repeat(100)}{}]`;
  writeFileSync(path.join(client, "book", "remnant.data"), data);
  writeFileSync(path.join(client, "book", "remnant", "_.data"), data);
  writeFileSync(path.join(client, "book", "starfall.data"), data.replace("Remnant", "Starfall"));
  writeFileSync(path.join(client, "robots.txt"), "User-agent: *\n");

  expect(await precompress(root, client)).toEqual({ files: 3, compressed: 2 });
  for (const file of ["book/remnant.data", "book/remnant/_.data"]) {
    const original = path.join(client, file);
    expect(brotliDecompressSync(readFileSync(`${original}.br`)).toString()).toBe(data);
    expect(gunzipSync(readFileSync(`${original}.gz`)).toString()).toBe(data);
  }
  expect(await precompress(root, client)).toEqual({ files: 3, compressed: 0 });
});

test("files placed with their copies already are left as they are", async () => {
  root = mkdtempSync(path.join(tmpdir(), "precompress-"));
  const client = path.join(root, "client");
  mkdirSync(path.join(client, "admin"), { recursive: true });
  const placed = path.join(client, "admin", "index.js");
  writeFileSync(placed, "x".repeat(2048));
  writeFileSync(`${placed}.br`, "the bundle's own copy");
  writeFileSync(`${placed}.gz`, "the bundle's own copy");
  writeFileSync(path.join(client, "index.html"), "y".repeat(2048));

  expect(await precompress(root, client, { skip: new Set([placed]) })).toEqual({
    files: 1,
    compressed: 1,
  });
  expect(readFileSync(`${placed}.br`, "utf8")).toBe("the bundle's own copy");
  expect(readFileSync(`${placed}.gz`, "utf8")).toBe("the bundle's own copy");
});
