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
 * Adds the self-hosted web fonts to the page; later calls do nothing. Called once the app is
 * ready (useAppReady), so the fonts never hold back the first paint or the largest image on a
 * slow connection. The first paint uses fallback faces sized to these fonts' metrics
 * (fonts.css), so nothing moves when they swap in. The browser fetches a face only when the
 * page uses it.
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
