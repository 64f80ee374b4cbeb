/** Inlined in every page's head, after the page's web-font metas: see load-web-fonts.ts.
 * @param {import("./web-fonts-script").EarlyWebFontsConfig} config */
export default function useCachedWebFonts(config) {
  // Only in a browser that holds its first frame for a font preloaded before the body exists
  // (Chromium: 50 ms at most), known by the field of Resource Timing by which it reports what
  // held its first frame, which Chromium alone has. Firefox lays the page out in the fallback
  // faces and again as the font comes from the cache (layout shift; Safari holds no frame
  // either: docs/decisions/web-fonts.md). There every page is drawn as on a first visit, and
  // the fonts show from the next page in the app.
  if (!("renderBlockingStatus" in (globalThis.PerformanceResourceTiming?.prototype ?? {}))) {
    return;
  }
  // Only in a browser that fetched the fonts on an earlier page (load-web-fonts.ts records
  // it): there they come from its cache, and the page is drawn in them. In a browser that has
  // not, the page fetches no font while it loads.
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
