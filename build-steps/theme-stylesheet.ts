import { createFontStack } from "@capsizecss/core";
import {
  FONT_FACES,
  FONT_FAMILIES,
  type FontRole,
  WEB_FONTS_ATTRIBUTE,
} from "../app/lib/font-faces.ts";
import { type Theme, themeColours } from "../app/schema/theme.ts";
import { GENERATED_ALIAS } from "./generated-folders.mjs";
import { FONT_PACKAGES, fallbackFor } from "./theme-fonts.ts";

/** `nightRaised` -> `--color-night-raised`, the stylesheets' names for the theme's colours. */
const propertyOf = (name: string) =>
  `--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * The font-face of a role's local fallback, sized by Capsize to the chosen font's metrics
 * (its ascent, descent and average width), and the role's font stacks: with the web font
 * first, and without it.
 */
function fontRole(role: FontRole, name: Theme["displayFont"] | Theme["textFont"]) {
  const family = FONT_FAMILIES[role];
  const fallback = fallbackFor(name);
  const [face] = createFontStack([FONT_PACKAGES[name].metrics, fallback.metrics], {
    fontFaceFormat: "styleObject",
  }).fontFaces;
  const metrics = face?.["@font-face"];
  if (!metrics) throw new Error(`Capsize made no fallback face for ${name}`);
  const sources = fallback.local.map((font) => `local("${font}")`).join(", ");
  const fontFace = [
    "@font-face {",
    `  font-family: "${family} Fallback";`,
    `  src: ${sources};`,
    `  ascent-override: ${metrics.ascentOverride};`,
    `  descent-override: ${metrics.descentOverride};`,
    `  line-gap-override: ${metrics.lineGapOverride};`,
    `  size-adjust: ${metrics.sizeAdjust};`,
    "}",
  ].join("\n");
  const local = `"${family} Fallback", ${fallback.generic}`;
  return { fontFace, stack: `"${family}", ${local}`, local };
}

/**
 * The web fonts' faces, each a subset the build makes (build-steps/font-subsets.ts), which Vite
 * bundles under a hashed name. `optional`: a face is used on a page only if it is there when
 * the page is first laid out (from the browser's cache, in time for the preload in the head),
 * and never swapped in under text already on screen, so it moves nothing (a heading that wraps
 * onto another line in the web font would move all below it). They are named in the font
 * stacks only under WEB_FONTS_ATTRIBUTE, so a page without it fetches none of them
 * (app/lib/load-web-fonts.ts says which pages have it).
 */
function webFontFaces(): string[] {
  return FONT_FACES.map((face) =>
    [
      "@font-face {",
      `  font-family: "${FONT_FAMILIES[face.role]}";`,
      `  src: url("${GENERATED_ALIAS}/fonts/${face.file}") format("woff2");`,
      `  font-style: ${face.style};`,
      `  font-weight: ${face.weight.min} ${face.weight.max};`,
      "  font-display: optional;",
      "}",
    ].join("\n"),
  );
}

/**
 * The theme as a stylesheet: the design's colours and font stacks as custom properties (the
 * stacks of local faces, and those with the web fonts first under WEB_FONTS_ATTRIBUTE), the
 * fonts' metric-matched local fallback faces, then the web fonts' faces. Bundled into the stylesheet every page loads
 * (build-steps/vite-plugins/theme-stylesheet.ts), so it needs no inline style.
 */
export function themeStylesheet(theme: Theme): string {
  const colours = Object.entries(themeColours(theme)).map(
    ([name, value]) => `  ${propertyOf(name)}: ${value};`,
  );
  const display = fontRole("display", theme.displayFont);
  const text = fontRole("text", theme.textFont);
  return [
    `/* The theme in content/site.yaml: accent ${theme.accent}, dark ${theme.dark}, light ${theme.light}; ${theme.displayFont} and ${theme.textFont}. */`,
    ":root {",
    ...colours,
    `  --font-display: ${display.local};`,
    `  --font-text: ${text.local};`,
    "}",
    `:root[${WEB_FONTS_ATTRIBUTE}] {`,
    `  --font-display: ${display.stack};`,
    `  --font-text: ${text.stack};`,
    "}",
    display.fontFace,
    text.fontFace,
    ...webFontFaces(),
    "",
  ].join("\n");
}
