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

/** Each face as a FontFace is made: its family, file, style and weight range. */
const FACES = FONT_FACES.map((face) => ({
  family: FONT_FAMILIES[face.role],
  url: URLS[face.file],
  style: face.style,
  weight: `${face.weight.min} ${face.weight.max}`,
}));

/** The faces, fetched and ready to add, once loadWebFonts has them. */
let fetched: FontFace[] | undefined;
let started = false;
let added = false;

const inDocument = () =>
  [...document.fonts].some((face) => face.family.replaceAll('"', "") === FONT_FAMILIES.text);

/**
 * The web fonts never swap in under text already laid out: the fallback faces are sized to
 * their metrics, but a heading can still wrap onto another line in the web font, a button's
 * label grow, and what follows them move (a layout shift). So a page keeps the fallback faces
 * it was first drawn with; once the app is ready the fonts are fetched (loadWebFonts: after
 * the first paint and the page's own images, so they never hold back either), and they are
 * shown from the next navigation in the app on (applyWebFonts), where the page changes anyway.
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
