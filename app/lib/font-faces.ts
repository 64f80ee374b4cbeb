/**
 * The self-hosted web fonts, one subset file per face: build-steps/font-subsets.ts makes the
 * files in app/styles/fonts/ from @fontsource-variable, and load-web-fonts.ts adds them.
 */
export const FONT_FACES = [
  {
    file: "inter.woff2",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    family: "Inter Variable",
    style: "normal",
    weight: { min: 400, max: 700 },
  },
  {
    file: "playfair-display.woff2",
    source: "@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2",
    family: "Playfair Display Variable",
    style: "normal",
    weight: { min: 400, max: 700 },
  },
  {
    // Only book subtitles are set in italic, so it loads where a page shows one.
    file: "playfair-display-italic.woff2",
    source: "@fontsource-variable/playfair-display/files/playfair-display-latin-wght-italic.woff2",
    family: "Playfair Display Variable",
    style: "italic",
    weight: { min: 400, max: 400 },
  },
] as const;

export type FontFile = (typeof FONT_FACES)[number]["file"];
