import { parseHTML } from "linkedom";
import { describe, expect, test } from "vitest";
import { catalogue, visible } from "../catalogue.ts";
import { all, canonical, h1, jsonLd, links, textOf } from "./dom.ts";
import { lacking } from "./lacking.ts";
import { site } from "./main-build.ts";

// A site of several authors as the build wrote it: /authors lists each author, each author's
// page shows their books and is a ProfilePage of their Person, every page that shows a book's
// cover or title names its authors, linked, and each author's feed has their books only. A
// site of one author has none of it (read here from the content: the books' `authors:`).

const SITE = catalogue.site.url.replace(/\/$/, "");
const several = catalogue.authors.length > 1;
/** The visible books each author wrote, by the author's id, read from the content. */
const booksOf = (id: string) => visible.filter((book) => book.authors.includes(id));

describe("authors", () => {
  if (!several) {
    test("a site of one author: no author page, no byline, no author feed", () => {
      expect(site.pagePaths.filter((path) => path.startsWith("/authors"))).toEqual([]);
      expect(site.files.filter((file) => file.startsWith("authors/"))).toEqual([]);
      for (const page of site.pages()) {
        const hrefs = links(page.document).map((link) => link.href);
        expect(
          hrefs.filter((href) => href.startsWith("/authors")),
          page.path,
        ).toEqual([]);
      }
    });
    return lacking("the authors' pages", "the site has one author");
  }

  test("/authors lists every author once, by sort name, each linked to their page", () => {
    const { document } = site.page("/authors");
    expect(h1(document)).toBe("Authors");
    const main = document.querySelector("main") as Element;
    const listed = links(main).filter((link) => link.href.startsWith("/authors/"));
    const bySortName = [...catalogue.authors].sort((a, b) => a.sortName.localeCompare(b.sortName));
    expect(listed.map((link) => [link.name, link.href])).toEqual(
      bySortName.map((author) => [author.name, `/authors/${author.id}`]),
    );
  });

  describe.each(catalogue.authors.map((author) => [author.id, author] as const))(
    "/authors/%s",
    (id, author) => {
      const { document } = site.page(`/authors/${id}`);
      const main = document.querySelector("main") as Element;

      test("shows the author's name and every book they wrote, alone or with others, and no other", () => {
        expect(h1(document)).toBe(author.name);
        expect(canonical(document)).toBe(`${SITE}/authors/${id}`);
        const covers = [
          ...new Set(
            links(main)
              .map((link) => link.href)
              .filter((href) => /^\/book\/[^/]+$/.test(href)),
          ),
        ];
        expect(covers.sort()).toEqual(
          booksOf(id)
            .map((book) => `/book/${book.id}`)
            .sort(),
        );
      });

      test("is a ProfilePage whose main entity is the author as a Person, with their profiles", () => {
        const [page] = jsonLd(document);
        expect(page).toMatchObject({
          "@type": "ProfilePage",
          mainEntity: {
            "@type": "Person",
            name: author.name,
            url: `${SITE}/authors/${id}`,
          },
        });
        const person = (page?.mainEntity ?? {}) as { sameAs?: string[] };
        expect(person.sameAs ?? []).toEqual(
          expect.arrayContaining(author.social.map((profile) => profile.url)),
        );
      });

      test("has a feed of their books alone, newest first", () => {
        const feed = parseHTML(site.text(`authors/${id}/feed.xml`)).document;
        const entries = all(feed, "entry > id").map((entry) => textOf(entry));
        expect([...entries].sort()).toEqual(
          booksOf(id)
            .map((book) => `${SITE}/book/${book.id}`)
            .sort(),
        );
      });
    },
  );

  test("every book's page names its authors, in the order it credits them, each linked", () => {
    for (const book of visible) {
      const { document } = site.page(`/book/${book.id}`);
      const main = document.querySelector("main") as Element;
      const line = all(main, "p").find((p) => textOf(p).startsWith("by "));
      const names = book.authors.map((id) => catalogue.authors.find((a) => a.id === id)?.name);
      expect(line && links(line).map((link) => [link.name, link.href]), book.id).toEqual(
        book.authors.map((id, index) => [names[index], `/authors/${id}`]),
      );
    }
  });
});
