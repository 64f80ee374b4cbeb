// The subsets the build makes (build-steps/font-subsets.ts, into a cache folder).
import display from "~generated/fonts/display.woff2?url";
import displayItalic from "~generated/fonts/display-italic.woff2?url";
import text from "~generated/fonts/text.woff2?url";
import { FONT_FACES, FONT_FAMILIES, type FontFile } from "./font-faces";

const URLS: Record<FontFile, string> = {
  "text.woff2": text,
  "display.woff2": display,
  "display-italic.woff2": displayItalic,
};

let added = false;

/**
 * Adds the self-hosted web fonts to the page; later calls do nothing. Called once the app is
 * ready (useAppReady), so the fonts never hold back the first paint or the largest image on a
 * slow connection. The first paint uses fallback faces sized to these fonts' metrics
 * (the theme's stylesheet), so nothing moves when they swap in. The browser fetches a face only when the
 * page uses it.
 */
export function loadWebFonts() {
  if (added) return;
  added = true;
  for (const face of FONT_FACES) {
    const source = `url(${URLS[face.file]}) format("woff2")`;
    document.fonts.add(
      new FontFace(FONT_FAMILIES[face.role], source, {
        style: face.style,
        weight: `${face.weight.min} ${face.weight.max}`,
        display: "swap",
      }),
    );
  }
}
