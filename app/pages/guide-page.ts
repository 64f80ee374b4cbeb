import { toBookCard } from "../catalogue/book-card.ts";
import { questionCount } from "../catalogue/guides.ts";
import { assetPaths, paths } from "../content/paths.ts";
import type { Book, Guide, Site } from "../content/schema.ts";
import { absolute } from "./seo.ts";

/**
 * A book's book-club guide page: the book (its cover and title head the page, on screen and
 * on paper), the author's spoiler warning if they wrote one, and the guide's text with its
 * numbered questions.
 */
export function guidePage(book: Book, guide: Guide, site: Pick<Site, "author" | "url">) {
  return {
    book: {
      ...toBookCard(book),
      href: paths.book(book.id),
      cover: assetPaths.cover(book.id),
      subtitle: book.subTitle ?? null,
    },
    author: site.author.name,
    spoilers: guide.spoilers,
    text: guide.text,
    questions: questionCount(guide),
    /** The guide's full address, which a printed copy gives in place of its links. */
    url: absolute(site, paths.guide(book.id)),
  };
}
export type GuidePageData = ReturnType<typeof guidePage>;

/** The book page's link to its guide, if it has one. */
export function guideLink(book: Pick<Book, "id">, guides: Pick<Guide, "bookId">[]) {
  return guides.some((guide) => guide.bookId === book.id) ? paths.guide(book.id) : null;
}
