import inter from "~/styles/fonts/inter.woff2?url";
import playfair from "~/styles/fonts/playfair-display.woff2?url";
import playfairItalic from "~/styles/fonts/playfair-display-italic.woff2?url";
import { FONT_FACES, type FontFile } from "./font-faces";

const URLS: Record<FontFile, string> = {
  "inter.woff2": inter,
  "playfair-display.woff2": playfair,
  "playfair-display-italic.woff2": playfairItalic,
};

let added = false;

/**
 * Adds the self-hosted web fonts once the page is up (once; later calls do nothing). The
 * first paint uses fallback faces sized to these fonts' metrics (fonts.css), so when they
 * swap in nothing moves, and the fonts never hold back the first paint or the largest image
 * on a slow connection. The browser fetches a face only when the page uses it.
 */
export function loadWebFonts() {
  if (added) return;
  added = true;
  for (const face of FONT_FACES) {
    const source = `url(${URLS[face.file]}) format("woff2")`;
    document.fonts.add(
      new FontFace(face.family, source, {
        style: face.style,
        weight: `${face.weight.min} ${face.weight.max}`,
        display: "swap",
      }),
    );
  }
}
