import { bylineOf } from "../catalogue/authors.ts";
import { toBookCard } from "../catalogue/book-card.ts";
import { listedGuides, questionCount } from "../catalogue/guides.ts";
import { assetPaths, paths } from "../content/paths.ts";
import type { Book, Catalogue, Guide } from "../content/types.ts";
import { absolute, guideSeo } from "./seo.ts";

/**
 * A book's book-club guide page: the book (its cover and title head the page, on screen and
 * on paper), the author's spoiler warning if they wrote one, and the guide's text with its
 * numbered questions.
 */
export function guidePage(
  book: Book,
  guide: Guide,
  catalogue: Pick<Catalogue, "series" | "site" | "authors">,
) {
  const { site } = catalogue;
  return {
    book: {
      ...toBookCard(book),
      href: paths.book(book.id),
      cover: assetPaths.cover(book.id),
      subtitle: book.subTitle ?? null,
    },
    author: bylineOf(book, catalogue),
    spoilers: guide.spoilers,
    text: guide.text,
    questions: questionCount(guide),
    /** The guide's full address, which a printed copy gives in place of its links. */
    url: absolute(site, paths.guide(book.id)),
    seo: guideSeo(book, guide, catalogue),
  };
}
export type GuidePageData = ReturnType<typeof guidePage>;

/**
 * The book page's link to its guide, if it has one that is built: the guides the sitemap and
 * the prerender list too (a hidden book's preview page links none).
 */
export function guideLink(book: Pick<Book, "id">, catalogue: Pick<Catalogue, "books" | "guides">) {
  return listedGuides(catalogue).some((listed) => listed.book.id === book.id)
    ? paths.guide(book.id)
    : null;
}
