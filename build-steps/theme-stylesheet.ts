import { createFontStack } from "@capsizecss/core";
import { type Theme, themeColours } from "../app/content/theme.ts";
import { FONT_FAMILIES, type FontRole } from "../app/lib/font-faces.ts";
import { FONT_PACKAGES, fallbackFor } from "./theme-fonts.ts";

/** `nightRaised` -> `--color-night-raised`, the stylesheets' names for the theme's colours. */
const propertyOf = (name: string) =>
  `--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * The font-face of a role's local fallback, sized by Capsize to the chosen font's metrics
 * (its ascent, descent and average width), and the role's font stack.
 */
function fontRole(role: FontRole, name: Theme["displayFont"] | Theme["textFont"]) {
  const family = FONT_FAMILIES[role];
  const fallback = fallbackFor(name);
  const [face] = createFontStack([FONT_PACKAGES[name].metrics, fallback.metrics], {
    fontFaceFormat: "styleObject",
  }).fontFaces;
  const metrics = face?.["@font-face"];
  if (!metrics) throw new Error(`Capsize made no fallback face for ${name}`);
  const local = fallback.local.map((font) => `local("${font}")`).join(", ");
  const fontFace = [
    "@font-face {",
    `  font-family: "${family} Fallback";`,
    `  src: ${local};`,
    `  ascent-override: ${metrics.ascentOverride};`,
    `  descent-override: ${metrics.descentOverride};`,
    `  line-gap-override: ${metrics.lineGapOverride};`,
    `  size-adjust: ${metrics.sizeAdjust};`,
    "}",
  ].join("\n");
  const stack = `"${family}", "${family} Fallback", ${fallback.generic}`;
  return { fontFace, stack };
}

/**
 * The theme as a stylesheet: the design's colours and font stacks as custom properties, and
 * the fonts' metric-matched local fallback faces. Bundled into the site's one stylesheet
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
    `  --font-display: ${display.stack};`,
    `  --font-text: ${text.stack};`,
    "}",
    display.fontFace,
    text.fontFace,
    "",
  ].join("\n");
}
