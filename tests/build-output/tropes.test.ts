import { describe, expect, test } from "vitest";
import { catalogue, visible } from "../catalogue.ts";
import { all, bookHrefs, canonical, h1, labelled, links, meta, textOf, titleOf } from "./dom.ts";
import { lacking } from "./lacking.ts";
import { site } from "./main-build.ts";

// Tropes and heat as the build wrote them: /tropes lists every trope of a visible book with its
// count and explains the heat scale; each trope's page lists exactly the visible books that
// name it (read here from the content, case aside, which is how two books may differ in
// writing one trope); every book page links its tropes; the sitemap lists the pages.

const SITE = catalogue.site.url.replace(/\/$/, "");
/** The visible books of each trope, by its words in lowercase, read from the content. */
const byTrope = new Map<string, string[]>();
for (const book of visible) {
  for (const trope of book.tropes) {
    const key = trope.toLowerCase();
    byTrope.set(key, [...(byTrope.get(key) ?? []), `/book/${book.id}`]);
  }
}
const withHeat = visible.filter((book) => book.heat !== undefined);

describe("tropes and heat", () => {
  if (byTrope.size === 0 && withHeat.length === 0) {
    test("without tropes or heat in the content: no page, no link, no filter", () => {
      expect(site.pagePaths.filter((path) => path.startsWith("/tropes"))).toEqual([]);
      for (const page of site.pages()) {
        const hrefs = links(page.document).map((link) => link.href);
        expect(
          hrefs.filter((href) => href.startsWith("/tropes")),
          page.path,
        ).toEqual([]);
      }
      expect(site.page("/").html).not.toContain("filter by trope");
    });
    return lacking("the trope pages", "no visible book has tropes or heat");
  }
  const tropes = site.page("/tropes");
  const main = tropes.document.querySelector("main") as Element;
  const tropeLinks = links(main).filter((link) => /^\/tropes\/[^#]+$/.test(link.href));

  test("/tropes lists every trope once with its count, and explains heat where a book has one", () => {
    expect(canonical(tropes.document)).toBe(`${SITE}/tropes`);
    const title =
      byTrope.size === 0 ? "Heat" : withHeat.length === 0 ? "Tropes" : "Tropes and heat";
    expect(h1(tropes.document)).toBe(title);
    expect(titleOf(tropes.document)).toBe(`${title} | ${catalogue.site.author.name}`);
    // Each link reads "{trope}, {count} books" (the count alone shows).
    const listed = tropeLinks.map((link) => textOf(link.element).toLowerCase());
    expect(listed.toSorted()).toEqual(
      [...byTrope]
        .map(([trope, books]) => `${trope}, ${books.length} book${books.length === 1 ? "" : "s"}`)
        .toSorted(),
    );
    expect(new Set(tropeLinks.map((link) => link.href)).size).toBe(tropeLinks.length);
    // A catalogue without a romance is not told about heat.
    if (withHeat.length === 0) {
      expect(all(main, "[id^='heat-']")).toEqual([]);
      expect(meta(tropes.document, "description")).not.toContain("heat");
      return;
    }
    expect(all(main, "dl [id^='heat-']").map((level) => level.id)).toEqual([
      "heat-1",
      "heat-2",
      "heat-3",
      "heat-4",
      "heat-5",
    ]);
    expect(textOf(main)).toContain("Closed door");
    expect(textOf(main)).toContain("Explicit");
  });

  test("each trope's page lists exactly the visible books that name it, with a title and description", () => {
    for (const link of tropeLinks) {
      const label = textOf(link.element).replace(/, \d+ books?$/, "");
      const { document } = site.page(link.href);
      const page = document.querySelector("main") as Element;
      const grid = labelled(page, "ul", h1(document)) as Element;
      const shown = bookHrefs(links(grid).map((a) => a.href));
      expect(new Set(shown), link.href).toEqual(new Set(byTrope.get(label.toLowerCase())));
      expect(h1(document).toLowerCase(), link.href).toBe(label.toLowerCase());
      expect(titleOf(document).toLowerCase(), link.href).toContain(label.toLowerCase());
      expect(meta(document, "description")?.toLowerCase(), link.href).toContain(
        label.toLowerCase(),
      );
      expect(canonical(document), link.href).toBe(`${SITE}${link.href}`);
    }
  });

  test("the sitemap lists /tropes and every trope's page", () => {
    const sitemap = site.text("sitemap.xml");
    for (const href of ["/tropes", ...tropeLinks.map((link) => link.href)]) {
      expect(sitemap).toContain(`<loc>${SITE}${href}</loc>`);
    }
  });

  test("each book page links its tropes to their pages, and its heat to the scale", () => {
    const pageOf = new Map(
      tropeLinks.map((link) => [
        textOf(link.element)
          .replace(/, \d+ books?$/, "")
          .toLowerCase(),
        link,
      ]),
    );
    for (const book of visible) {
      const { document } = site.page(`/book/${book.id}`);
      const hrefs = links(document.querySelector("main") as Element).map((link) => link.href);
      for (const trope of book.tropes) {
        expect(hrefs, `${book.id}: ${trope}`).toContain(pageOf.get(trope.toLowerCase())?.href);
      }
      if (book.tropes.length === 0) {
        expect(
          hrefs.filter((href) => /^\/tropes\/./.test(href)),
          book.id,
        ).toEqual([]);
      }
      const heat = hrefs.filter((href) => href.startsWith("/tropes#heat-"));
      expect(heat, book.id).toEqual(book.heat === undefined ? [] : [`/tropes#heat-${book.heat}`]);
    }
  });

  test("the home page's fiction filters by the tropes two or more of its books share", () => {
    const fictionBooks = new Set(
      visible.filter((book) => book.genres.includes("fiction")).map((book) => `/book/${book.id}`),
    );
    const inFiction = (trope: string) =>
      (byTrope.get(trope.toLowerCase()) ?? []).filter((href) => fictionBooks.has(href)).length;
    const shared = [...byTrope.keys()].filter(
      (trope) => inFiction(trope) >= 2 && inFiction(trope) < fictionBooks.size,
    );
    const fiction = site.page("/").document.querySelector("#fiction");
    const list = fiction ? labelled(fiction, "ul", /filter by trope$/) : undefined;
    const offered = list ? all(list, "button").map((button) => textOf(button)) : [];
    // "All", then the shared tropes, at most twelve of them.
    expect(offered.length).toBe(shared.length === 0 ? 0 : Math.min(shared.length, 12) + 1);
    for (const trope of offered.slice(1)) {
      expect(shared, trope).toContain(trope.toLowerCase());
    }
  });
});
