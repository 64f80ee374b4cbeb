// The subsets the build makes (build-steps/font-subsets.ts, into a cache folder).
import display from "~generated/fonts/display.woff2?url";
import displayItalic from "~generated/fonts/display-italic.woff2?url";
import text from "~generated/fonts/text.woff2?url";
import { FONT_FACES, FONT_FAMILIES, type FontFile, WEB_FONTS_ATTRIBUTE } from "./font-faces";
import { type EarlyWebFontsConfig, webFontsScript } from "./web-fonts-script";

// What a reader sees of the theme's fonts, and when (docs/theme.md, docs/decisions/web-fonts.md):
// a browser that has them draws every page in them from its first frame (web-fonts-early.js);
// one that has not draws the page it lands on in the metric-matched fallbacks, fetching no font
// while it loads, then fetches them once the page has settled, to show from the next page on.

const URLS: Record<FontFile, string> = {
  "text.woff2": text,
  "display.woff2": display,
  "display-italic.woff2": displayItalic,
};

/** The faces every page shows: its text and its headings. */
export const EVERY_PAGE: FontFile[] = ["text.woff2", "display.woff2"];

/**
 * How a page names a face it shows, for the head script: `<meta name="web-font" content={url}>`
 * (app/components/ui/web-font.tsx).
 */
export const WEB_FONT_META = "web-font";

/** A face's address, as the build names its file. */
export const webFontUrl = (file: FontFile) => URLS[file];

/** What the head script knows: where the browser records that it has the fonts, and which. */
const EARLY_WEB_FONTS_CONFIG: EarlyWebFontsConfig = {
  key: "web-fonts",
  // The files' hashed names: fonts made anew (another theme, another subset) are fetched anew.
  version: EVERY_PAGE.map((file) => URLS[file]).join(" "),
  metaName: WEB_FONT_META,
  attribute: WEB_FONTS_ATTRIBUTE,
};

/**
 * The head script that uses the web fonts from the first frame where the browser has them (a
 * function, so that the app's script, which never runs it, carries none of it:
 * app/components/frame/head-script.tsx).
 */
export const webFontsHeadScript = () => webFontsScript(EARLY_WEB_FONTS_CONFIG);

/** The faces fetched for the next page (fetchWebFonts), EVERY_PAGE's, once loaded. */
let fetchedFaces: FontFace[] = [];
let fetching = false;

const inUse = () => document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE);

/**
 * Once the page has settled, on a page drawn without the web fonts: fetches the faces every
 * page shows, to show from the next page on, and records that this browser has them. The faces of
 * some pages only (the italic) are fetched by the page that shows them.
 */
export function fetchWebFonts() {
  if (fetching || inUse()) return;
  fetching = true;
  const faces = FONT_FACES.filter((face) => EVERY_PAGE.includes(face.file));
  Promise.all(faces.map((face) => faceOf(face).load())).then(
    (loaded) => {
      fetchedFaces = loaded;
      try {
        localStorage.setItem(EARLY_WEB_FONTS_CONFIG.key, EARLY_WEB_FONTS_CONFIG.version);
      } catch {
        // Storage refused (a private window): the next navigation in the app still shows them.
      }
    },
    () => {
      // Offline, or a font missing: the fallback faces stay, as they look much the same.
    },
  );
}

/** The faces already added to the document (applyWebFonts). */
const added = new Set<FontFile>();

/**
 * At a navigation in the app, where the page changes after the reader's own input: shows the
 * faces the browser now has (those fetchWebFonts fetched, and any the page's stylesheet
 * fetched too late for its first frame, which `optional` never uses on this page, not even
 * for text drawn later) by adding each to the document anew, and names them in the stacks.
 */
export function applyWebFonts() {
  const loaded = new Set<FontFile>(fetchedFaces.length > 0 ? EVERY_PAGE : []);
  for (const face of document.fonts) {
    const file = FONT_FACES.find(
      (candidate) =>
        FONT_FAMILIES[candidate.role] === face.family.replaceAll('"', "") &&
        candidate.style === face.style,
    )?.file;
    if (file && face.status === "loaded") loaded.add(file);
  }
  const copies = FONT_FACES.filter((face) => loaded.has(face.file) && !added.has(face.file));
  if (copies.length === 0) return;
  for (const face of copies) added.add(face.file);
  // From the browser's memory cache, as each has loaded: all shown in the same frame.
  Promise.all(copies.map((face) => faceOf(face).load())).then(
    (faces) => {
      for (const face of faces) document.fonts.add(face);
      document.documentElement.setAttribute(WEB_FONTS_ATTRIBUTE, "");
    },
    () => {},
  );
}

/**
 * As the reader prints a page drawn without the web fonts (`beforeprint`): the faces fetched
 * for the next page are shown at once, on the sheet and on the screen from then on, as a sheet
 * is made only once and a face that loads for it then would come too late.
 */
export function printInWebFonts() {
  if (inUse() || fetchedFaces.length === 0) return;
  for (const face of fetchedFaces) document.fonts.add(face);
  for (const file of EVERY_PAGE) added.add(file);
  document.documentElement.setAttribute(WEB_FONTS_ATTRIBUTE, "");
}

/** A face as the Font Loading API makes it, `swap`: added at a navigation, never under text on screen. */
function faceOf(face: (typeof FONT_FACES)[number]): FontFace {
  return new FontFace(FONT_FAMILIES[face.role], `url(${URLS[face.file]}) format("woff2")`, {
    style: face.style,
    weight: `${face.weight.min} ${face.weight.max}`,
    display: "swap",
  });
}
