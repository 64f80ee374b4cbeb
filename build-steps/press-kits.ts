import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { strToU8, type Zippable, zipSync } from "fflate";
import { booksBy, pressKitPath } from "../app/catalogue/authors.ts";
import { assetPaths, publicFile } from "../app/content/paths.ts";
import type { Catalogue } from "../app/content/types.ts";
import { pressKitText } from "../app/pages/press-kit.ts";
import { GENERATED_PUBLIC } from "./generated-folders.mjs";
import { hashOf, outputRecord, removeUnwanted } from "./step-cache.ts";

/**
 * Makes each author's press kit as one archive (/assets/press/{id}-press-kit.zip, in
 * GENERATED_PUBLIC), with fflate: their portrait and their covers as the files they gave, and
 * bios.txt. The images go in stored as they are (a JPEG does not shrink); the text deflated.
 * Every entry has one date, so the same files make the same archive, which is made again only
 * when one of them changes.
 */
export function makePressKits(root: string, catalogue: Catalogue): string {
  const record = outputRecord(root, "press-kits");
  const generatedDir = path.join(root, GENERATED_PUBLIC);
  const wanted = new Set<string>();
  let made = 0;
  for (const author of catalogue.authors) {
    if (pressKitPath(author, catalogue) === null) continue;
    const images = [
      ...(author.portrait ? [[`portrait${path.extname(author.portrait)}`, author.portrait]] : []),
      ...booksBy(author, catalogue.books).map((book) => [
        `covers/${book.id}.jpg`,
        assetPaths.cover(book.id),
      ]),
    ];
    const entries: [name: string, data: Uint8Array, level: 0 | 9][] = [
      ["bios.txt", strToU8(pressKitText(author, catalogue)), 9],
      ...images.map(([name = "", publicPath = ""]): [string, Uint8Array, 0] => [
        name,
        readFileSync(path.join(root, publicFile(publicPath))),
        0,
      ]),
    ];
    const files: Zippable = Object.fromEntries(
      entries.map(([name, data, level]) => [name, [data, { level }]]),
    );
    const target = path.join(generatedDir, assetPaths.pressKit(author.id));
    wanted.add(target);
    const inputs = hashOf(...entries.flatMap(([name, data, level]) => [name, data, `${level}`]));
    if (record.upToDate(target, inputs)) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, zipSync(files, { mtime: "2000-01-01" }));
    record.made(target, inputs);
    made += 1;
  }
  record.save();
  const removed = removeUnwanted(path.join(generatedDir, assetPaths.folders.press), wanted);
  return `${made} made, ${wanted.size - made} up to date${removed ? `, ${removed} stale removed` : ""}`;
}
