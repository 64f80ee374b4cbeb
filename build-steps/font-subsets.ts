/**
 * Subsets the self-hosted web fonts to the letters the site uses: every character in the
 * content files and the interface's source, printable ASCII and common typographic marks.
 * Their weight axes are cut to the weights the styles use, and of their layout features only
 * kerning is kept. The faces are listed in app/lib/font-faces.ts, and the fonts they are cut
 * from are the theme's (content/site.yaml); the files go to app/styles/fonts/ (git-ignored),
 * where the client picks them up.
 * Runs before `build` and `dev`; a letter a visitor types that is not in the subset falls
 * back to the metric-matched local face.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { loadCatalogue } from "../app/catalogue/content.server.ts";
import { FONT_FACES } from "../app/lib/font-faces.ts";
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

function filesUnder(dir: string, extensions: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(file, extensions);
    return extensions.test(entry.name) ? [file] : [];
  });
}

async function main() {
  const sources = [
    ...filesUnder("content", /\.(md|ya?ml)$/),
    ...filesUnder("app", /\.tsx?$/).filter((file) => !file.endsWith(".test.ts")),
  ];
  const text = fontText(sources.map((file) => readFileSync(file, "utf8")));
  const outDir = path.resolve("app/styles/fonts");
  mkdirSync(outDir, { recursive: true });
  const { theme } = loadCatalogue().site;
  const sizes: string[] = [];
  for (const font of FONT_FACES) {
    const { min, max } = font.weight;
    const source = fontFile(
      font.role === "display" ? theme.displayFont : theme.textFont,
      font.style,
    );
    const subset = await subsetFont(readFileSync(source), text, {
      targetFormat: "woff2",
      variationAxes: { wght: min === max ? min : { min, max } },
      // Kerning is the one layout feature the text needs; Inter's alternates and stylistic
      // sets would double the files.
      keepFeatures: ["kern"],
      noHinting: true,
    });
    writeFileSync(path.join(outDir, font.file), subset);
    sizes.push(`${font.file} ${(subset.length / 1024).toFixed(1)} KiB`);
  }
  console.log(`fonts: ${text.length} characters; ${sizes.join(", ")}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
