/**
 * Makes the WebP variants of every cover, trailer thumbnail and the author portrait under
 * /assets/responsive/ (made into GENERATED_PUBLIC, a cache folder, which the development
 * servers serve and the build copies), so replacing a JPEG is all an author does. A
 * variant is made again only when its original's contents (or the settings) change.
 */
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { type ImageKind, VARIANT_WIDTHS } from "../app/catalogue/responsive-images.ts";
import { assetPaths } from "../app/content/paths.ts";
import { GENERATED_PUBLIC } from "./generated-folders.mjs";
import { hashOf, inParallel, outputRecord, removeUnwanted } from "./step-cache.ts";

const SOURCES: [string, ImageKind][] = [
  [assetPaths.folders.books, "cover"],
  [assetPaths.folders.trailers, "trailer"],
  [assetPaths.folders.author, "portrait"],
  [assetPaths.folders.authors, "portrait"],
];
const WEBP = { quality: 72, effort: 5 };
/** What else a variant depends on: the encoder's settings and version. */
const SETTINGS = JSON.stringify({ WEBP, vips: sharp.versions });

const listImages = (folder: string) => {
  try {
    return readdirSync(folder).filter((name) => /\.(jpe?g|png)$/i.test(name));
  } catch {
    return [];
  }
};

/** Makes the variants that are missing or out of date; removes those of no image. */
export async function makeImageVariants(root: string): Promise<string> {
  const publicDir = path.join(root, "public");
  const generatedDir = path.join(root, GENERATED_PUBLIC);
  const record = outputRecord(root, "image-variants");
  type Variant = { width: number; target: string; inputs: string };
  const jobs: { source: Buffer; variants: Variant[] }[] = [];
  const wanted = new Set<string>();
  let kept = 0;
  for (const [folder, kind] of SOURCES) {
    for (const name of listImages(path.join(publicDir, folder))) {
      const original = `${folder}/${name}`;
      const source = readFileSync(path.join(publicDir, original));
      const sourceHash = hashOf(source);
      const variants: Variant[] = [];
      for (const width of VARIANT_WIDTHS[kind]) {
        const target = path.join(generatedDir, assetPaths.variant(original, width));
        const inputs = hashOf(sourceHash, String(width), SETTINGS);
        wanted.add(target);
        if (record.upToDate(target, inputs)) kept += 1;
        else variants.push({ width, target, inputs });
      }
      if (variants.length > 0) jobs.push({ source, variants });
    }
  }
  // An image is decoded once for all its variants: a tenth less time than once for each.
  await inParallel(jobs, async ({ source, variants }) => {
    const { data, info } = await sharp(source).raw().toBuffer({ resolveWithObject: true });
    for (const { width, target, inputs } of variants) {
      mkdirSync(path.dirname(target), { recursive: true });
      await sharp(data, { raw: info })
        .resize({ width, withoutEnlargement: true })
        .webp(WEBP)
        .toFile(target);
      record.made(target, inputs);
    }
  });
  record.save();
  // Variants of removed images or of widths no longer made would otherwise be published.
  const removed = removeUnwanted(path.join(generatedDir, assetPaths.folders.responsive), wanted);
  return `${jobs.reduce((sum, job) => sum + job.variants.length, 0)} WebP variants made, ${kept} up to date${removed ? `, ${removed} stale removed` : ""}`;
}
