import { describe, expect, test } from "vitest";
import { listedGuides } from "../../app/catalogue/guides.ts";
import { readContentSources } from "../../app/schema/content.server.ts";
import { FRONT_MATTER } from "../../app/schema/parse-catalogue.ts";
import { catalogue, visible } from "../catalogue.ts";
import { all, canonical, h1, linkNamed, meta, textOf, titleOf } from "./dom.ts";
import { lacking } from "./lacking.ts";
import { site } from "./main-build.ts";

// The book-club guides as the build wrote them: each at /book/{id}/guide, indexed, under the
// book's title, its questions numbered as its file writes them, linked from its book's page
// and from no other book's. What print does to the page is the browser's (tests/e2e/guide.spec.ts).

const SITE = catalogue.site.url.replace(/\/$/, "");
const guides = listedGuides(catalogue);
const sources = readContentSources(process.cwd()).guides;

/** The numbers a guide's file writes before its questions, read from the file itself. */
function numbersWritten(bookId: string): string[] {
  const source = sources.find(({ file }) => file === `content/guides/${bookId}.md`);
  // The text below the front matter, or the whole file where it has none.
  const body = source ? (FRONT_MATTER.exec(source.text)?.[2] ?? source.text) : "";
  return [...body.matchAll(/^ {0,3}(\d{1,9})[.)][ \t]/gm)].map((match) => match[1] ?? "");
}

describe("book-club guides", () => {
  if (guides.length === 0) {
    test("without guides in the content, no guide page and no link to one", () => {
      expect(site.pagePaths.filter((path) => path.endsWith("/guide"))).toEqual([]);
    });
    return lacking("a guide's page", "the content has no book-club guide");
  }

  describe.each(guides)("the guide to $book.title", ({ book, guide }) => {
    const path = `/book/${book.id}/guide`;
    const { document } = site.page(path);
    const main = document.querySelector("main") as Element;

    test("is at /book/{id}/guide, indexed, titled and described for the book", () => {
      expect(h1(document)).toBe(book.title);
      expect(canonical(document)).toBe(`${SITE}${path}`);
      expect(site.text("sitemap.xml")).toContain(`<loc>${SITE}${path}</loc>`);
      expect(titleOf(document)).toBe(
        `Book-club guide to ${book.title} by ${catalogue.site.author.name}`,
      );
      expect(meta(document, "description")).toMatch(
        /^\d+ discussion questions? for reading groups on /,
      );
    });

    test("has the cover and title first, then the questions numbered as written", () => {
      const [cover] = all(main, "img");
      expect(cover?.getAttribute("src")).toBe(`/assets/books/${book.id}.jpg`);
      expect(all(main, "img, h1").map((element) => element.tagName)).toEqual(["IMG", "H1"]);
      const numbers = all(main, "ol > li").map((item) => item.getAttribute("value"));
      expect(numbers.length).toBeGreaterThan(0);
      expect(numbers).toEqual(numbersWritten(book.id));
      for (const list of all(main, "ol")) {
        expect(list.getAttribute("start")).toBe(list.querySelector("li")?.getAttribute("value"));
      }
    });

    test("warns of spoilers only in the author's words, and only where they wrote them", () => {
      const warned = textOf(main).includes("Spoilers: ");
      expect(warned).toBe(guide.spoilers !== null);
      if (guide.spoilers !== null) expect(textOf(main)).toContain(guide.spoilers);
    });

    test("is linked from its book's page", () => {
      const bookPage = site.page(`/book/${book.id}`).document;
      const main = bookPage.querySelector("main") as Element;
      expect(linkNamed(main, "Book-club guide")?.href).toBe(path);
    });
  });

  test("a book without a guide links none", () => {
    const without = visible.filter((book) => !guides.some((g) => g.book.id === book.id));
    for (const book of without) {
      const main = site.page(`/book/${book.id}`).document.querySelector("main") as Element;
      expect(linkNamed(main, "Book-club guide"), book.id).toBeUndefined();
    }
  });
});
