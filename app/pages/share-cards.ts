import { booksBy, bylineOf, seriesAuthors, showsAuthors } from "../catalogue/authors.ts";
import { subtitleFor } from "../catalogue/book-lines.ts";
import {
  booksInCategory,
  listedSeries,
  newestFirst,
  readingOrder,
  visibleBooks,
} from "../catalogue/queries.ts";
import { andList, countOf } from "../catalogue/wording.ts";
import { assetPaths } from "../content/paths.ts";
import type { Author, Book, Catalogue, Series } from "../content/types.ts";

/**
 * The share cards: a 1200×630 image per book, series and the home page, made when the site is
 * built (build-steps/share-cards.tsx) from what is decided here, and named by a page's `og:image`.
 */

export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** What a card shows: covers, a kicker line above the title, the title, a line below. */
export type Card = {
  /** Where the image is published, as a path under public/. */
  path: string;
  /** Covers shown on the card, as paths under public/ (one for a book, up to three else). */
  covers: string[];
  kicker: string;
  title: string;
  byline: string;
  /** The image's alt text. */
  alt: string;
};

export function bookCard(
  book: Book,
  catalogue: Pick<Catalogue, "series" | "site" | "authors">,
): Card {
  const author = bylineOf(book, catalogue);
  const series = catalogue.series.find((s) => s.id === book.series[0]);
  const kicker = series
    ? book.subTitle
      ? series.title
      : (subtitleFor(book, catalogue.series) ?? series.title)
    : book.genres.includes("nonfiction")
      ? "Nonfiction"
      : "A novel";
  return {
    path: assetPaths.bookCard(book.id),
    covers: [assetPaths.cover(book.id)],
    kicker,
    title: book.title,
    byline: book.subTitle ? `${book.subTitle} · ${author}` : author,
    alt: `${book.title} by ${author}: the cover beside the title`,
  };
}

export function seriesCard(
  series: Series,
  catalogue: Pick<Catalogue, "books" | "site" | "authors">,
): Card {
  const author = andList(seriesAuthors(series, catalogue).map((a) => a.name));
  const books = readingOrder(catalogue.books, series.id);
  const count = books.length;
  return {
    path: assetPaths.seriesCard(series.key),
    covers: books.slice(0, 3).map((book) => assetPaths.cover(book.id)),
    kicker: count < 2 ? `A series by ${author}` : `${countOf(count, "book")} by ${author}`,
    title: series.title,
    byline: books[0] ? `Start with ${books[0].title}` : author,
    alt: `${series.title}, a series by ${author}: its first covers beside the title`,
  };
}

/** An author's card, on a site of several: their newest covers beside their name. */
export function authorCard(author: Author, catalogue: Pick<Catalogue, "books" | "site">): Card {
  const books = newestFirst(booksBy(author, catalogue.books));
  return {
    path: assetPaths.authorCard(author.id),
    covers: books.slice(0, 3).map((book) => assetPaths.cover(book.id)),
    kicker: books.length > 0 ? countOf(books.length, "book") : catalogue.site.author.name,
    title: author.name,
    byline: author.shortBio,
    alt: `${author.name}: ${books.length > 0 ? "their newest covers beside the name" : "the name"}`,
  };
}

/** The home page's card: the newest featured covers, else the newest covers. */
export function homeCard(catalogue: Pick<Catalogue, "books" | "site">): Card {
  const { author } = catalogue.site;
  const featured = booksInCategory(catalogue.books, "featured");
  const shown = featured.length > 0 ? featured : newestFirst(visibleBooks(catalogue.books));
  return {
    path: assetPaths.homeCard,
    covers: shown.slice(0, 3).map((book) => assetPaths.cover(book.id)),
    kicker: author.tagline,
    title: author.name,
    byline: catalogue.site.intro.heading,
    alt: `${author.name}: ${author.tagline}`,
  };
}

/** Every card the site publishes: the home page's, each series page's, each book's. */
export function allCards(catalogue: Catalogue): Card[] {
  return [
    homeCard(catalogue),
    ...listedSeries(catalogue).map((series) => seriesCard(series, catalogue)),
    ...catalogue.books.map((book) => bookCard(book, catalogue)),
    ...(showsAuthors(catalogue) ? catalogue.authors.map((a) => authorCard(a, catalogue)) : []),
  ];
}
