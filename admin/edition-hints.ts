import { EDITION_STORES, type EditionStore, STORE_NAMES } from "~/content/store-names";
import { datePicker } from "./date-picker";
import type { Hints } from "./fields";

/**
 * The form of a book's editions (`editions:` in app/schema/editions.ts): labels and help for
 * the fields its schema generates. Decap shows every field whatever the format, so each hint
 * says which formats take it; saving runs the build's checks, which name a field the format
 * does not take (an audiobook's pages, a paperback's narrator).
 */

const AUDIOBOOKS_ONLY = "Audiobooks only.";

/** The stores an edition lists: which take the store's id, and which are built from the ISBN. */
const STORE_HINTS: Record<EditionStore, string> = {
  amazon:
    "The ASIN (such as B0BNKA4001; an ebook's Kindle ASIN) or the https page. Left empty, a print edition whose ISBN starts 978 is linked by its ISBN.",
  audible: `${AUDIOBOOKS_ONLY} The ASIN (such as B0BNKAU401) or the https page.`,
  apple: `The ${STORE_NAMES.apple} id (such as 1573300001) or the https page.`,
  kobo: "The https page. Left empty, an ebook or audiobook is linked by its ISBN.",
  barnesAndNoble: "The https page. Left empty, a print edition or ebook is linked by its ISBN.",
  bookshop: "The https page. Left empty, a print edition is linked by its ISBN.",
  librofm: `${AUDIOBOOKS_ONLY} The https page; left empty, it is built from the ISBN.`,
  googleBooks: "The https page. Left empty, an ebook is linked by its ISBN.",
};
/** Each store's field, labelled with its name, in the order a reader sees the stores. */
const storeHints: Hints = Object.fromEntries(
  EDITION_STORES.map((store) => [store, { label: STORE_NAMES[store], hint: STORE_HINTS[store] }]),
);

export const editionHints: Hints = {
  format: { label: "Format" },
  language: {
    label: "Language",
    hint: "For a translation: its language as a code, such as es, de or pt-BR.",
  },
  translator: { label: "Translator", hint: "For a translation (give its language too)." },
  isbn: {
    label: "ISBN",
    hint: "This edition's own ISBN-13 (or ISBN-10); hyphens are fine. The check digit is checked.",
  },
  pubDate: {
    label: "Publication date",
    hint: "Leave empty if it came out with the book.",
    ...datePicker,
  },
  publisher: { label: "Publisher" },
  pages: { label: "Pages", hint: "Print and ebook only: an audiobook gives its length." },
  length: { label: "Length", hint: `${AUDIOBOOKS_ONLY} Hours and minutes, such as 11h 42m.` },
  narrators: { label: "Narrators", label_singular: "narrator", hint: AUDIOBOOKS_ONLY },
  prices: {
    label: "Prices",
    label_singular: "price",
    hint: "The list price in each currency.",
    summary: "{{fields.key}} {{fields.value}}",
    fields: {
      key: { label: "Currency", hint: "Three capital letters, such as USD, GBP, EUR, CAD or AUD." },
      // A number, so it is written as one (24.99, not "24.99").
      value: { label: "Amount", hint: "Such as 24.99.", widget: "number", value_type: "float" },
    },
  },
  stores: {
    label: "Stores",
    hint: "Where this edition is sold. Leave a store empty when it does not sell it.",
    collapsed: true,
    fields: storeHints,
  },
  direct: {
    label: "Your own store",
    hint: "The https page where you sell this edition yourself: its product page or checkout at Payhip, Shopify, Gumroad, Lemon Squeezy, a Stripe Payment Link, BookFunnel or another store. Shown as Buy direct from you.",
  },
  directOffer: {
    label: "What a reader gets from your store",
    hint: "In your words, such as DRM-free EPUB, sent by BookFunnel, or signed paperback. Left empty: the ebook, sent by e-mail; the paperback, from the author.",
  },
  kdpSelect: {
    label: "Enrolled in KDP Select",
    hint: "Ebooks only. KDP Select (Kindle Unlimited) lets only Amazon sell the ebook while it is enrolled, your own store included: saving refuses another store on it.",
  },
};
