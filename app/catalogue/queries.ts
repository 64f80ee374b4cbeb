import type { IsoDay } from "../content/dates.ts";
import { isFirstSeries } from "../content/series-places.ts";
import type { Book, Catalogue, Category, Genre, Sample, Series } from "../content/types.ts";

/** Books a visitor may see listed: every book that is not hidden. */
export function visibleBooks(books: Book[]): Book[] {
  return books.filter((book) => !book.hidden);
}

/** Newest publication first; books of the same day by title. */
export function newestFirst<T extends { pubDate: IsoDay; title: string }>(items: T[]): T[] {
  return [...items].sort(
    (a, b) => b.pubDate.localeCompare(a.pubDate) || a.title.localeCompare(b.title),
  );
}

/** A book is upcoming while its publication day is after today. */
export function isUpcoming(book: Pick<Book, "pubDate">, today: IsoDay): boolean {
  return book.pubDate > today;
}

/**
 * Whether a book's page offers its release day as a calendar file: while the book is still to
 * come for the visitor (`today`), and was on the day the site was built, when the file was
 * made (a visitor's clock may be behind the build's). A hidden book's preview offers none: the
 * build makes the files of visible books only (sitePages).
 */
export function offersReleaseDay(
  book: Pick<Book, "pubDate" | "hidden">,
  today: IsoDay,
  buildDay: IsoDay,
): boolean {
  return !book.hidden && isUpcoming(book, today) && isUpcoming(book, buildDay);
}

export type Ribbon = "preorder" | "comingsoon";

/** The ribbon over an upcoming book's cover: preorder when it can be ordered, else coming soon. */
export function ribbonFor(book: Pick<Book, "pubDate" | "amazonId">, today: IsoDay): Ribbon | null {
  if (!isUpcoming(book, today)) return null;
  return book.amazonId === "" ? "comingsoon" : "preorder";
}

/** Books with a category, visible only, newest first (the home page's featured shelf). */
export function booksInCategory(books: Book[], category: string): Book[] {
  return newestFirst(visibleBooks(books).filter((book) => book.categories.includes(category)));
}

export type SectionFilter =
  | { kind: "all" }
  | { kind: "category"; key: string }
  | { kind: "series"; id: string }
  | { kind: "trope"; slug: string }
  | { kind: "author"; id: string };

/** A filter of what a book's own fields say: one category or one series, or all. */
type FieldFilter = Exclude<SectionFilter, { kind: "trope" | "author" }>;

function matchesFields(book: Pick<Book, "categories" | "series">, filter: FieldFilter): boolean {
  if (filter.kind === "category") return book.categories.includes(filter.key);
  if (filter.kind === "series") return book.series.includes(filter.id);
  return true;
}

/**
 * Whether a book passes a section filter: one category, one series, one trope or one author,
 * or all. The book's tropes are given by their slugs and its authors by its credits, as a
 * section's books carry them, so that the home page's script filters without the code that
 * makes a slug.
 */
export function matchesFilter(
  book: Pick<Book, "categories" | "series"> & {
    tropeSlugs: readonly string[];
    by?: readonly { id: string }[];
  },
  filter: SectionFilter,
): boolean {
  if (filter.kind === "trope") return book.tropeSlugs.includes(filter.slug);
  if (filter.kind === "author") return (book.by ?? []).some((credit) => credit.id === filter.id);
  return matchesFields(book, filter);
}

/**
 * The visible books of a genre section, newest first, narrowed by a category or a series (a
 * section's books by trope are its SectionBooks', filtered by matchesFilter).
 */
export function genreSection(books: Book[], genre: Genre, filter: FieldFilter): Book[] {
  return newestFirst(
    visibleBooks(books).filter(
      (book) => book.genres.includes(genre) && matchesFields(book, filter),
    ),
  );
}

/**
 * The filter lists a genre section offers: the categories allowed for that genre and the
 * series of that genre, each only when it narrows the section: some of its visible books
 * have it, and some do not (a choice that keeps every book would show nothing new, so a
 * section of one book has no filters).
 */
export function sectionFilters(
  catalogue: Pick<Catalogue, "books" | "categories" | "series">,
  genre: Genre,
): { categories: Category[]; series: Series[] } {
  const books = genreSection(catalogue.books, genre, { kind: "all" });
  // Only categories and series are weighed here (a section's tropes are sectionTropes').
  const narrows = (filter: FieldFilter) => {
    const matching = books.filter((book) => matchesFields(book, filter)).length;
    return matching > 0 && matching < books.length;
  };
  return {
    categories: catalogue.categories.filter(
      (category) =>
        category.genres?.includes(genre) && narrows({ kind: "category", key: category.key }),
    ),
    series: catalogue.series.filter(
      (series) => series.genres.includes(genre) && narrows({ kind: "series", id: series.id }),
    ),
  };
}

