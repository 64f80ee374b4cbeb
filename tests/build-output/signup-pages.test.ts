import { describe, expect, test } from "vitest";
import { isUpcoming } from "../../app/catalogue/queries.ts";
import { catalogue, visible } from "../catalogue.ts";
import { all, canonical, contentInfos, h1, linkNamed, links, textOf } from "./dom.ts";
import { lacking } from "./lacking.ts";
import { buildDay, site } from "./main-build.ts";

// The free book's page and the review team's, as the build wrote them, with what leads to
// them: the footer's line on every page, the free book's own page, a coming book's page. Each
// service's form is checked against its embed code in app/components/signup/.

const SITE = catalogue.site.url.replace(/\/$/, "");
const { magnet, reviewTeam } = catalogue.site;

/** A sign-up as the page has it: the form's action and fields, or the landing page's link. */
function signupOf(section: Element) {
  const form = section.closest("form") ?? section.querySelector("form");
  if (form) {
    return {
      action: form.getAttribute("action"),
      fields: all(form, "input").map((input) => [
        input.getAttribute("name"),
        input.getAttribute("value"),
      ]),
    };
  }
  return { landing: all(section, "a[href]").map((a) => a.getAttribute("href")) };
}

describe("the free book's page", () => {
  if (!magnet) return lacking("its page", "the site names no free book");
  const { document } = site.page(magnet.path);
  const book = catalogue.books.find((b) => b.id === magnet.book);
  const title = book?.title ?? magnet.title ?? "";

  test("is at the author's address, indexed, under the book's title, with its cover", () => {
    expect(h1(document)).toBe(title);
    expect(canonical(document)).toBe(`${SITE}${magnet.path}`);
    expect(site.text("sitemap.xml")).toContain(`<loc>${SITE}${magnet.path}</loc>`);
    const cover = document.querySelector(`main img[alt="${title}"]`);
    expect(cover?.getAttribute("src")).toBe(book ? `/assets/books/${book.id}.jpg` : magnet.cover);
  });

  test("signs up at the landing page or with the list's form, and says what happens next", () => {
    const main = document.querySelector("main") as Element;
    const signup = document.getElementById("free-book") as Element;
    if (magnet.landing) {
      expect(signupOf(signup)).toEqual({ landing: [magnet.landing] });
    } else {
      expect(signupOf(signup).action).toMatch(/^https:\/\//);
    }
    expect(textOf(main)).toContain("What happens next");
  });

  test("every page's footer offers the book in one line, and the book's own page says it is free", () => {
    for (const page of site.pages()) {
      const [footer] = contentInfos(page.document);
      expect(linkNamed(footer as Element, title)?.href, page.path).toBe(magnet.path);
    }
    if (!book) return;
    const own = site.page(`/book/${book.id}`).document.querySelector("main") as Element;
    expect(linkNamed(own, "Free when you join the mailing list")?.href).toBe(magnet.path);
  });
});

describe("the review team's page", () => {
  if (!reviewTeam) return lacking("its page", "the site has no review team");
  const { document } = site.page(reviewTeam.path);
  const main = document.querySelector("main") as Element;
  const coming = visible.filter((book) => isUpcoming(book, buildDay));

  test("is at the author's address, indexed, with the author's terms and the books to come", () => {
    expect(h1(document)).toBe(`${catalogue.site.author.name}'s review team`);
    expect(canonical(document)).toBe(`${SITE}${reviewTeam.path}`);
    expect(site.text("sitemap.xml")).toContain(`<loc>${SITE}${reviewTeam.path}</loc>`);
    const firstLine = reviewTeam.terms.split("\n")[0]?.replace(/\*\*/g, "").slice(0, 40) ?? "";
    expect(textOf(main)).toContain(firstLine);
    // A cover's link is named by its image and ribbon too: found by its address.
    const hrefs = links(main).map((link) => link.href);
    for (const book of coming) expect(hrefs, book.id).toContain(`/book/${book.id}`);
    if (coming.length === 0) expect(textOf(main)).toContain("No book is on its way just now");
  });

  test("applies at the landing page or with the list's form", () => {
    const apply = document.getElementById("apply") as Element;
    if (reviewTeam.landing) expect(signupOf(apply)).toEqual({ landing: [reviewTeam.landing] });
    else expect(signupOf(apply).action).toMatch(/^https:\/\//);
  });

  test("a book to come links to it from its page", () => {
    for (const book of coming) {
      const page = site.page(`/book/${book.id}`).document.querySelector("main") as Element;
      expect(linkNamed(page, "Join the review team")?.href, book.id).toBe(reviewTeam.path);
    }
  });
});
