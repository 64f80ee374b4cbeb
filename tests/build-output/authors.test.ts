import { unzipSync } from "fflate";
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

// The press kits: one per author of content/authors/ (at /press on a site of one, under each
// author's page on a site of several), none without the folder. Each links its files at full
// size, as the project holds them, and one archive of them all.
describe("press kits", () => {
  const kits = catalogue.authorFiles
    ? catalogue.authors.map((author) => ({
        author,
        path: several ? `/authors/${author.id}/press` : "/press",
      }))
    : [];
  if (kits.length === 0) {
    test("a site without content/authors/ has no press kit", () => {
      expect(site.pagePaths.filter((path) => path.endsWith("/press"))).toEqual([]);
      expect(site.files.filter((file) => file.startsWith("assets/press/"))).toEqual([]);
    });
    return lacking("the press kits", "the site has no content/authors/");
  }
  test.each(kits)(
    "$path: the bios, the portrait and every cover at full size, and the archive of them",
    ({ author, path }) => {
      const { document } = site.page(path);
      const main = document.querySelector("main") as Element;
      expect(textOf(main)).toContain(author.name);
      const files = links(main)
        .map((link) => link.href)
        .filter((href) => /\.(jpe?g|png|zip)$/.test(href));
      const covers = booksOf(author.id).map((book) => `/assets/books/${book.id}.jpg`);
      expect(files.sort()).toEqual(
        [
          `/assets/press/${author.id}-press-kit.zip`,
          ...(author.portrait ? [author.portrait] : []),
          ...covers,
        ].sort(),
      );
      // The files themselves, as the author gave them: the build serves the project's own.
      for (const file of files) expect(site.has(file), file).toBe(true);
      const archive = unzipSync(site.bytes(`assets/press/${author.id}-press-kit.zip`));
      expect(Object.keys(archive).sort()).toEqual(
        [
          "bios.txt",
          ...(author.portrait
            ? [`portrait${author.portrait.slice(author.portrait.lastIndexOf("."))}`]
            : []),
          ...covers.map((cover) => `covers/${cover.split("/").at(-1)}`),
        ].sort(),
      );
      // Each bio, with a button to copy it.
      expect(all(main, "h3").map((h) => textOf(h).replace(/ \d+ words?$/, ""))).toEqual([
        ...(author.bios ? ["Short bio", "Medium bio"] : []),
        "Full bio",
      ]);
    },
  );
});
