import type { IsoDay } from "../content/dates.ts";
import { paths } from "../content/paths.ts";
import type { Author, Book, Catalogue, Series } from "../content/types.ts";
import { wordList } from "../i18n/formats.ts";
import {
  type BookCard,
  type Credit,
  type SeriesLink,
  toBookCard,
  toSeriesLink,
} from "./book-card.ts";
import { isUpcoming, listedSeries, newestFirst, seriesBooks, visibleBooks } from "./queries.ts";

/**
 * The authors a site shows: a press's, or one author's several names. A site of one author
 * (the sample, and every site without `content/authors/`) shows none of this: its author is
 * the site's, whose home page is their page.
 */
export const showsAuthors = (catalogue: Pick<Catalogue, "authors">): boolean =>
  catalogue.authors.length > 1;

/** A book's authors, in the order it credits them. */
export function authorsOf(book: Pick<Book, "authors">, authors: readonly Author[]): Author[] {
  return book.authors.flatMap((id) => authors.find((author) => author.id === id) ?? []);
}

/**
 * The authors a book's cards, pages and search results name, linked, on a site of several:
 * none on a site of one author, whose pages say its name already.
 */
export function creditsOf(
  book: Pick<Book, "authors">,
  catalogue: Pick<Catalogue, "authors">,
): Credit[] | undefined {
  if (!showsAuthors(catalogue)) return undefined;
  return authorsOf(book, catalogue.authors).map(({ id, name }) => ({ id, name }));
}

/** What makes a book's card on this site: with its authors, on a site of several. */
export function cardsFor(catalogue: Pick<Catalogue, "authors">) {
  return (book: Book): BookCard => {
    const by = creditsOf(book, catalogue);
    return toBookCard(by ? { ...book, by } : book);
  };
}

/**
 * A book's authors' names as a byline says them, in the site's language: "Ada Lovelace and
 * Mary Shelley" (Intl's list: the page data says it, at build time).
 */
export function bylineOf(book: Pick<Book, "authors">, catalogue: Pick<Catalogue, "authors">) {
  return wordList(authorsOf(book, catalogue.authors).map((author) => author.name));
}

/** Who wrote a series' visible books, in the order they first appear in it. */
export function seriesAuthors(
  series: Pick<Series, "id">,
  catalogue: Pick<Catalogue, "books" | "authors">,
): Author[] {
  const ids = new Set(seriesBooks(catalogue.books, series.id).flatMap((book) => book.authors));
  return authorsOf({ authors: [...ids] }, catalogue.authors);
}

/** Where an author's press kit is, or null where the site has none. */
export function pressKitPath(
  author: Pick<Author, "id">,
  catalogue: Pick<Catalogue, "authors" | "authorFiles">,
): string | null {
  if (!catalogue.authorFiles) return null;
  return showsAuthors(catalogue) ? paths.authorPress(author.id) : paths.press;
}

/** The authors as a list of them sorts them: by sort name, then by name. */
export function bySortName<A extends Pick<Author, "sortName" | "name">>(
  authors: readonly A[],
): A[] {
  return [...authors].sort(
    (a, b) => a.sortName.localeCompare(b.sortName) || a.name.localeCompare(b.name),
  );
}

/** The visible books an author wrote, alone or with others. */
export function booksBy(author: Pick<Author, "id">, books: Book[]): Book[] {
  return visibleBooks(books).filter((book) => book.authors.includes(author.id));
}

/** An author's books as their page groups them, in their groups' order. */
export type AuthorShelf<B> = {
  /** Each series the author has books in, its books in reading order. */
  series: { series: SeriesLink; books: B[] }[];
  /** The books of no series, newest first. */
  standalones: B[];
};

/**
 * An author's visible books by series (each in its reading order, a book in several series
 * under its first), then the standalones, newest first, each book as `toCard` makes it.
 */
export function authorShelf<B>(
  author: Pick<Author, "id">,
  catalogue: Pick<Catalogue, "books" | "series">,
  toCard: (book: Book) => B,
): AuthorShelf<B> {
  const theirs = new Set(booksBy(author, catalogue.books).map((book) => book.id));
  const series = listedSeries(catalogue)
    .map((s) => ({
      series: toSeriesLink(s),
      books: seriesBooks(catalogue.books, s.id).filter(
        (book) => theirs.has(book.id) && book.series[0] === s.id,
      ),
    }))
    .filter((group) => group.books.length > 0);
  const inSeries = new Set(series.flatMap((group) => group.books.map((book) => book.id)));
  const standalones = catalogue.books.filter((b) => theirs.has(b.id) && !inSeries.has(b.id));
  return {
    series: series.map((group) => ({ series: group.series, books: group.books.map(toCard) })),
    standalones: newestFirst(standalones).map(toCard),
  };
}

/**
 * The shelf as the reader's day finds it: the books still to come first, the soonest first,
 * and out of their groups, which are left out once empty. (In the browser, with the visitor's
 * day: a site built before a book came out lists it with the others once it is out.)
 */
export function comingFirst<B extends Pick<Book, "pubDate">>(
  shelf: AuthorShelf<B>,
  today: IsoDay,
): AuthorShelf<B> & { coming: B[] } {
  const published = (books: B[]) => books.filter((book) => !isUpcoming(book, today));
  const all = [...shelf.series.flatMap((group) => group.books), ...shelf.standalones];
  return {
    coming: all
      .filter((book) => isUpcoming(book, today))
      .sort((a, b) => a.pubDate.localeCompare(b.pubDate)),
    series: shelf.series
      .map((group) => ({ ...group, books: published(group.books) }))
      .filter((group) => group.books.length > 0),
    standalones: published(shelf.standalones),
  };
}
