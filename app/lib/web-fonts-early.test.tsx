// The head script that uses the web fonts from a page's first frame in a browser that has
// them (app/lib/web-fonts-early.js, inlined as load-web-fonts.ts's webFontsHeadScript()), in
// happy-dom.
import { afterEach, expect, test, vi } from "vitest";
import { webFontsScript } from "./web-fonts-script.ts";

/** What the build records for fonts of these names (load-web-fonts.ts). */
const VERSION = "/static/text-a.woff2 /static/display-b.woff2";
const WEB_FONTS_SCRIPT = webFontsScript({
  key: "web-fonts",
  version: VERSION,
  metaName: "web-font",
  attribute: "data-web-fonts",
});

/** The page's head as the build writes it: the metas of the faces it shows, then the script. */
function head(urls: string[]) {
  for (const url of urls) {
    const meta = document.createElement("meta");
    meta.name = "web-font";
    meta.content = url;
    document.head.append(meta);
  }
  new Function(WEB_FONTS_SCRIPT)();
}

/**
 * A browser that holds its first frame for a font preloaded in the head, as Chromium does,
 * known by Resource Timing's renderBlockingStatus (which Firefox and Safari lack).
 */
function holdsFirstFrameForFonts() {
  class PerformanceResourceTiming {
    get renderBlockingStatus() {
      return "non-blocking";
    }
  }
  vi.stubGlobal("PerformanceResourceTiming", PerformanceResourceTiming);
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => ({
    href: link.getAttribute("href"),
    as: link.getAttribute("as"),
    type: link.getAttribute("type"),
    crossorigin: link.getAttribute("crossorigin"),
  }));

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.replaceChildren();
  document.documentElement.removeAttribute("data-web-fonts");
  localStorage.clear();
});

test("a browser that has not fetched the fonts draws the page in its own faces, fetching none", () => {
  holdsFirstFrameForFonts();
  head(["/static/text-a.woff2", "/static/display-b.woff2"]);
  expect(preloads()).toEqual([]);
  expect(document.documentElement.hasAttribute("data-web-fonts")).toBe(false);
});

test("a browser that has them preloads each face the page names, once, and uses the fonts", () => {
  holdsFirstFrameForFonts();
  localStorage.setItem("web-fonts", VERSION);
  head([
    "/static/text-a.woff2",
    "/static/display-b.woff2",
    "/static/display-italic-c.woff2",
    // A series page names the italic once for each book with a subtitle.
    "/static/display-italic-c.woff2",
  ]);
  const font = { as: "font", type: "font/woff2", crossorigin: "" };
  expect(preloads()).toEqual([
    { href: "/static/text-a.woff2", ...font },
    { href: "/static/display-b.woff2", ...font },
    { href: "/static/display-italic-c.woff2", ...font },
  ]);
  expect(document.documentElement.hasAttribute("data-web-fonts")).toBe(true);
});

test("a browser that would not hold its first frame for them (Firefox, Safari) draws the page in its own faces, though it has them", () => {
  // Resource Timing without the field (Node 24's own, which the test environment keeps, has it).
  vi.stubGlobal("PerformanceResourceTiming", class PerformanceResourceTiming {});
  localStorage.setItem("web-fonts", VERSION);
  head(["/static/text-a.woff2", "/static/display-b.woff2"]);
  expect(preloads()).toEqual([]);
  expect(document.documentElement.hasAttribute("data-web-fonts")).toBe(false);
});

test("fonts recorded for another build (another theme, other subsets) count as not fetched", () => {
  holdsFirstFrameForFonts();
  localStorage.setItem("web-fonts", "/static/text-old.woff2 /static/display-old.woff2");
  head(["/static/text-a.woff2"]);
  expect(preloads()).toEqual([]);
  expect(document.documentElement.hasAttribute("data-web-fonts")).toBe(false);
});

test("with storage refused, the page is drawn in its own faces, and the script does not fail", () => {
  holdsFirstFrameForFonts();
  vi.stubGlobal("localStorage", {
    getItem: () => {
      throw new DOMException("refused", "SecurityError");
    },
  });
  expect(() => head(["/static/text-a.woff2"])).not.toThrow();
  expect(preloads()).toEqual([]);
});

test("the inlined script is valid JavaScript that cannot close its own element", () => {
  expect(() => new Function(WEB_FONTS_SCRIPT)).not.toThrow();
  expect(WEB_FONTS_SCRIPT).not.toContain("</script");
});
