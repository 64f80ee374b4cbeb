import interLatinExt from "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import playfairLatinExt from "@fontsource-variable/playfair-display/files/playfair-display-latin-ext-wght-normal.woff2?url";
import playfairItalic from "@fontsource-variable/playfair-display/files/playfair-display-latin-wght-italic.woff2?url";
import playfairLatin from "@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2?url";

const LATIN =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";
const LATIN_EXT =
  "U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF";

const FACES: [family: string, url: string, descriptors: FontFaceDescriptors][] = [
  ["Inter Variable", interLatin, { weight: "100 900", unicodeRange: LATIN }],
  ["Inter Variable", interLatinExt, { weight: "100 900", unicodeRange: LATIN_EXT }],
  ["Playfair Display Variable", playfairLatin, { weight: "400 900", unicodeRange: LATIN }],
  ["Playfair Display Variable", playfairLatinExt, { weight: "400 900", unicodeRange: LATIN_EXT }],
  [
    "Playfair Display Variable",
    playfairItalic,
    { weight: "400 900", style: "italic", unicodeRange: LATIN },
  ],
];

/**
 * Adds the self-hosted web fonts once the page is up. The first paint uses fallback faces
 * sized to these fonts' metrics (fonts.css), so when they arrive nothing moves; the fonts
 * themselves never hold back the first paint on a slow connection. The browser fetches a
 * face only when the page uses its letters.
 */
export function loadWebFonts() {
  for (const [family, url, descriptors] of FACES) {
    document.fonts.add(
      new FontFace(family, `url(${url}) format("woff2")`, { display: "swap", ...descriptors }),
    );
  }
}
