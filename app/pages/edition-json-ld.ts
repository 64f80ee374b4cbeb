import { editionSlugs } from "../catalogue/edition-choice.ts";
import { editionLabel, editionStoreLinks } from "../catalogue/edition-links.ts";
import { isUpcoming } from "../catalogue/queries.ts";
import type { IsoDay } from "../content/dates.ts";
import { SITE_LANGUAGE } from "../i18n/formats.ts";
import type { Edition, Format } from "../schema/editions.ts";
import type { JsonLd } from "./head-tags.ts";

/**
 * A book's editions as schema.org's `workExample`s of the Book, in the shape Google's Book
 * actions describe (https://developers.google.com/search/docs/appearance/structured-data/book):
 * each edition a `Book` with its `bookFormat`, `isbn`, `inLanguage` and dates, and an `Offer`
 * for each price the content gives.
 */

/**
 * schema.org's BookFormatType for each format. It has no large print: a large-print edition is
 * a print book (most are paperbacks, and the content does not say which binding), marked so by
 * its `bookEdition`.
 */
const BOOK_FORMATS: Record<Format, string> = {
  hardcover: "https://schema.org/Hardcover",
  paperback: "https://schema.org/Paperback",
  ebook: "https://schema.org/EBook",
  audiobook: "https://schema.org/AudiobookFormat",
  "large print": "https://schema.org/Paperback",
};

/** Minutes as an ISO 8601 duration, as schema.org's `duration` takes it: 702 is `PT11H42M`. */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ""}${rest > 0 || hours === 0 ? `${rest}M` : ""}`;
}

const personNamed = (name: string) => ({ "@type": "Person", name });

/** The author, as the site's JSON-LD names them (the home page's Person, by its `@id`). */
export type Author = { id: string; name: string };

/**
 * One edition as a `workExample`. An audiobook is typed both `Book` (the type Google reads an
 * edition as) and schema.org's `Audiobook`, the subtype of Book that has `readBy` and
 * `duration`. Offers only where the content gives a price: one per currency at the author's
 * own store (its seller the author), where the edition names one, and one per currency at the
 * edition's first other store; for preorder until the edition's own day.
 */
export function editionJsonLd(
  edition: Edition & { format: Format },
  id: string,
  buildDay: IsoDay,
  author: Author,
): JsonLd {
  const audiobook = edition.format === "audiobook";
  const store = editionStoreLinks(edition)[0];
  const availability = isUpcoming(edition, buildDay)
    ? "https://schema.org/PreOrder"
    : "https://schema.org/InStock";
  const offer = ({ currency, amount }: Edition["prices"][number]) => ({
    "@type": "Offer",
    price: amount,
    priceCurrency: currency,
    availability,
  });
  const offers = [
    // Sold by the author, from their own store.
    ...(edition.direct === null
      ? []
      : edition.prices.map((price) => ({
          ...offer(price),
          url: edition.direct?.url,
          seller: { "@type": "Person", "@id": author.id, name: author.name },
        }))),
    // At its first other store; without one, where it is not sold direct either.
    ...(store || edition.direct === null
      ? edition.prices.map((price) => ({ ...offer(price), ...(store ? { url: store.url } : {}) }))
      : []),
  ];
  return {
    "@type": audiobook ? ["Book", "Audiobook"] : "Book",
    "@id": id,
    bookFormat: BOOK_FORMATS[edition.format],
    ...(edition.format === "large print" || edition.language !== null
      ? { bookEdition: editionLabel(edition) }
      : {}),
    ...(edition.isbn !== null ? { isbn: edition.isbn } : {}),
    // An edition that names no language is in the book's, the site's.
    inLanguage: edition.language ?? SITE_LANGUAGE,
    ...(edition.translator !== null ? { translator: personNamed(edition.translator) } : {}),
    datePublished: edition.pubDate,
    ...(edition.publisher !== null
      ? { publisher: { "@type": "Organization", name: edition.publisher } }
      : {}),
    ...(edition.pages !== null ? { numberOfPages: edition.pages } : {}),
    ...(audiobook && edition.narrators.length > 0
      ? { readBy: edition.narrators.map(personNamed) }
      : {}),
    ...(audiobook && edition.minutes !== null ? { duration: isoDuration(edition.minutes) } : {}),
    ...(offers.length > 0 ? { offers } : {}),
  };
}

const hasFormat = (edition: Edition): edition is Edition & { format: Format } =>
  edition.format !== null;

/**
 * The `workExample`s of a book whose content lists its editions, each identified by the book's
 * address and the edition's fragment (`#audiobook`, `#ebook-es`; a second edition of the same
 * format and language `#paperback-2`); none for a book without `editions:`.
 */
export function editionsJsonLd(
  editions: readonly Edition[],
  bookUrl: string,
  buildDay: IsoDay,
  author: Author,
): JsonLd[] {
  const formatted = editions.filter(hasFormat);
  const slugs = editionSlugs(formatted);
  return formatted.map((edition, index) =>
    editionJsonLd(edition, `${bookUrl}#${slugs[index]}`, buildDay, author),
  );
}
