/**
 * The pages the benchmark measures, chosen from the content so that it runs on any
 * catalogue: home, a book, a series, a search, all trailers and the events where there are
 * some, and on a site of several authors theirs.
 */
import { booksBy, pressKitPath, showsAuthors } from "../../app/catalogue/authors.ts";
import { newestFirst, readingOrder, visibleBooks } from "../../app/catalogue/queries.ts";
import { allTrailers } from "../../app/catalogue/trailers.ts";
import { paths } from "../../app/content/paths.ts";
import type { Catalogue } from "../../app/content/types.ts";

export type BenchPage = { name: string; path: string };

/**
 * The series with the most books to read and its first book (the start of a visitor's
 * journey), a search for the series' name, and the home and trailers pages. Without a
 * series, the newest book and a word of its title.
 */
export function benchPages(
  catalogue: Pick<Catalogue, "books" | "series" | "events" | "authors" | "authorFiles">,
): BenchPage[] {
  const series = [...catalogue.series].sort(
    (a, b) =>
      readingOrder(catalogue.books, b.id).length - readingOrder(catalogue.books, a.id).length,
  )[0];
  const book = series
    ? readingOrder(catalogue.books, series.id)[0]
    : newestFirst(visibleBooks(catalogue.books))[0];
  const words = (series?.title ?? book?.title ?? "").toLowerCase().match(/[a-z]{4,}/g) ?? [];
  const query = words.at(-1) ?? "the";
  return [
    { name: "home", path: "/" },
    ...(book ? [{ name: "book", path: `/book/${book.id}` }] : []),
    ...(series ? [{ name: "series", path: `/series/${series.key}` }] : []),
    { name: "search", path: `/search/${encodeURIComponent(query)}` },
    ...(allTrailers(catalogue).length > 0 ? [{ name: "trailers", path: paths.trailers }] : []),
    ...(catalogue.events.length > 0 ? [{ name: "events", path: "/events" }] : []),
    ...authorPages(catalogue),
  ];
}

/** On a site of several authors: all of them, and the page and press kit of the most read. */
function authorPages(catalogue: Pick<Catalogue, "books" | "authors" | "authorFiles">): BenchPage[] {
  if (!showsAuthors(catalogue)) return [];
  const [author] = [...catalogue.authors].sort(
    (a, b) => booksBy(b, catalogue.books).length - booksBy(a, catalogue.books).length,
  );
  const press = author && pressKitPath(author, catalogue);
  return [
    { name: "authors", path: paths.authors },
    ...(author ? [{ name: "author", path: paths.author(author.id) }] : []),
    ...(press ? [{ name: "press-kit", path: press }] : []),
  ];
}
