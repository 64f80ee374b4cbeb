import * as says from "~messages/edition";
import * as lines from "~messages/lines";
import { theFormat } from "../content/format-lines.ts";
import { editionAmazonId, type Format, isPrint } from "../content/formats.ts";
import { type EditionStore, KDP_SELECT_EXCLUDES, STORE_NAMES } from "../content/store-names.ts";
import { isHttpsUrl } from "../content/validators.ts";
import { languageName, longDate, price, wholeNumber } from "../i18n/formats.ts";
import type { Edition } from "../schema/editions.ts";
import type { StoreLink } from "./edition-choice.ts";
import { AMAZON_STORES, amazonLinks, inEachStore, type StoreCode } from "./stores.ts";

/**
 * Where each edition of a book can be bought or borrowed. A store's link is the one the
 * edition writes, else one built from its id (an ASIN, an Apple id), else one built from its
 * ISBN where the store's address takes one; each pattern below says where it comes from.
 */

/** A format's name, as the picker heads its edition: `Paperback`. */
const FORMAT_LABELS: Record<Format, () => string> = {
  hardcover: says.hardcover,
  paperback: says.paperback,
  ebook: says.ebook,
  audiobook: says.audiobook,
  "large print": says.large_print,
};

/** An edition's name in the picker: its format, and a translation's language. */
export function editionLabel(edition: Pick<Edition, "format" | "language">): string {
  const format = edition.format === null ? says.book() : FORMAT_LABELS[edition.format]();
  return edition.language === null
    ? format
    : says.in_language({ format, language: languageName(edition.language) });
}

/** A format as a reader asks a library for it (in German, "nach dem Taschenbuch"). */
const ASKED_FOR: Record<Format, () => string> = {
  hardcover: lines.ask_for_hardcover,
  paperback: lines.ask_for_paperback,
  ebook: lines.ask_for_ebook,
  audiobook: lines.ask_for_audiobook,
  "large print": lines.ask_for_large_print,
};

/**
 * An edition as a reader asks a library for it: "the paperback", "the audiobook in Spanish".
 * The language's name is Intl's: the page data says it, at build time.
 */
export function theEdition(edition: Pick<Edition, "format" | "language">): string {
  const format = edition.format === null ? lines.ask_for_book() : ASKED_FOR[edition.format]();
  return edition.language === null
    ? format
    : lines.edition_in_language({ edition: format, language: languageName(edition.language) });
}

/** Audible's stores, by the Amazon store of the same country (an ASIN is the same in each). */
const AUDIBLE_STORES: readonly { code: StoreCode; host: string }[] = [
  { code: "us", host: "www.audible.com" },
  { code: "uk", host: "www.audible.co.uk" },
  { code: "ca", host: "www.audible.ca" },
  { code: "au", host: "www.audible.com.au" },
  { code: "de", host: "www.audible.de" },
  { code: "fr", host: "www.audible.fr" },
  { code: "in", host: "www.audible.in" },
];

/** Apple Books' storefronts are a path's first segment, an ISO country code: Amazon's uk is gb. */
const appleCountry = (code: StoreCode) => (code === "uk" ? "gb" : code);

/** An address in each country, from the one address and how a country changes it. */
function inEachCountry(change: (code: StoreCode) => string): Partial<Record<StoreCode, string>> {
  return Object.fromEntries(AMAZON_STORES.map((store) => [store.code, change(store.code)]));
}

/**
 * The links built from an ISBN-13, by store: the address each store documents, or answers,
 * for a book's ISBN. (Not fetched by the tests, which run offline: a store that changes its
 * addresses is fixed here, and an edition can always write its own link.)
 */
const BY_ISBN = {
  // Bookshop.org's "link to any book by ISBN" for affiliates: https://bookshop.org/book/{isbn13}
  bookshop: (isbn: string) => `https://bookshop.org/book/${isbn}`,
  // Libro.fm's audiobook pages are addressed by the audiobook's ISBN-13.
  librofm: (isbn: string) => `https://libro.fm/audiobooks/${isbn}`,
  // Google Books' static links: https://developers.google.com/books/docs/static-links
  googleBooks: (isbn: string) => `https://books.google.com/books?vid=ISBN${isbn}`,
  // Kobo's and Barnes & Noble's searches find a book by its ISBN (their own ids are not it).
  kobo: (isbn: string) => `https://www.kobo.com/search?query=${isbn}`,
  barnesAndNoble: (isbn: string) => `https://www.barnesandnoble.com/s/${isbn}`,
} satisfies Partial<Record<EditionStore, (isbn: string) => string>>;

