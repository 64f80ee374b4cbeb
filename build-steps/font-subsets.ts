/**
 * Subsets the self-hosted web fonts to the letters the site uses: every character in the
 * content files and the interface's source, printable ASCII and common typographic marks.
 * Their weight axes are cut to the weights the styles use, and of their layout features only
 * kerning is kept. The faces are listed in app/lib/font-faces.ts, and the fonts they are cut
 * from are the theme's (content/site.yaml); the files go to GENERATED_FONTS (a cache folder),
 * where the client imports them (`~generated/fonts/…?url`).
 * A letter a visitor types that is not in the subset falls back to the metric-matched local
 * face. The subsets are made again only when the characters or the faces (the theme's
 * choice, or the packages' files) change.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import type { Site } from "../app/content/types.ts";
import { FONT_FACES } from "../app/lib/font-faces.ts";
import { GENERATED_FONTS } from "./generated-folders.mjs";
import { readCatalogue } from "./messages.ts";
import { hashOf, outputRecord } from "./step-cache.ts";
import { fontFile } from "./theme-fonts.ts";

/** Letters any page may show beyond those in the sources: ASCII and typographic marks. */
const ALWAYS = `${String.fromCharCode(...Array.from({ length: 95 }, (_, i) => 32 + i))}‘’“”–—…•·©×`;

/** Every printable character in the given texts and in ALWAYS, once each, sorted. */
export function fontText(texts: string[]): string {
  const characters = new Set<string>();
  for (const text of [ALWAYS, ...texts]) {
    for (const character of text) {
      if (/\P{C}/u.test(character)) characters.add(character);
    }
  }
  return [...characters].sort().join("");
}

/** The site's language's catalogue, the pseudo-language's made from English's. */
function filesUnder(dir: string, extensions: RegExp): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && extensions.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const SUBSET_OPTIONS = {
  targetFormat: "woff2" as const,
  // Kerning is the one layout feature the text needs; Inter's alternates and stylistic sets
  // would double the files.
  keepFeatures: ["kern"],
  noHinting: true,
};

/** Writes the subsets to GENERATED_FONTS, unless the characters and faces are unchanged. */
export async function makeFontSubsets(
  root: string,
  { theme, language }: Pick<Site, "theme" | "language">,
): Promise<string> {
  const sources = [
    ...filesUnder(path.join(root, "content"), /\.(md|ya?ml)$/),
    // The interface's words: its code (not the pseudo-language's letters in app/i18n/) and its
    // messages in the site's language, whose letters no other language's may add.
    ...filesUnder(path.join(root, "app"), /\.tsx?$/).filter(
      (file) => !file.endsWith(".test.ts") && !file.includes(`${path.sep}i18n${path.sep}`),
    ),
  ];
  const text = fontText([
    ...sources.map((file) => readFileSync(file, "utf8")),
    JSON.stringify(readCatalogue(root, language)),
  ]);
  const outDir = path.join(root, GENERATED_FONTS);
  mkdirSync(outDir, { recursive: true });
  const record = outputRecord(root, "font-subsets");
  const lockfile = readFileSync(path.join(root, "package-lock.json"));
  const sizes: string[] = [];
  let made = 0;
  for (const font of FONT_FACES) {
    const { min, max } = font.weight;
    const face = readFileSync(
      fontFile(font.role === "display" ? theme.displayFont : theme.textFont, font.style),
    );
    const target = path.join(outDir, font.file);
    // The lockfile stands for the subsetter's version.
    const inputs = hashOf(face, text, JSON.stringify({ ...font, SUBSET_OPTIONS }), lockfile);
    if (!record.upToDate(target, inputs)) {
      const subset = await subsetFont(face, text, {
        ...SUBSET_OPTIONS,
        variationAxes: { wght: min === max ? min : { min, max } },
      });
      writeFileSync(target, subset);
      record.made(target, inputs);
      made += 1;
    }
    sizes.push(`${font.file} ${(statSync(target).size / 1024).toFixed(1)} KiB`);
  }
  record.save();
  return `${text.length} characters, ${made ? `${made} subsets made` : "subsets up to date"}: ${sizes.join(", ")}`;
}
