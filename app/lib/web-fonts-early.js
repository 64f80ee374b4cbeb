/** Inlined in every page's head, after the page's web-font metas: see load-web-fonts.ts.
 * @param {import("./web-fonts-script").EarlyWebFontsConfig} config */
// biome-ignore lint/correctness/noUnusedVariables: called where it is inlined
function useCachedWebFonts(config) {
  // Only in a browser that fetched the fonts on an earlier page (load-web-fonts.ts records
  // it): there they come from its cache, and a font preloaded before the body exists holds the
  // first frame until it is there (Chromium: 50 ms at most), so the page is drawn in them.
  // In a browser that has not, the page fetches no font while it loads.
  try {
    if (localStorage.getItem(config.key) !== config.version) return;
  } catch {
    return;
  }
  const urls = new Set();
  for (const meta of document.querySelectorAll(`meta[name="${config.metaName}"]`)) {
    if (meta instanceof HTMLMetaElement) urls.add(meta.content);
  }
  for (const url of urls) {
    const link = document.createElement("link");
    link.rel = "preload";
    link.as = "font";
    link.type = "font/woff2";
    link.crossOrigin = "";
    link.href = url;
    document.head.append(link);
  }
  document.documentElement.setAttribute(config.attribute, "");
}
