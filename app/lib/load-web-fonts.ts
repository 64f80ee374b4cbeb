// The subsets the build makes (build-steps/font-subsets.ts, into a cache folder).
import display from "~generated/fonts/display.woff2?url";
import displayItalic from "~generated/fonts/display-italic.woff2?url";
import text from "~generated/fonts/text.woff2?url";
import { FONT_FACES, FONT_FAMILIES, type FontFile } from "./font-faces";
import earlySource from "./web-fonts-early.js?raw";

const URLS: Record<FontFile, string> = {
  "text.woff2": text,
  "display.woff2": display,
  "display-italic.woff2": displayItalic,
};

/** Each face as a FontFace is made: its family, file, style and weight range. */
const FACES = FONT_FACES.map((face) => ({
  family: FONT_FAMILIES[face.role],
  url: URLS[face.file],
  style: face.style,
  weight: `${face.weight.min} ${face.weight.max}`,
}));

/**
 * What the head script (web-fonts-early.js) knows: where this browser records that it has the
 * fonts, and which files it has (their hashed names, so that new fonts are fetched again).
 */
const EARLY_FONTS_CONFIG = {
  key: "site-web-fonts",
  version: FACES.map((face) => face.url).join(" "),
  faces: FACES,
};
export type EarlyFontsConfig = typeof EARLY_FONTS_CONFIG;

/** The head script that adds the fonts before the first paint when this browser has them. */
export const EARLY_FONTS_SCRIPT = `(${earlySource.trim()})(${JSON.stringify(EARLY_FONTS_CONFIG).replaceAll("<", "\\u003c")})`;

/** The faces, fetched and ready to add, once loadWebFonts has them. */
let fetched: FontFace[] | undefined;
let started = false;
let added = false;

const inDocument = () =>
  [...document.fonts].some((face) => face.family.replaceAll('"', "") === FONT_FAMILIES.text);

/**
 * The web fonts never swap in under text already laid out: the fallback faces are sized to
 * their metrics, but a heading can still wrap onto another line in the web font, and
 * everything below it moves (a layout shift). So:
 * - a browser that has the fonts gets them before the first paint, from the head script
 *   (EARLY_FONTS_SCRIPT);
 * - one that has not keeps the fallback faces on this page, fetches the fonts once the app is
 *   ready (loadWebFonts: after the first paint and the page's own images), records that it has
 *   them, and shows them from the next page on: the next page load, or the next navigation in
 *   the app (applyWebFonts), where the whole page changes anyway.
 */
export function loadWebFonts() {
  if (started || inDocument()) return;
  started = true;
  Promise.all(
    FACES.map((face) =>
      new FontFace(face.family, `url(${face.url}) format("woff2")`, {
        style: face.style,
        weight: face.weight,
        display: "swap",
      }).load(),
    ),
  ).then(
    (faces) => {
      fetched = faces;
      try {
        localStorage.setItem(EARLY_FONTS_CONFIG.key, EARLY_FONTS_CONFIG.version);
      } catch {
        // Storage refused (private mode, a full quota): the next navigation still shows them.
      }
    },
    () => {
      // Offline, or a font missing: the fallback faces stay, as they look much the same.
    },
  );
}

/** At a navigation in the app: the fonts loadWebFonts fetched, added to the document. */
export function applyWebFonts() {
  if (added || !fetched || inDocument()) return;
  added = true;
  for (const face of fetched) document.fonts.add(face);
}
