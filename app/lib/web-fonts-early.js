/** Inlined in every page's head, called with the fonts: see load-web-fonts.ts.
 * @param {import("./load-web-fonts").EarlyFontsConfig} config */
// biome-ignore lint/correctness/noUnusedVariables: called where it is inlined
function addCachedWebFonts(config) {
  // Only fonts this browser has already fetched (load-web-fonts.ts records them): they come
  // from its cache before the first paint, and with `optional` a font that does not is not
  // used on this page at all, rather than swapped in later.
  try {
    if (localStorage.getItem(config.key) !== config.version) return;
  } catch {
    return;
  }
  for (const face of config.faces) {
    document.fonts.add(
      new FontFace(face.family, `url(${face.url}) format("woff2")`, {
        style: face.style,
        weight: face.weight,
        display: "optional",
      }),
    );
  }
}
