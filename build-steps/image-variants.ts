/**
 * Makes the WebP variants of every cover, trailer thumbnail and the author portrait under
 * public/assets/responsive/ (git-ignored), skipping those newer than their original.
 * Runs before `build` and `dev`, so replacing a JPEG is all an author does.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { type ImageKind, VARIANT_WIDTHS, variantPath } from "../app/catalogue/responsive-images.ts";

const publicDir = path.resolve("public");
const sources: [string, ImageKind][] = [
  ["/assets/books", "cover"],
  ["/assets/trailers", "trailer"],
  ["/assets/author", "portrait"],
];

let made = 0;
let kept = 0;
const wanted = new Set<string>();
for (const [folder, kind] of sources) {
  for (const name of readdirSync(path.join(publicDir, folder)).filter((n) =>
    /\.(jpe?g|png)$/i.test(n),
  )) {
    const original = `${folder}/${name}`;
    const source = path.join(publicDir, original);
    for (const width of VARIANT_WIDTHS[kind]) {
      const target = path.join(publicDir, variantPath(original, width));
      wanted.add(target);
      if (existsSync(target) && statSync(target).mtimeMs >= statSync(source).mtimeMs) {
        kept += 1;
        continue;
      }
      mkdirSync(path.dirname(target), { recursive: true });
      await sharp(source)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 72, effort: 5 })
        .toFile(target);
      made += 1;
    }
  }
}
// Variants of removed images or of widths no longer made would otherwise be published.
let removed = 0;
const responsive = path.join(publicDir, "assets", "responsive");
for (const folder of readdirSync(responsive)) {
  for (const name of readdirSync(path.join(responsive, folder))) {
    const file = path.join(responsive, folder, name);
    if (!wanted.has(file)) {
      rmSync(file);
      removed += 1;
    }
  }
}
console.log(`images: ${made} WebP variants made, ${kept} up to date, ${removed} stale removed`);
