import { isPrint } from "../content/formats.ts";
import type { Edition, EditionStore } from "../schema/editions.ts";
import type { StoreCode } from "./stores.ts";

/**
 * What a book page's format picker does in the browser: the fragment each edition answers
 * to, the edition a page opens on, a store's link in the reader's country and the libraries
 * to borrow from. Apart from ./edition-links.ts (which builds the links when the site is
 * built), so that the page's script carries only this.
 */

/** An edition as an address's fragment: `#audiobook`, `#large-print`, `#ebook-es`. */
export function editionSlug(edition: Pick<Edition, "format" | "language">): string {
  const format = (edition.format ?? "book").replace(" ", "-");
  return edition.language === null ? format : `${format}-${edition.language.toLowerCase()}`;
}

/**
 * Each edition's fragment, one of its own on the page: a second edition of the same format
 * and language (two paperbacks from two publishers) is `#paperback-2`.
 */
export function editionSlugs(editions: readonly Pick<Edition, "format" | "language">[]): string[] {
  const seen = new Map<string, number>();
  return editions.map((edition) => {
    const slug = editionSlug(edition);
    const count = (seen.get(slug) ?? 0) + 1;
    seen.set(slug, count);
    return count === 1 ? slug : `${slug}-${count}`;
  });
}

/**
 * The edition a fragment (`#audiobook`, `#Large-Print`) names, by its index; `null` for none.
 * Only such a fragment is the format picker's to answer: any other (the skip link's `#main`, a
 * format this book lacks, a malformed one) is the browser's to scroll to and focus.
 */
export function editionFromSlug(
  fragment: string,
  editions: readonly Pick<Edition, "format" | "language">[],
): number | null {
  const wanted = fragment.replace(/^#/, "").toLowerCase();
  const index = editionSlugs(editions).indexOf(wanted);
  return index < 0 ? null : index;
}

/** A store's link for one edition; those with a store in each country carry them all. */
export type StoreLink = {
  store: EditionStore;
  name: string;
  url: string;
  /** The same page in each country's store, where the store has them (Amazon, Audible, Apple). */
  byCountry: Partial<Record<StoreCode, string>>;
};

/**
 * The ways to buy an edition, or a book, in the order its panel offers them: the author's own
 * store before the retailers where the site puts direct stores first (`directStores: first`,
 * the default), after them where it puts them last. The first is the button.
 */
export function inBuyingOrder<S, D extends { first: boolean }>(
  stores: readonly S[],
  direct: D | null,
): (S | D)[] {
  if (direct === null) return [...stores];
  return direct.first ? [direct, ...stores] : [...stores, direct];
}

/** A store's link in the visitor's country, where it has one there. */
export function linkIn(link: StoreLink, country: StoreCode): string {
  return link.byCountry[country] ?? link.url;
}

/**
 * Whether a text is a library's key in Libby's addresses (`nypl` in
 * https://libbyapp.com/library/nypl): what the reader's form saves, and what is read back.
 */
export function isLibraryKey(text: string): text is string {
  return /^[a-z0-9][a-z0-9-]{0,62}$/.test(text);
}

/**
 * The library a reader names, as its Libby key: the key itself, or any Libby address of the
 * library (`libbyapp.com/library/nypl`, a search page there); `null` when it names none.
 */
export function libraryKey(written: string): string | null {
  const text = written.trim().toLowerCase();
  if (isLibraryKey(text)) return text;
  const key = /libbyapp\.com\/(?:library|search)\/([a-z0-9][a-z0-9-]*)/.exec(text)?.[1];
  return key !== undefined && isLibraryKey(key) ? key : null;
}

export type BorrowLink = { name: string; url: string };

/**
 * Where an edition with an ISBN can be borrowed: WorldCat's record of the ISBN (the libraries
 * that hold it), and for an ebook or audiobook a Libby search in the reader's library, or an
 * OverDrive search before they have named one.
 */
export function borrowLinks(
  edition: Pick<Edition, "isbn" | "format">,
  library: string | null,
): BorrowLink[] {
  const { isbn, format } = edition;
  if (isbn === null) return [];
  // WorldCat's address for an ISBN: https://search.worldcat.org/isbn/{isbn}
  const links = [{ name: "WorldCat", url: `https://search.worldcat.org/isbn/${isbn}` }];
  if (isPrint(format)) return links;
  return [
    ...links,
    library === null
      ? // OverDrive's search finds the libraries that lend a title through Libby.
        { name: "Libby", url: `https://www.overdrive.com/search?q=${isbn}` }
      : // Libby's search in one library, as its own search pages are addressed.
        {
          name: "Libby",
          url: `https://libbyapp.com/search/${encodeURIComponent(library)}/search/query-${isbn}/page-1`,
        },
  ];
}

/**
 * WorldCat's library finder (https://search.worldcat.org/libraries, "Find a library"): the
 * libraries near a place, each with its own site, where its "suggest a purchase" form is.
 */
export const LIBRARY_FINDER = "https://search.worldcat.org/libraries";

/**
 * What a reader whose library lacks the edition asks it to buy: the edition itself, by its
 * ISBN (`isbn`); or, for an ebook enrolled in KDP Select, which libraries cannot buy while
 * Amazon alone may sell it, the book's print and audio editions in its language that have an
 * ISBN (none where it has none). `null` for an edition without an ISBN, which a library
 * cannot order.
 */
export function libraryRequest<
  E extends Pick<Edition, "format" | "isbn" | "kdpSelect" | "language">,
>(edition: E, editions: readonly E[]): { isbn: string } | { instead: E[] } | null {
  if (edition.kdpSelect) {
    return {
      instead: editions.filter(
        (other) =>
          other.isbn !== null &&
          other.language === edition.language &&
          (isPrint(other.format) || other.format === "audiobook"),
      ),
    };
  }
  return edition.isbn === null ? null : { isbn: edition.isbn };
}

/**
 * The edition a book page opens on: the one the address names (`#audiobook`), else the first
 * of the format the reader chose before (the original language first), else the first. A
 * fragment that names none of the editions (`#main`) counts for nothing here.
 */
export function openingEdition(
  editions: readonly Pick<Edition, "format" | "language">[],
  { hash, remembered }: { hash: string; remembered: string | null },
): number {
  const named = editionFromSlug(hash, editions);
  if (named !== null) return named;
  const ofFormat = editions
    .map((edition, index) => ({ edition, index }))
    .filter(({ edition }) => edition.format !== null && edition.format === remembered);
  const chosen = ofFormat.find(({ edition }) => edition.language === null) ?? ofFormat[0];
  return chosen?.index ?? 0;
}
