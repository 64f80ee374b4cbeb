import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { sitePages } from "../../app/pages/site-pages.ts";
import { analyticsOrigins, analyticsTag } from "../../app/schema/analytics.ts";
import { catalogue, hidden } from "../catalogue.ts";
import { NOT_FOUND_PAGE } from "./built-site.ts";
import { all, banners, canonical, contentInfos, h1, jsonLd, links, meta, titleOf } from "./dom.ts";
import { buildDay, site } from "./main-build.ts";

// What every prerendered page of the build holds, page by page: the frame and its landmarks,
// one h1, a policy naming exactly its inline scripts, safe new-tab links,
// links and images that lead somewhere, and nothing of the editor or of an analytics service
// the content does not name.

const expected = sitePages(catalogue, { today: buildDay });
const pages = site.pages();
const SITE = catalogue.site.url.replace(/\/$/, "");

test("the build has a page for every page and alias of the content, and Not Found, and no other", () => {
  const wanted = expected.filter((page) => page.kind !== "file").map((page) => page.path);
  expect([...site.pagePaths].sort()).toEqual([...wanted, NOT_FOUND_PAGE].sort());
});

test("the build has every file of the content: feeds, calendars, the assistant's and shelf's data", () => {
  const files = expected.filter((page) => page.kind === "file").map((page) => page.path);
  expect(files.length).toBeGreaterThan(0);
  expect(files.filter((file) => !site.has(file))).toEqual([]);
});

test("every page's data is at both of its addresses, /x.data and /x/_.data, the home page's at /_.data", () => {
  expect(site.has("_.data")).toBe(true);
  // Every /search/ address is the search page, whose route has no loader to ask for data.
  expect(site.has("search/_.data")).toBe(false);
  const pairs = expected
    .filter((page) => page.kind !== "file" && page.path !== "/" && page.path !== "/search")
    .map((page) => [`${page.path}.data`, `${page.path}/_.data`] as const);
  expect(pairs.flat().filter((file) => !site.has(file))).toEqual([]);
  for (const [data, copy] of pairs)
    expect(site.bytes(copy).equals(site.bytes(data)), copy).toBe(true);
});

