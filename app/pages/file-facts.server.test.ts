import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, expect, test } from "vitest";
import { fileFacts, fileSize } from "./file-facts.server.ts";

const root = mkdtempSync(path.join(tmpdir(), "file-facts-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

test("an image is described by its kind, its pixels and its size; a missing file by nothing", async () => {
  mkdirSync(path.join(root, "public/assets/authors"), { recursive: true });
  await sharp({ create: { width: 16, height: 20, channels: 3, background: "#836" } })
    .png()
    .toFile(path.join(root, "public/assets/authors/ada.png"));
  const facts = await fileFacts(root, ["/assets/authors/ada.png", "/assets/authors/gone.jpg"]);
  expect(facts("/assets/authors/ada.png")).toBe("PNG, 16 × 20 px, 1 KB");
  expect(facts("/assets/authors/gone.jpg")).toBe("");
});

test("a file's size in kilobytes under a million bytes, else in megabytes to a tenth", () => {
  expect(fileSize(12)).toBe("1 KB");
  expect(fileSize(840_400)).toBe("840 KB");
  expect(fileSize(2_140_000)).toBe("2.1 MB");
  expect(fileSize(12_345_678)).toBe("12.3 MB");
});
