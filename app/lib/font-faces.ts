/**
 * The self-hosted web fonts, one subset file per face, named by the part they play: the
 * display face (headings) and the text face, as the theme in content/site.yaml chooses them
 * (app/content/theme.ts). build-steps/font-subsets.ts makes the files in GENERATED_FONTS
 * from the chosen packages; app/lib/load-web-fonts.ts adds them to the page under these
 * families, which the theme's stylesheet (build-steps/theme-stylesheet.ts) names.
 */
export const FONT_FAMILIES = { display: "Site Display", text: "Site Text" } as const;
export type FontRole = keyof typeof FONT_FAMILIES;

export const FONT_FACES = [
  {
    file: "text.woff2",
    role: "text",
    style: "normal",
    weight: { min: 400, max: 700 },
  },
  {
    file: "display.woff2",
    role: "display",
    style: "normal",
    weight: { min: 400, max: 700 },
  },
  {
    // Only book subtitles are set in italic, so it loads where a page shows one.
    file: "display-italic.woff2",
    role: "display",
    style: "italic",
    weight: { min: 400, max: 400 },
  },
] as const;

export type FontFile = (typeof FONT_FACES)[number]["file"];
