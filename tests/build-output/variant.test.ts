import ICAL from "ical.js";
import { beforeAll, describe, expect, test } from "vitest";
import { isUpcoming, newestFirst } from "../../app/catalogue/queries.ts";
import { formatLongDate } from "../../app/content/dates.ts";
import { catalogue, visible } from "../catalogue.ts";
import { ensureVariantBuild, VARIANT_BASE, VARIANT_DIR } from "../variant-build.ts";
import { type BuiltSite, builtSite } from "./built-site.ts";
import { all, h1, linkNamed, links } from "./dom.ts";

// The test run's second build (tests/variant-build.ts): published under a base path, as
// GitHub Pages serves a project site, and prerendered the day before the newest book comes
// out. Every address it names must be under the base path, and the book still to come must
// say so.

let site: BuiltSite;
beforeAll(async () => {
  await ensureVariantBuild(() => {});
  site = builtSite(VARIANT_DIR);
}, 600_000);

const siteOrigin = new URL(catalogue.site.url).origin;
const newest = newestFirst(visible)[0];

/** Every URL a page names for a link, a file, a script, an image or its address. */
function urlsOf(document: Document): string[] {
  const attr = (selector: string, name: string) =>
    all(document, selector).map((element) => element.getAttribute(name) ?? "");
  const sets = all(document, "img[srcset], source[srcset], link[imagesrcset]").flatMap((element) =>
    (element.getAttribute("srcset") ?? element.getAttribute("imagesrcset") ?? "")
      .split(",")
      .map((entry) => entry.trim().split(" ")[0] ?? ""),
  );
  return [
    ...attr("a[href]", "href"),
    ...attr("link[href]", "href"),
    ...attr("script[src]", "src"),
    ...attr("img[src]", "src"),
    ...attr("form[action]", "action"),
    ...sets,
    ...attr(
      'meta[property="og:url"], meta[property="og:image"], meta[name="twitter:image"]',
      "content",
    ),
  ].filter((url) => url !== "");
}

/** The URLs of this site that are not under the base path. */
function outsideBase(urls: string[]) {
  return urls.filter((url) => {
    if (url.startsWith("#")) return false;
    const parsed = new URL(url, `${siteOrigin}${VARIANT_BASE}`);
    // Links to other sites (stores, social profiles) are theirs.
    if (parsed.origin !== siteOrigin) return false;
    return !parsed.pathname.startsWith(VARIANT_BASE);
  });
}

describe("under a base path", () => {
  test("every link, file, image and address of every page is under the base path", () => {
    expect(site.stamp.basePath).toBe(VARIANT_BASE);
    for (const page of site.pages()) {
      const urls = urlsOf(page.document);
      expect(urls.length, page.path).toBeGreaterThan(3);
      expect(outsideBase(urls), page.path).toEqual([]);
    }
  });

  test("every file a page names is in the build, at its place under the base path", () => {
    for (const page of site.pages()) {
      const own = urlsOf(page.document)
        .map((url) => new URL(url, `${siteOrigin}${VARIANT_BASE}`))
        .filter((url) => url.origin === siteOrigin && /\.\w+$/.test(url.pathname))
        .map((url) => url.pathname.slice(VARIANT_BASE.length));
      expect(
        own.filter((file) => !site.has(file)),
        page.path,
      ).toEqual([]);
    }
  });

  test("the sitemap, the feed, robots.txt and the host files name addresses under the base path", () => {
    const sitemap = [...site.text("sitemap.xml").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => m[1] ?? "",
    );
    expect(sitemap.length).toBeGreaterThan(2);
    expect(sitemap.filter((url) => !url.startsWith(`${siteOrigin}${VARIANT_BASE}`))).toEqual([]);
    const feed = site.text("feed.xml");
    const feedLinks = [...feed.matchAll(/href="([^"]+)"|<id>([^<]+)<\/id>/g)]
      .map((m) => m[1] ?? m[2] ?? "")
      .filter((url) => url.startsWith(siteOrigin));
    expect(feedLinks.length).toBeGreaterThan(2);
    expect(feedLinks.filter((url) => !url.startsWith(`${siteOrigin}${VARIANT_BASE}`))).toEqual([]);
    expect(site.text("robots.txt")).toContain(`Sitemap: ${siteOrigin}${VARIANT_BASE}sitemap.xml`);
    expect(site.text("robots.txt")).toContain(`Disallow: ${VARIANT_BASE}search/`);
    expect(site.text("_redirects")).toBe(
      `${VARIANT_BASE}search/*  ${VARIANT_BASE}search/index.html  200\n`,
    );
    expect(site.text("_headers")).toContain(`${VARIANT_BASE}static/*\n`);
  });
});

describe("the day before the newest book comes out", () => {
  test("the newest book says it is coming, with its ribbon and its release day for a calendar", ({
    skip,
  }) => {
    if (!newest) return skip("the content has no visible book");
    expect(isUpcoming(newest, site.stamp.buildDay)).toBe(true);
    const { document } = site.page(`/book/${newest.id}`);
    const main = document.querySelector("main") as Element;
    expect(all(main, "p").map((p) => p.textContent?.trim())).toContain(
      `Coming: ${formatLongDate(newest.pubDate)}!`,
    );
    expect(all(main, "img[data-ribbon]").length).toBeGreaterThan(0);
    const calendar = linkNamed(main, "Add release day to my calendar");
    expect(calendar?.href).toBe(`${VARIANT_BASE}book/${newest.id}/release.ics`);
    // Read back with an iCalendar parser: one all-day event on the day, the book's page its URL.
    const ics = new ICAL.Component(ICAL.parse(site.text(`book/${newest.id}/release.ics`)));
    const events = ics.getAllSubcomponents("vevent");
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe(newest.pubDate);
    expect(events[0]?.getFirstPropertyValue("url")).toBe(
      `${siteOrigin}${VARIANT_BASE}book/${newest.id}`,
    );
  });

  test("a book already out offers no release day", ({ skip }) => {
    const out = visible.find((book) => book.pubDate <= site.stamp.buildDay);
    if (!out) return skip("no visible book of the content is out the day before the newest");
    const { document } = site.page(`/book/${out.id}`);
    expect(h1(document)).toBe(out.title);
    expect(linkNamed(document, "Add release day to my calendar")).toBeUndefined();
    expect(site.has(`book/${out.id}/release.ics`)).toBe(false);
  });

  test("a book page links its cover's ribbon image under the base path", ({ skip }) => {
    if (!newest) return skip("the content has no visible book");
    const ribbons = all(site.page(`/book/${newest.id}`).document, "img[data-ribbon]");
    for (const ribbon of ribbons)
      expect(ribbon.getAttribute("src")?.startsWith(`${VARIANT_BASE}assets/`)).toBe(true);
    expect(links(site.page("/").document).some((l) => l.href === VARIANT_BASE)).toBe(true);
  });
});