/** The stores that sell each format, for the links built from an ISBN. */
const BUILT_FOR: Record<keyof typeof BY_ISBN, (format: Format | null) => boolean> = {
  bookshop: isPrint,
  librofm: (format) => format === "audiobook",
  googleBooks: (format) => format === "ebook",
  kobo: (format) => format === "ebook" || format === "audiobook",
  barnesAndNoble: (format) => isPrint(format) || format === "ebook",
};

/**
 * An edition's stores, in the order `STORE_NAMES` lists them. Each key names its store, so
 * an id goes to that store's product page whatever the site's own link patterns (a book
 * without editions keeps those): Amazon's `/dp/{ASIN}`, Audible's `/pd/{ASIN}`. A print
 * edition whose ISBN starts 978 is at Amazon under its ISBN-10, which is its ASIN.
 */
export function editionStoreLinks(edition: Edition): StoreLink[] {
  const { stores, format, isbn } = edition;
  const link = (store: EditionStore, url: string | null, byCountry = {}): StoreLink[] =>
    url === null ? [] : [{ store, name: STORE_NAMES[store], url, byCountry }];
  const written = (store: EditionStore) => stores[store];
  // An https address as written, else the store's product page for the id.
  const asLink = (value: string | null | undefined, productPage: string) =>
    value == null ? null : isHttpsUrl(value) ? value : productPage + encodeURIComponent(value);

  const amazon = asLink(editionAmazonId(edition), "https://www.amazon.com/dp/");
  const audible = asLink(written("audible"), "https://www.audible.com/pd/");
  const appleId = written("apple");
  const appleKind = format === "audiobook" ? "audiobook" : "book";
  // Apple Books' product pages: https://books.apple.com/{country}/{book|audiobook}/id{id}
  const appleIn = (code: StoreCode) =>
    `https://books.apple.com/${appleCountry(code)}/${appleKind}/id${appleId?.replace(/^id/, "")}`;
  // An ebook in KDP Select is at Amazon alone: no link to another ebook store is built for it.
  const builds = (store: keyof typeof BY_ISBN) =>
    BUILT_FOR[store](format) && !(edition.kdpSelect && KDP_SELECT_EXCLUDES.includes(store));
  const built = (store: keyof typeof BY_ISBN) =>
    written(store) ?? (isbn !== null && builds(store) ? BY_ISBN[store](isbn) : null);

  return [
    ...link("amazon", amazon, amazonLinks(amazon)),
    ...link("audible", audible, audible ? (inEachStore(audible, AUDIBLE_STORES) ?? {}) : {}),
    ...(appleId === undefined
      ? []
      : isHttpsUrl(appleId)
        ? link("apple", appleId)
        : link("apple", appleIn("us"), inEachCountry(appleIn))),
    ...link("kobo", built("kobo")),
    ...link("barnesAndNoble", built("barnesAndNoble")),
    ...link("bookshop", built("bookshop")),
    ...link("librofm", built("librofm")),
    ...link("googleBooks", built("googleBooks")),
  ];
}

/**
 * What a reader buying an edition from the author's own store gets: the author's words, else
 * what every such sale is, promising nothing more (a signed copy, a bonus, a format is the
 * author's to say): an ebook or audiobook comes by e-mail, a printed book from the author.
 */
export function directOffer(edition: Pick<Edition, "format" | "direct">): string {
  if (edition.direct?.offer) return edition.direct.offer;
  const { format } = edition;
  return format === "ebook" || format === "audiobook"
    ? lines.sent_by_email({ edition: theFormat(format) })
    : lines.from_the_author({ edition: theFormat(format) });
}

/** An audiobook's length as a listener reads it: `11 h 42 min`, `9 h`, `45 min`. */
export function lengthText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours > 0 ? says.hours({ hours }) : "", rest > 0 ? says.minutes({ minutes: rest }) : ""]
    .filter(Boolean)
    .join(" ");
}

/** A line of an edition's details; one may link to a page of the site (the free book's). */
export type EditionDetail = { term: string; value: string; href?: string };

/** An edition's details as a list of terms and what they are, in the order a reader asks. */
export function editionDetails(edition: Edition): EditionDetail[] {
  const details: [string, string | null][] = [
    [says.language(), edition.language === null ? null : languageName(edition.language)],
    [says.translated_by(), edition.translator],
    [says.narrated_by(), edition.narrators.length > 0 ? edition.narrators.join(", ") : null],
    [says.length(), edition.minutes === null ? null : lengthText(edition.minutes)],
    [says.pages(), edition.pages === null ? null : wholeNumber(edition.pages)],
    [says.publisher(), edition.publisher],
    [says.publication_date(), longDate(edition.pubDate)],
    [says.isbn(), edition.isbn],
    [
      says.list_price(),
      edition.prices.length > 0 ? edition.prices.map((p) => price(p)).join(", ") : null,
    ],
  ];
  return details.flatMap(([term, value]) => (value === null ? [] : [{ term, value }]));
}
