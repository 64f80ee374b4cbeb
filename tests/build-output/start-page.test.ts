import { describe, expect, test } from "vitest";
import { catalogue, visible } from "../catalogue.ts";
import { all, banners, canonical, h1, headings, linkNamed, textOf } from "./dom.ts";
import { lacking } from "./lacking.ts";
import { site } from "./main-build.ts";

// The Start here page (`start:` in site.yaml) as the build wrote it: its steps in the author's
// order, each with the books it names (a series' in reading order), first in every page's menu.

const SITE = catalogue.site.url.replace(/\/$/, "");
const { start } = catalogue.site;

describe("Start here", () => {
  if (!start) {
    test("without start: in the content, no page and no menu item", () => {
      expect(site.pagePaths).not.toContain("/start");
      const [header] = banners(site.page("/").document);
      expect(linkNamed(header as Element, "Start here")).toBeUndefined();
    });
    return lacking("its page", "the site has no Start here page");
  }
  const { document } = site.page(start.path);
  const main = document.querySelector("main") as Element;
  // The author's title, else the page's own name, in the spec's English.
  const title = start.title ?? "Start here";

  test("is at the author's address, indexed, under its title", () => {
    expect(h1(document)).toBe(title);
    expect(canonical(document)).toBe(`${SITE}${start.path}`);
    expect(site.text("sitemap.xml")).toContain(`<loc>${SITE}${start.path}</loc>`);
  });

  test("gives each step its heading, in the author's order, with the books it names", () => {
    expect(headings(main, 2)).toEqual(start.steps.map((step) => step.title));
    const lists = all(main, "ol > li");
    expect(lists).toHaveLength(start.steps.length);
    start.steps.forEach((step, index) => {
      const item = lists[index] as Element;
      const hrefs = all(item, "ul a[href^='/book/']").map((a) => a.getAttribute("href"));
      if (step.series !== undefined) {
        const series = catalogue.series.find((s) => s.id === step.series);
        expect(linkNamed(item, series?.title ?? "")?.href).toBe(`/series/${series?.key}`);
        // The series' visible books, as its page lists them: the numbered by their place
        // first, then the others (box sets).
        const ofSeries = visible.filter((book) => book.series.includes(step.series ?? ""));
        const numbered = ofSeries
          .filter((book) => book.seriesNum !== null)
          .sort((a, b) => (a.seriesNum ?? 0) - (b.seriesNum ?? 0))
          .map((book) => `/book/${book.id}`);
        const shown = [...new Set(hrefs)];
        expect(shown.slice(0, numbered.length)).toEqual(numbered);
        expect(shown.toSorted()).toEqual(ofSeries.map((book) => `/book/${book.id}`).toSorted());
      } else {
        expect([...new Set(hrefs)]).toEqual(step.books.map((id) => `/book/${id}`));
      }
    });
    // The author's opening words, their Markdown marks aside.
    const opening = start.intro?.replace(/[*_]/g, "").split("\n")[0]?.slice(0, 60);
    if (opening) expect(textOf(main)).toContain(opening);
  });

  test("is first in every page's menu", () => {
    for (const page of site.pages()) {
      const [header] = banners(page.document);
      const menu = header?.querySelector("nav ul");
      const first = menu?.querySelector("li a");
      expect(first?.getAttribute("href"), page.path).toBe(start.path);
      expect(textOf(first), page.path).toBe(title);
    }
  });
});
