import { paths } from "../content/paths.ts";
import { tropeSlug } from "../content/tropes.ts";
import type { Book } from "../content/types.ts";
import { newestFirst, visibleBooks } from "./queries.ts";

/** A trope as the site lists it: its address, the words shown, and its visible books. */
export type Trope = { slug: string; label: string; books: Book[] };

/**
 * Labels in alphabetical order, letter case and accents aside. One collator for every sort,
 * made on the first (localeCompare with options makes one per call, 40 times slower: 15.6 s of
 * book pages for 340 books with 300 tropes), and not on import: the home page's script imports
 * this module (through ./book-sections.ts) but never sorts, and a collator costs a phone a long
 * task to load.
 */
let labelCollator: Intl.Collator | undefined;
const byLabel = (a: Trope, b: Trope) => {
  labelCollator ??= new Intl.Collator("en", { sensitivity: "base" });
  return labelCollator.compare(a.label, b.label);
};

/** Each catalogue's tropes, listed once: every book page and trope page looks its own up. */
const tropesByBooks = new WeakMap<
  Book[],
  { list: readonly Trope[]; bySlug: ReadonlyMap<string, Trope> }
>();

function gatheredTropes(books: Book[]) {
  let tropes = tropesByBooks.get(books);
  if (!tropes) {
    const list = gatherTropes(books);
    tropes = { list, bySlug: new Map(list.map((trope) => [trope.slug, trope])) };
    tropesByBooks.set(books, tropes);
  }
  return tropes;
}

function gatherTropes(books: Book[]): Trope[] {
  type Gathered = { books: Book[]; spellings: Map<string, number> };
  const tropes = new Map<string, Gathered>();
  for (const book of newestFirst(visibleBooks(books))) {
    for (const written of book.tropes) {
      const slug = tropeSlug(written);
      const trope: Gathered = tropes.get(slug) ?? { books: [], spellings: new Map() };
      trope.books.push(book);
      trope.spellings.set(written, (trope.spellings.get(written) ?? 0) + 1);
      tropes.set(slug, trope);
    }
  }
  return [...tropes]
    .map(([slug, { books: listed, spellings }]) => ({
      slug,
      label: [...spellings].reduce((best, next) => (next[1] > best[1] ? next : best))[0],
      books: listed,
    }))
    .sort(byLabel);
}

/**
 * Every trope a visible book has, by label: its page's books newest first. A trope written in
 * two cases (`Found Family`, `found family`; other spellings of one address are a content
 * error, app/schema/trope-fields.ts) is shown as most of its books write it, or, when as
 * many write each, as the newest book does. Worked out once per array of books and shared:
 * not to be changed.
 */
export function listedTropes(books: Book[]): readonly Trope[] {
  return gatheredTropes(books).list;
}

/** The trope whose page is at `/tropes/{slug}`, if a visible book has it. */
export function findTrope(books: Book[], slug: string): Trope | undefined {
  return gatheredTropes(books).bySlug.get(slug);
}

/**
 * The words a trope's page, its button on the home page and its link on a book's page name it
 * by, with its first letter up as a heading's and a category's are: `Found family`.
 */
export const tropeTitle = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

/**
 * A book's tropes as its page shows them: in its order, each named as its page's title names
 * it and linked to it; a hidden book's trope that no visible book has (so no page) is not linked.
 */
export function bookTropes(
  book: Pick<Book, "tropes">,
  books: Book[],
): { label: string; href: string | null }[] {
  return book.tropes.map((written) => {
    const trope = findTrope(books, tropeSlug(written));
    return trope
      ? { label: tropeTitle(trope.label), href: paths.trope(trope.slug) }
      : { label: tropeTitle(written), href: null };
  });
}

/**
 * Whether a visible book has a heat, so that the site explains the scale: a catalogue with no
 * romance has no use for it.
 */
export function hasHeat(books: Book[]): boolean {
  return visibleBooks(books).some((book) => book.heat !== undefined);
}

/** Whether the site has a page of tropes and heat: a visible book has either. */
export function hasTropesPage(books: Book[]): boolean {
  return visibleBooks(books).some((book) => book.tropes.length > 0 || book.heat !== undefined);
}

/**
 * The most tropes a home section offers to filter by. A section of hundreds of books can name
 * hundreds of tropes between them: as buttons they would push the covers off the screen, and
 * most would find one book, which its trope page shows as well. So a section offers only the
 * tropes at least two of its books share, the most shared first, up to this many (two rows
 * of buttons on a wide screen); /tropes lists every one.
 */
export const MOST_SECTION_TROPES = 12;

/**
 * The tropes a home section can be filtered by: those that at least two of its books share
 * and not all of them (a choice that keeps every book shows nothing new), the most shared
 * first (then by label), at most MOST_SECTION_TROPES, each named by its title.
 */
export function sectionTropes(
  sectionBooks: Pick<Book, "id">[],
  books: Book[],
): { slug: string; label: string }[] {
  const ids = new Set(sectionBooks.map((book) => book.id));
  return listedTropes(books)
    .map((trope) => ({
      slug: trope.slug,
      label: trope.label,
      count: trope.books.filter((book) => ids.has(book.id)).length,
    }))
    .filter(({ count }) => count >= 2 && count < ids.size)
    .sort((a, b) => b.count - a.count)
    .slice(0, MOST_SECTION_TROPES)
    .map(({ slug, label }) => ({ slug, label: tropeTitle(label) }));
}
