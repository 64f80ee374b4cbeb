/**
 * The self-hosted web fonts, one subset file per face, named by the part they play: the
 * display face (headings) and the text face, as the theme in content/site.yaml chooses them
 * (app/schema/theme.ts). build-steps/font-subsets.ts makes the files in GENERATED_FONTS
 * from the chosen packages; app/lib/load-web-fonts.ts adds them to the page under these
 * families, which the theme's stylesheet (build-steps/theme-stylesheet.ts) names.
 */
export const FONT_FAMILIES = { display: "Site Display", text: "Site Text" } as const;

/**
 * Set on `<html>` where the page may use the web fonts: the theme's stylesheet names them in
 * its font stacks only under it (build-steps/theme-stylesheet.ts), so a page without it fetches
 * no font and draws its text in the local fallback faces (app/lib/load-web-fonts.ts says when).
 */
export const WEB_FONTS_ATTRIBUTE = "data-web-fonts";
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
