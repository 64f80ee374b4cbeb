import { statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import * as says from "~messages/press";
import { publicFile } from "../content/paths.ts";
import { measure } from "../i18n/formats.ts";
import type { FileFacts } from "./press-kit.ts";

/**
 * What a press kit says of each file beside its link, read from the project's files when the
 * site is built: an image's kind and size in pixels (print wants about 300 per inch), and its
 * size in bytes, in the site's language. A file the project lacks is described by nothing.
 */
export async function fileFacts(root: string, publicPaths: string[]): Promise<FileFacts> {
  const facts = new Map<string, string>();
  await Promise.all(
    publicPaths.map(async (publicPath) => {
      const file = path.join(root, publicFile(publicPath));
      try {
        const { size } = statSync(file);
        const { format, width, height } = await sharp(file).metadata();
        facts.set(
          publicPath,
          says.file_facts({
            format: format.toUpperCase(),
            width: measure(width),
            height: measure(height),
            size: fileSize(size),
          }),
        );
      } catch {
        // Missing or not an image: the link stays, described by its title alone.
      }
    }),
  );
  return (publicPath) => facts.get(publicPath) ?? "";
}

/**
 * A file's size as a reader reads it, in the site's language, written at build time: `840 KB`,
 * `2.1 MB`; `2,1 Mo` in French.
 */
export function fileSize(size: number): string {
  return size < 1_000_000
    ? says.kilobytes({ size: measure(Math.max(1, Math.round(size / 1000))) })
    : says.megabytes({ size: measure(size / 1_000_000, 1) });
}
