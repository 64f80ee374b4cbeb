import { describe, expect, test } from "vitest";
import { CONTENT_NOTE_TERMS } from "../../app/content/content-notes.ts";
import type { Book } from "../../app/content/types.ts";
import { catalogue, visible } from "../catalogue.ts";
import { all, canonical, contentInfos, h1, linkNamed, textOf } from "./dom.ts";
import { lacking } from "./lacking.ts";
import { site } from "./main-build.ts";

// Content notes as the build wrote them: on each book's page behind a closed disclosure, and
// on /content-notes, each book's closed too, with the vocabulary explained; in the HTML, so
// they work without scripts.

const SITE = catalogue.site.url.replace(/\/$/, "");
const PAGE = "/content-notes";
const noted = visible.filter((book) => book.contentNotes.length > 0);

/** What a note says, as the author wrote it: the term's label, their words, or both. */
const noteTexts = (book: Book) =>
  book.contentNotes.flatMap((note) => [
    ...(note.term === null ? [] : [CONTENT_NOTE_TERMS[note.term].label]),
    ...(note.note === null ? [] : [note.note]),
  ]);

/** The disclosures whose summary says "Content notes". */
const disclosures = (root: Document | Element) =>
  all(root, "details").filter(
    (details) => textOf(details.querySelector("summary")) === "Content notes",
  );

describe("a book's content notes", () => {
  test("every book page with notes has them, closed, behind a summary that says Content notes", () => {
    for (const book of catalogue.books) {
      const main = site.page(`/book/${book.id}`).document.querySelector("main") as Element;
      const found = disclosures(main);
      if (book.contentNotes.length === 0) {
        expect(found, book.id).toEqual([]);
        continue;
      }
      expect(found, book.id).toHaveLength(1);
      const [details] = found as [Element];
      expect(details.hasAttribute("open"), book.id).toBe(false);
      const text = textOf(details);
      for (const said of noteTexts(book)) expect(text, book.id).toContain(said);
      if (noted.length > 0) {
        expect(linkNamed(details, "What the content notes mean")?.href, book.id).toBe(PAGE);
      }
    }
  });
});

describe("the content notes page", () => {
  if (noted.length === 0) {
    test("without a visible book with notes, no page and no link to one", () => {
      expect(site.pagePaths).not.toContain(PAGE);
      expect(site.text("sitemap.xml")).not.toContain(`${SITE}${PAGE}<`);
      const [footer] = contentInfos(site.page("/").document);
      expect(linkNamed(footer as Element, "Content notes")).toBeUndefined();
    });
    return lacking("its page", "no visible book lists content notes");
  }
  const { document } = site.page(PAGE);
  const main = document.querySelector("main") as Element;

  test("is indexed, under its title, and linked from every page's footer", () => {
    expect(h1(document)).toBe("Content notes");
    expect(canonical(document)).toBe(`${SITE}${PAGE}`);
    expect(site.text("sitemap.xml")).toContain(`<loc>${SITE}${PAGE}</loc>`);
    for (const page of site.pages()) {
      const [footer] = contentInfos(page.document);
      expect(linkNamed(footer as Element, "Content notes")?.href, page.path).toBe(PAGE);
    }
  });

  test("lists every visible book with notes, each linked and its notes closed", () => {
    const items = all(main, "li:has(> details)");
    expect(items.map((item) => item.querySelector("a")?.getAttribute("href")).toSorted()).toEqual(
      noted.map((book) => `/book/${book.id}`).toSorted(),
    );
    for (const book of noted) {
      const item = items.find(
        (li) => li.querySelector("a")?.getAttribute("href") === `/book/${book.id}`,
      ) as Element;
      expect(textOf(item.querySelector("a")), book.id).toBe(book.title);
      const [details, ...more] = disclosures(item);
      expect(more, book.id).toEqual([]);
      expect(details?.hasAttribute("open"), book.id).toBe(false);
      for (const said of noteTexts(book)) expect(textOf(details), book.id).toContain(said);
    }
  });

  test("explains every term the books use, one line each", () => {
    const explained = new Map(
      all(main, "dl > div").map((row) => [
        textOf(row.querySelector("dt")),
        textOf(row.querySelector("dd")),
      ]),
    );
    for (const book of noted) {
      for (const note of book.contentNotes) {
        if (note.term === null) continue;
        const { label } = CONTENT_NOTE_TERMS[note.term];
        expect(explained.get(label), label).toMatch(/^[A-Z].+\.$/);
      }
    }
  });
});