describe.each(pages.map((page) => [page.path, page] as const))("%s", (_, page) => {
  const { document } = page;

  test("has the site's frame and landmarks and one h1", () => {
    expect(banners(document)).toHaveLength(1);
    expect(
      all(document, "nav").filter((nav) => nav.getAttribute("aria-label") === "Main"),
    ).toHaveLength(1);
    expect(all(document, "main")).toHaveLength(1);
    expect(contentInfos(document)).toHaveLength(1);
    expect(() => h1(document)).not.toThrow();
    expect(titleOf(document)).not.toBe("");
  });

  test("is in the site's language, written left to right, its skip link in its words", () => {
    const html = document.documentElement;
    expect([html.getAttribute("lang"), html.getAttribute("dir")]).toEqual(["en", "ltr"]);
    expect(document.querySelector("a.skip-link")?.textContent).toBe("Skip to content");
  });

  test("its first frame waits for the whole header: the head expects the element after it", () => {
    const [expects, ...more] = all(document, 'head link[rel="expect"][blocking="render"]');
    expect(more).toEqual([]);
    const id = expects?.getAttribute("href")?.replace(/^#/, "") ?? "";
    const [header] = banners(document);
    expect(header?.nextElementSibling?.id).toBe(id);
  });

  test("it names the web fonts it shows, before the head script that preloads them for a browser that has them", () => {
    const head = all(document, "head > *");
    const fonts = head.filter(
      (element) => element.tagName === "META" && element.getAttribute("name") === "web-font",
    );
    const names = [...new Set(fonts.map((font) => font.getAttribute("content")))].sort();
    // The italic is the face of a book's subtitle line.
    const italic = all(document, '[class*="subtitle"]').length > 0;
    expect(names).toEqual([
      expect.stringMatching(/^\/static\/display-[\w-]{8}\.woff2$/),
      ...(italic ? [expect.stringMatching(/^\/static\/display-italic-[\w-]{8}\.woff2$/)] : []),
      expect.stringMatching(/^\/static\/text-[\w-]{8}\.woff2$/),
    ]);
    const script = head.findIndex(
      (element) =>
        element.tagName === "SCRIPT" && element.textContent?.includes('"metaName":"web-font"'),
    );
    expect(script).toBeGreaterThan(-1);
    for (const font of fonts) expect(head.indexOf(font)).toBeLessThan(script);
    // No face is preloaded for every visitor: a first visit fetches none while it loads.
    expect(all(document, 'link[rel="preload"][as="font"]')).toEqual([]);
  });

  test("no inline script of its head waits for the stylesheet, holding back the parser", () => {
    const head = all(document, "head > *");
    const stylesheet = head.findIndex(
      (element) => element.tagName === "LINK" && element.getAttribute("rel") === "stylesheet",
    );
    const blocking = head.filter(
      (element) =>
        element.tagName === "SCRIPT" &&
        !element.hasAttribute("src") &&
        !["module", "application/ld+json"].includes(element.getAttribute("type") ?? ""),
    );
    expect(blocking.length).toBeGreaterThan(0);
    for (const script of blocking)
      expect(head.indexOf(script), script.textContent?.slice(0, 60)).toBeLessThan(stylesheet);
  });

  test("its policy allows its own inline scripts by hash, and nothing inline else", () => {
    const policy = document
      .querySelector('meta[http-equiv="Content-Security-Policy"]')
      ?.getAttribute("content");
    const scriptSources = /(?:^|; )script-src ([^;]+)/.exec(policy ?? "")?.[1]?.split(" ") ?? [];
    expect(scriptSources).toContain("'self'");
    expect(scriptSources.some((source) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(source))).toBe(true);
    expect(policy).not.toContain("unsafe-inline");
    const inline = all(document, "script:not([src])")
      .filter((script) => script.getAttribute("type") !== "application/ld+json")
      .map(
        (script) =>
          `'sha256-${createHash("sha256")
            .update(script.textContent ?? "")
            .digest("base64")}'`,
      );
    const allowed = policy?.match(/'sha256-[A-Za-z0-9+/=]+'/g) ?? [];
    for (const hash of inline) expect(allowed).toContain(hash);
  });

  test("every new-tab link is noopener noreferrer", () => {
    for (const link of links(document).filter((l) => l.target === "_blank"))
      expect(link.rel, link.href).toBe("noopener noreferrer");
  });

  test("every link of the site's own leads to a page or file of the build", () => {
    const broken = links(document)
      .map((link) => link.href)
      .filter((href) => href.startsWith("/") && !href.startsWith("//"))
      .map((href) => href.replace(/[#?].*$/, ""))
      .filter((address) => {
        if (address === "" || address.startsWith("/search/")) return false;
        const path = address === "/" ? "/" : address.replace(/\/$/, "");
        return !site.pagePaths.includes(path) && !site.has(path);
      });
    expect(broken).toEqual([]);
  });

  test("every image it names is in the build", () => {
    const sources = [
      ...all(document, "img[src]").map((img) => img.getAttribute("src") ?? ""),
      ...all(document, "img[srcset], source[srcset], link[imagesrcset]").flatMap((element) =>
        (element.getAttribute("srcset") ?? element.getAttribute("imagesrcset") ?? "")
          .split(",")
          .map((entry) => entry.trim().split(" ")[0] ?? ""),
      ),
    ].filter((src) => src.startsWith("/"));
    expect(sources.filter((src) => !site.has(src))).toEqual([]);
  });

  test("it asks for nothing of the editor", () => {
    const named = [
      ...all(document, "script[src]").map((s) => s.getAttribute("src") ?? ""),
      ...all(document, "link[href]").map((l) => l.getAttribute("href") ?? ""),
    ];
    expect(named.filter((url) => url.startsWith("/admin"))).toEqual([]);
  });

  test("its JSON-LD parses, and its canonical address is on the site", () => {
    expect(() => jsonLd(document)).not.toThrow();
    const address = canonical(document);
    if (address !== null) expect(address.startsWith(`${SITE}/`)).toBe(true);
  });
});

test("pages for visitors with the address only are noindex; listed pages are not", () => {
  const noindex = (path: string) => meta(site.page(path).document, "robots") === "noindex";
  for (const book of hidden) expect(noindex(`/book/${book.id}`), book.id).toBe(true);
  expect(noindex("/search")).toBe(true);
  expect(noindex(NOT_FOUND_PAGE)).toBe(true);
  for (const page of expected.filter((p) => p.indexed))
    expect(noindex(page.path), page.path).toBe(false);
});

test("the search page is titled Search and not indexed before any query", () => {
  const { document } = site.page("/search");
  expect(titleOf(document)).toBe("Search");
  expect(meta(document, "robots")).toBe("noindex");
});

test("Not Found sits in the site's frame, with its title, a way back and a way home", () => {
  const { document } = site.page(NOT_FOUND_PAGE);
  expect(h1(document)).toBe("Oops! We couldn't find that page!");
  expect(titleOf(document)).toBe("Oops! We couldn't find that page!");
  expect(all(document, "button").some((b) => b.textContent?.trim() === "Go Back")).toBe(true);
  expect(links(document).find((l) => l.name === "Return to Home")?.href).toBe("/");
});

const tag = catalogue.site.analytics
  ? analyticsTag(catalogue.site.analytics, catalogue.site.url)
  : undefined;

test("a page's policy names only the services the content names", () => {
  const origins = tag ? analyticsOrigins(tag) : { script: [], connect: [], img: [] };
  const beacon = catalogue.site.vitalsBeaconUrl;
  for (const page of pages) {
    const policy =
      page.document
        .querySelector('meta[http-equiv="Content-Security-Policy"]')
        ?.getAttribute("content") ?? "";
    const sources = (name: string) =>
      policy
        .split("; ")
        .find((directive) => directive.startsWith(`${name} `))
        ?.split(" ")
        .slice(1) ?? [];
    expect(
      sources("script-src").filter((s) => !s.startsWith("'sha256-")),
      page.path,
    ).toEqual(["'self'", ...origins.script]);
    expect(sources("connect-src"), page.path).toEqual([
      ...new Set(["'self'", ...(beacon ? [new URL(beacon).origin] : []), ...origins.connect]),
    ]);
    expect(sources("img-src"), page.path).toEqual([
      ...new Set(["'self'", "data:", ...origins.img]),
    ]);
    // No page names a script of another site in its HTML: a service's script is added once
    // the app is ready (tests/e2e/analytics.spec.ts).
    expect(
      all(page.document, "script[src]").filter((s) => !s.getAttribute("src")?.startsWith("/")),
      page.path,
    ).toEqual([]);
  }
});

test("every form a page has posts to a service its policy lets it post to, and the policy lets no other", () => {
  const formActions = (page: (typeof pages)[number]) =>
    (
      /(?:^|; )form-action ([^;]+)/.exec(
        page.document
          .querySelector('meta[http-equiv="Content-Security-Policy"]')
          ?.getAttribute("content") ?? "",
      )?.[1] ?? ""
    ).split(" ");
  const posted = new Set<string>();
  for (const page of pages) {
    const allowed = formActions(page);
    for (const form of all(page.document, "form[action]")) {
      const action = new URL(form.getAttribute("action") ?? "", catalogue.site.url);
      if (action.origin === new URL(catalogue.site.url).origin) continue;
      posted.add(action.origin);
      expect(allowed, `${page.path}: ${action.href}`).toContain(action.origin);
    }
  }
  for (const page of pages) {
    expect(
      formActions(page)
        .filter((source) => source !== "'self'")
        .sort(),
      page.path,
    ).toEqual([...posted].sort());
  }
});

test("without analytics in the content, the build carries none of the analytics code", () => {
  const scripts = site.files.filter((file) => file.startsWith("static/") && file.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  const analyticsChunks = scripts.filter((file) => file.startsWith("static/analytics-"));
  if (tag) expect(analyticsChunks.length).toBeGreaterThan(0);
  else expect(analyticsChunks).toEqual([]);
});

test("no script of the site holds a hidden book's address or title, or any of the editor", () => {
  const scripts = site.files.filter((file) => file.startsWith("static/") && file.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) {
    const text = site.text(file);
    for (const book of hidden) {
      expect(text, `${file}: ${book.id}`).not.toContain(`/book/${book.id}`);
      expect(text, `${file}: ${book.title}`).not.toContain(book.title);
    }
    expect(text, file).not.toMatch(/decap/i);
  }
});

test("the head's own scripts are written into the pages only: no script file carries their code", () => {
  // React never runs a script it renders, so the app's script has no use for them
  // (app/components/frame/head-script.tsx).
  const inline = all(site.page("/").document, "head script:not([src]):not([type])").map(
    (script) => script.textContent ?? "",
  );
  // The early-input script and the web fonts' (app/lib/early-input-capture.js, web-fonts-early.js).
  expect(inline.map((code) => code.includes("aria-busy"))).toEqual([true, false]);
  expect(inline.map((code) => code.includes("renderBlockingStatus"))).toEqual([false, true]);
  // The longest stretch of each one's code without quotes or escapes, which a copy of it in a
  // string of a script file holds whichever quotes the string has.
  const stretches = inline.map((code) =>
    code
      .split(/["'`\\$]/)
      .reduce((longest, part) => (part.length > longest.length ? part : longest)),
  );
  const scripts = site.files.filter((file) => file.startsWith("static/") && file.endsWith(".js"));
  for (const file of scripts) {
    for (const stretch of stretches) expect(site.text(file), file).not.toContain(stretch);
  }
});