/**
 * The visible books of a series, each as placed in it: the numbered ones in reading order,
 * then those without a number (a companion, say), then box sets and complete editions; each
 * group by date. A book is placed in its first series only: in another, its `seriesNum` is
 * null, so that it is listed there among the books without a number and counted in none.
 */
export function seriesBooks(books: Book[], seriesId: string): Book[] {
  const group = (book: Book) => (book.boxSet ? 2 : book.seriesNum === null ? 1 : 0);
  return visibleBooks(books)
    .filter((book) => book.series.includes(seriesId))
    .map((book) => (isFirstSeries(book, seriesId) ? book : { ...book, seriesNum: null }))
    .sort(
      (a, b) =>
        group(a) - group(b) ||
        (a.seriesNum ?? 0) - (b.seriesNum ?? 0) ||
        a.pubDate.localeCompare(b.pubDate),
    );
}

/** The series that have a page: those with at least one visible book. */
export function listedSeries(catalogue: Pick<Catalogue, "books" | "series">): Series[] {
  // One pass over the books: every page's frame lists the series, at a press's thousand books.
  const withBooks = new Set(visibleBooks(catalogue.books).flatMap((book) => book.series));
  return catalogue.series.filter((series) => withBooks.has(series.id));
}

/**
 * The book's series where it has a page (as listedSeries says), without listing them all: a
 * visible book's series has one, a hidden book's only while another of its books is visible.
 */
export function listedSeriesOf(
  book: Pick<Book, "series" | "hidden">,
  catalogue: Pick<Catalogue, "books" | "series">,
): Series | undefined {
  const id = book.series[0];
  const series = catalogue.series.find((s) => s.id === id);
  if (!series || !book.hidden) return series;
  return catalogue.books.some((b) => !b.hidden && b.series.includes(series.id))
    ? series
    : undefined;
}

/** The visible, numbered books of a series in reading order: box sets are not in it. */
export function readingOrder(books: Book[], seriesId: string): NumberedBook[] {
  return seriesBooks(books, seriesId).filter(isNumbered);
}

type NumberedBook = Book & { seriesNum: number };
const isNumbered = (book: Book): book is NumberedBook => book.seriesNum !== null;

/**
 * The books before and after a book in its series' reading order, hidden books passed over
 * (so a hidden book's preview page links to the visible ones around it). A book without a
 * number (a box set among them) has none.
 */
export function seriesNeighbours(
  books: Book[],
  book: Pick<Book, "series" | "seriesNum">,
): { previous: Book | null; next: Book | null } {
  const seriesId = book.series[0];
  const place = book.seriesNum;
  if (!seriesId || place === null) return { previous: null, next: null };
  const order = readingOrder(books, seriesId);
  return {
    previous: order.findLast((other) => other.seriesNum < place) ?? null,
    next: order.find((other) => other.seriesNum > place) ?? null,
  };
}

/** The visible books a box set or collection contains, in its own order. */
export function containedBooks(book: Pick<Book, "contains">, books: Book[]): Book[] {
  // Most books contain none: no need to look at the others, on each of a press's book pages.
  if (book.contains.length === 0) return [];
  const visible = new Map(visibleBooks(books).map((b) => [b.id, b]));
  return book.contains.flatMap((id) => visible.get(id) ?? []);
}

/** The sample chapters visitors can read: those of visible books, with their book. */
export function listedSamples(
  catalogue: Pick<Catalogue, "books" | "samples">,
): { sample: Sample; book: Book }[] {
  const visible = new Map(visibleBooks(catalogue.books).map((b) => [b.id, b]));
  return catalogue.samples.flatMap((sample) => {
    const book = visible.get(sample.bookId);
    return book ? [{ sample, book }] : [];
  });
}

/** The visible books a book names as related, in the order it names them. */
export function relatedBooks(book: Book, books: Book[]): Book[] {
  const visible = new Map(visibleBooks(books).map((b) => [b.id, b]));
  return book.related.flatMap((id) => visible.get(id) ?? []);
}

/** The book with an id, hidden books too (their pages are previews for a direct link). */
export function findBook(books: Book[], id: string): Book | undefined {
  return books.find((book) => book.id === id);
}

/**
 * Whether a request's path is an address the author chose (`/tyrant`, `/free`), written with
 * or without a trailing slash: the build writes the page as its folder's index.html, which a
 * static host serves at both.
 */
export const isAtAddress = (path: string, address: string) =>
  path === address || path === `${address}/`;

/** The book that has a path among its aliases (`/tyrant`), if any. */
export function findBookByAlias(books: Book[], path: string): Book | undefined {
  return books.find((book) => book.aliases.some((alias) => isAtAddress(path, alias)));
}

/** The series whose page has a key (`/series/{key}`), if any. */
export function findSeries(series: Series[], key: string): Series | undefined {
  return series.find((s) => s.key === key);
}
