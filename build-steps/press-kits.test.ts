import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterEach, expect, test } from "vitest";
import { authorFile, bookFile, catalogue } from "../app/schema/fixtures.test-helper.ts";
import { GENERATED_PUBLIC } from "./generated-folders.mjs";
import { makePressKits } from "./press-kits.ts";

let root = "";
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

/** A project holding the files an author's press kit takes: a portrait and two covers. */
function project(files: Record<string, string>) {
  root = mkdtempSync(path.join(tmpdir(), "press-kits-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const press = catalogue({
  authors: [
    authorFile("ada", "Ada Lovelace", "portrait: /assets/authors/ada.jpg\n"),
    authorFile("mary", "Mary Shelley"),
  ],
  books: [bookFile("engine", "authors: [ada]\n"), bookFile("monster", "authors: [mary, ada]\n")],
});

test("each author's archive holds their portrait and covers as given, and their bios; made again only when one changes", () => {
  project({
    "public/assets/authors/ada.jpg": "ada's portrait",
    "public/assets/books/engine.jpg": "engine cover",
    "public/assets/books/monster.jpg": "monster cover",
  });
  expect(makePressKits(root, press)).toBe("2 made, 0 up to date");
  const archive = (id: string) =>
    unzipSync(readFileSync(path.join(root, GENERATED_PUBLIC, `assets/press/${id}-press-kit.zip`)));
  const ada = archive("ada");
  expect(Object.keys(ada).sort()).toEqual([
    "bios.txt",
    "covers/engine.jpg",
    "covers/monster.jpg",
    "portrait.jpg",
  ]);
  expect(strFromU8(ada["portrait.jpg"] ?? new Uint8Array())).toBe("ada's portrait");
  expect(strFromU8(ada["bios.txt"] ?? new Uint8Array())).toContain("Full bio (8 words)");
  expect(Object.keys(archive("mary")).sort()).toEqual(["bios.txt", "covers/monster.jpg"]);

  expect(makePressKits(root, press)).toBe("0 made, 2 up to date");
  writeFileSync(path.join(root, "public/assets/books/monster.jpg"), "a new monster cover");
  expect(makePressKits(root, press)).toBe("2 made, 0 up to date");
});

test("a site without content/authors/ has no press kit, and a kit of an author gone is removed", () => {
  project({ "public/assets/books/one.jpg": "cover", "public/assets/books/two.jpg": "cover" });
  const stale = path.join(root, GENERATED_PUBLIC, "assets/press/gone-press-kit.zip");
  mkdirSync(path.dirname(stale), { recursive: true });
  writeFileSync(stale, "an old kit");
  expect(makePressKits(root, catalogue())).toBe("0 made, 0 up to date, 1 stale removed");
});
