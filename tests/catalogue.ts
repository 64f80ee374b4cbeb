import { listedSeries, readingOrder, seriesBooks, visibleBooks } from "../app/catalogue/queries.ts";
import { type IsoDay, toIsoDay } from "../app/content/dates.ts";
import { plainText } from "../app/content/markdown.ts";
import type { Book } from "../app/content/types.ts";
import { pageTypes } from "../app/pages/site-pages.ts";
import { loadCatalogue } from "../app/schema/content.server.ts";

/** The project's catalogue, so tests check pages against the content rather than copies of it. */
export const catalogue = loadCatalogue();
export const visible = visibleBooks(catalogue.books);
export const hidden = catalogue.books.filter((book) => book.hidden);

/** The day the site was built for and is visited on (the tests run on the day they build). */
export const today: IsoDay = toIsoDay(new Date());

export function bookById(id: string) {
  const book = catalogue.books.find((b) => b.id === id);
  if (!book) throw new Error(`no book ${id} in the content`);
  return book;
}

/** A book and a series a visitor can open, for tests of a page type rather than of a title. */
export const someBook = visible[0];
export const someSeries = listedSeries(catalogue)[0];

// Books found by what they have, for tests of a behaviour that only some books show; a test
// skips, saying why, when the content has none.

/** A visible, published book numbered in a series: its page says 'Book N of {series}'. */
export const numberedBook = visible.find(
  (book) => book.series.length > 0 && book.seriesNum !== null && book.pubDate <= today,
);
/** A visible box set or collection that names the books it contains. */
export const boxSet = visible.find((book) => book.contains.length > 0);
/** A visible book with a path of its own beside /book/{id}. */
export const aliased = visible.find((book) => book.aliases.length > 0);
/** The series with the most books to read, and so the most to show. */
export const largestSeries = [...catalogue.series].sort(
  (a, b) => readingOrder(catalogue.books, b.id).length - readingOrder(catalogue.books, a.id).length,
)[0];

/** The first book listed on the largest series' page, for a reader's way from one to the other. */
export const bookOfLargestSeries =
  largestSeries && seriesBooks(catalogue.books, largestSeries.id)[0];

/** A run of words from a book's description that its title does not contain, as written. */
export function descriptionPhrase(book: Book, words = 2): string | undefined {
  const text = plainText(book.description);
  const all = text.split(/\s+/);
  for (let i = Math.floor(all.length / 3); i + words <= all.length; i += 1) {
    const run = all.slice(i, i + words);
    if (run.every((word) => /^[A-Za-z]{4,}$/.test(word))) {
      const phrase = run.join(" ");
      if (!book.title.toLowerCase().includes(phrase.toLowerCase())) return phrase;
    }
  }
  return undefined;
}

/** A visible book with tropes (its page links them), if any. */
export const bookWithTropes = visible.find((book) => book.tropes.length > 0);

/** An address no page has. */
export const NOT_FOUND_EXAMPLE = "/nowhere";

/** One address of each page type the content has (app/pages/site-pages.ts), and Not Found. */
export const PAGE_TYPES = [...pageTypes(catalogue).map((type) => type.path), NOT_FOUND_EXAMPLE];
