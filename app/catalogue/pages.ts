import { audiobookUrl, retailUrl, reviewUrl } from "./links.ts";
import { parseMarkdown } from "./markdown.ts";
import { paths } from "./paths.ts";
import {
  booksInCategory,
  genreSection,
  newestFirst,
  relatedBooks,
  sectionFilters,
  seriesBooks,
  subtitleFor,
  visibleBooks,
} from "./queries.ts";
import type { Book, Catalogue, Genre, Series } from "./schema.ts";
import { allTrailers, newestTrailers } from "./trailers.ts";
import { type BookCard, toBookCard, toSeriesLink } from "./views.ts";

/** What a book's page shows of it, without the extras (the series page lists these). */
export function bookDetail(book: Book, catalogue: Pick<Catalogue, "series">) {
  return {
    ...toBookCard(book),
    subtitle: subtitleFor(book, catalogue.series),
    description: book.description,
  };
}
export type BookDetail = ReturnType<typeof bookDetail>;

/** Everything on a book's page. */
export function bookPage(book: Book, catalogue: Catalogue) {
  const series = catalogue.series.find((s) => s.id === book.series[0]);
  return {
    book: {
      ...bookDetail(book, catalogue),
      keywords: book.keywords,
    },
    links: {
      retail: retailUrl(catalogue.site, book.amazonId),
      audiobook: audiobookUrl(catalogue.site, book.audioId),
      review: reviewUrl(catalogue.site, book.goodreadsId),
    },
    trailer: book.trailerUrl
      ? {
          id: book.id,
          title: book.title,
          trailerUrl: book.trailerUrl,
          thumbnail: paths.trailerThumbnail(book.id),
        }
      : null,
    series: series
      ? {
          ...toSeriesLink(series),
          books: seriesBooks(catalogue.books, series.id)
            .filter((b) => b.id !== book.id)
            .map(toBookCard),
        }
      : null,
    related: relatedBooks(book, catalogue.books).map(toBookCard),
  };
}
export type BookPage = ReturnType<typeof bookPage>;

/** Everything on a series page: its books in reading order, then its trailer and keywords. */
export function seriesPage(series: Series, catalogue: Catalogue) {
  return {
    series: { ...toSeriesLink(series), description: series.description, keywords: series.keywords },
    books: seriesBooks(catalogue.books, series.id).map((book) => bookDetail(book, catalogue)),
    trailer: series.trailerUrl
      ? {
          id: series.id,
          title: series.title,
          trailerUrl: series.trailerUrl,
          thumbnail: paths.trailerThumbnail(series.id),
        }
      : null,
  };
}

export type GenreSectionData = {
  genre: Genre;
  books: (BookCard & { categories: string[]; series: string[] })[];
  categories: { key: string; label: string }[];
  series: { id: string; title: string }[];
};

function genreSectionData(catalogue: Catalogue, genre: Genre): GenreSectionData {
  const filters = sectionFilters(catalogue, genre);
  return {
    genre,
    books: genreSection(catalogue.books, genre, { kind: "all" }).map((book) => ({
      ...toBookCard(book),
      categories: book.categories,
      series: book.series,
    })),
    categories: filters.categories.map(({ key, label }) => ({ key, label })),
    series: filters.series.map(({ id, title }) => ({ id, title })),
  };
}

/** Everything on the home page, in the spec's section order. */
export function homePage(catalogue: Catalogue) {
  const { site } = catalogue;
  return {
    intro: { ...site.intro, name: site.author.name, tagline: site.author.tagline },
    featured: booksInCategory(catalogue.books, "featured").map(toBookCard),
    news: newestFirst(catalogue.news).map((item) => ({
      id: item.id,
      title: item.title,
      pubDate: item.pubDate,
      description: item.description,
      contentUrl: item.contentUrl,
    })),
    about: {
      name: site.author.name,
      bio: parseMarkdown(site.author.bio),
      portrait: site.author.portrait,
    },
    trailers: newestTrailers(catalogue),
    fiction: genreSectionData(catalogue, "fiction"),
    nonfiction: genreSectionData(catalogue, "nonfiction"),
    singles: genreSectionData(catalogue, "single"),
    visibleCount: visibleBooks(catalogue.books).length,
  };
}

/** The page of every trailer. */
export function trailersPage(catalogue: Catalogue) {
  return { trailers: allTrailers(catalogue) };
}
