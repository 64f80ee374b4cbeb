import * as seo from "~messages/seo";
import { type BookCard, toBookCard } from "../catalogue/book-card.ts";
import { BOOK_SECTION_IDS, type BookSectionId, bookSection } from "../catalogue/book-sections.ts";
import { booksInCategory, newestFirst, visibleBooks } from "../catalogue/queries.ts";
import { allTrailers, HOME_TRAILER_COUNT } from "../catalogue/trailers.ts";
import { parseMarkdown } from "../content/markdown.ts";
import type { HomeSection } from "../content/paths.ts";
import type { Catalogue, Site } from "../content/types.ts";
import { longDate } from "../i18n/formats.ts";
import { homeSeo } from "./seo.ts";

/**
 * The home page, in the spec's section order, showing only what the author has: a section
 * with nothing to show is left out, and so is every link to it.
 */

/** How many news items the home page shows, newest first; the blog and the feed have all. */
export const HOME_NEWS_COUNT = 4;

/** The cover beside the introduction: the newest featured book, else the newest book. */
export function heroBook(catalogue: Pick<Catalogue, "books">): BookCard | null {
  const book =
    booksInCategory(catalogue.books, "featured")[0] ??
    newestFirst(visibleBooks(catalogue.books))[0];
  return book ? toBookCard(book) : null;
}

/** The anchors of the home page that have something under them, in the page's order. */
export function homeAnchors(catalogue: Catalogue): HomeSection[] {
  const has = (id: BookSectionId) => bookSection(catalogue, id) !== null;
  return [
    ...(has("featured") ? (["featured"] as const) : []),
    "about",
    ...(allTrailers(catalogue).length > 0 ? (["trailers"] as const) : []),
    ...BOOK_SECTION_IDS.filter((id) => id !== "featured" && has(id)),
  ];
}

/**
 * The sections' titles from the site settings, each left out there in the site's language
 * ("Featured Books"). The singles' is there whenever the site has singles (the content check
 * asks for it); a site without them shows no such section.
 */
export function sectionTitles(site: Site): Record<BookSectionId, string> {
  const { featured, fiction, nonfiction, singles = "" } = site.sections;
  return {
    featured: featured ?? seo.section_featured(),
    fiction: fiction ?? seo.section_fiction(),
    nonfiction: nonfiction ?? seo.section_nonfiction(),
    singles,
  };
}

/** Everything on the home page; a section is null when it has nothing to show. */
export function homePage(catalogue: Catalogue) {
  const { site } = catalogue;
  const news = newestFirst(catalogue.news);
  const trailers = allTrailers(catalogue);
  const sections = {
    featured: bookSection(catalogue, "featured"),
    fiction: bookSection(catalogue, "fiction"),
    nonfiction: bookSection(catalogue, "nonfiction"),
    singles: bookSection(catalogue, "singles"),
  };
  return {
    intro: {
      ...site.intro,
      name: site.author.name,
      tagline: site.author.tagline,
      cover: heroBook(catalogue),
      // The first section of covers, where 'Browse the books' leads.
      books: BOOK_SECTION_IDS.find((id) => sections[id] !== null) ?? null,
      hasTrailers: trailers.length > 0,
    },
    news:
      news.length > 0
        ? {
            items: news.slice(0, HOME_NEWS_COUNT).map((item) => ({
              id: item.id,
              title: item.title,
              pubDate: item.pubDate,
              /** The day, as the site's language writes it. */
              published: longDate(item.pubDate),
              description: item.description,
              contentUrl: item.contentUrl,
            })),
            // Older items are on the blog and in the feed, which the section then links.
            more: news.length > HOME_NEWS_COUNT ? site.blogUrl : null,
          }
        : null,
    about: {
      name: site.author.name,
      bio: parseMarkdown(site.author.bio),
      portrait: site.author.portrait,
    },
    trailers: trailers.length > 0 ? trailers.slice(0, HOME_TRAILER_COUNT) : null,
    ...sections,
    /** Each section's title, as the site settings give it (`sections:`), else by default. */
    titles: sectionTitles(site),
    seo: homeSeo(catalogue, news.slice(0, HOME_NEWS_COUNT)),
  };
}

export type HomePage = ReturnType<typeof homePage>;
