import { z } from "zod";
import type { IsoDay } from "../content/dates.ts";
import { FORMAT_NOUNS } from "../content/format-nouns.ts";
import { editionAmazonId, FORMATS, type Format, isPrint } from "../content/formats.ts";
import { ISBN_WRITTEN, isbn10Of, isbn13Of, readIsbn } from "../content/isbn.ts";
import { type EditionStore, KDP_SELECT_EXCLUDES, STORE_NAMES } from "../content/store-names.ts";
import { isHttpsUrl, STORE_ID } from "../content/validators.ts";
import { fieldMessage } from "./content-messages.ts";
import { choice, day, expecting, fields, httpsUrl, text, words } from "./schema-fields.ts";

/**
 * A book's editions: each format it is sold in (a hardcover, an ebook, an audiobook, a
 * translation), with its own ISBN, details and stores. The schema reads them as written in a
 * book's `editions:`; `bookEditions` turns a book's fields into its list of editions, the one
 * edition of a book without `editions:` included.
 */

export type { EditionStore };
export { FORMATS, type Format, isPrint };

/** A store that takes its own id for the edition (an ASIN, an Apple id) or a full https link. */
const storeIdOrLink = (store: EditionStore, example: string, id = "") =>
  text({
    expected: `write the edition's id at ${STORE_NAMES[store]}${id} (letters and digits, such as ${example}) or its https:// page`,
    test: (value) => STORE_ID.test(value) || isHttpsUrl(value),
  }).optional();
/** A store whose link is built from the ISBN: written, it replaces the built one. */
const storeLink = (store: EditionStore) =>
  text({
    expected: `write the edition's https:// page at ${STORE_NAMES[store]}, or leave it out to link by ISBN`,
    test: isHttpsUrl,
  }).optional();

/** The stores an edition can list (app/content/store-names.ts), in the order a reader sees them. */
export const editionStoresSchema = fields(
  {
    amazon: storeIdOrLink("amazon", "B0BNKA4001", " (its ASIN; for an ebook, the Kindle ASIN)"),
    audible: storeIdOrLink("audible", "B0BNKAU401", " (its ASIN)"),
    apple: storeIdOrLink("apple", "1573300001"),
    kobo: storeLink("kobo"),
    barnesAndNoble: storeLink("barnesAndNoble"),
    bookshop: storeLink("bookshop"),
    librofm: storeLink("librofm"),
    googleBooks: storeLink("googleBooks"),
  } satisfies Record<EditionStore, unknown>,
  { expected: "write one store a line, such as amazon: B0BNKA4001 or kobo: https://..." },
);
export type EditionStores = z.infer<typeof editionStoresSchema>;

/** `11h 42m`, `11h`, `42m`, `11:42`: an audiobook's length, in minutes. */
export function parseLength(written: string): number | null {
  const clock = /^(\d{1,3}):([0-5]\d)$/.exec(written.trim());
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const parts = /^(?:(\d{1,3})\s*h(?:ours?|rs?)?)?\s*(?:(\d{1,3})\s*m(?:in(?:utes?|s)?)?)?$/i.exec(
    written.trim(),
  );
  if (!parts || (parts[1] === undefined && parts[2] === undefined)) return null;
  const minutes = Number(parts[1] ?? 0) * 60 + Number(parts[2] ?? 0);
  return minutes > 0 ? minutes : null;
}

const LENGTH_RULE = "write the audiobook's length in hours and minutes, such as 11h 42m";
const length = text({ expected: LENGTH_RULE, test: (value) => parseLength(value) !== null })
  .transform((value) => parseLength(value) ?? 0)
  .optional();

/** A language tag such as `es`, `de` or `pt-BR`. */
const LANGUAGE = /^[a-z]{2,3}(?:-[A-Z]{2})?$/;

const ISBN_RULE = "write the edition's ISBN-13 (or ISBN-10), such as 9780985123406";
/** An ISBN as written (hyphens, an ISBN-10): its check digit verified, kept as its ISBN-13. */
export const isbnField = () =>
  text({ expected: ISBN_RULE, pattern: ISBN_WRITTEN })
    .refine((value) => isbn13Of(value) !== null, {
      error: (issue) => {
        const written = String(issue.input);
        const read = readIsbn(written);
        const fix =
          read.ok || read.problem === "form"
            ? ISBN_RULE
            : `its check digit should be ${read.expected}, not ${written.trim().at(-1)}: check the number against the book's copyright page (with that digit it reads ${read.corrected})`;
        return fieldMessage(issue.path ?? [], issue.input, fix);
      },
    })
    .transform((value) => isbn13Of(value) ?? value);

const PRICE_RULE = "list prices by currency, such as USD: 24.99";
const PRICE_NUMBER = "write the price as a number, such as 24.99";
const price = z
  .union(
    [
      z.number(),
      // A string whose pattern fails is the union's closest branch: its own message, not zod's.
      z.string().regex(/^\d+(?:\.\d{1,2})?$/, {
        error: (issue) =>
          expecting(
            /^\d+,\d+$/.test(String(issue.input))
              ? `${PRICE_NUMBER}, with a decimal point rather than a comma`
              : PRICE_NUMBER,
          )(issue),
      }),
    ],
    { error: expecting(PRICE_NUMBER) },
  )
  .transform(Number)
  // Whole cents, allowing for binary floating point: 19.99 * 100 is 1998.9999999999998.
  .refine((n) => n > 0 && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
    error: expecting(
      "write the price as a number above 0 with at most two decimals, such as 24.99",
    ),
  });

/** One edition as the author writes it under `editions:`. */
export const editionSchema = fields(
  {
    format: choice(FORMATS),
    /** A translation's language, and who translated it. */
    language: text({
      expected: "write the edition's language as a code such as es, de or pt-BR",
      pattern: LANGUAGE,
    }).optional(),
    translator: words("the translator's name").optional(),
    isbn: isbnField().optional(),
    pubDate: day().optional(),
    publisher: words("the publisher's name").optional(),
    pages: z
      .number({ error: expecting("write the number of pages, such as 384") })
      .int({ error: expecting("write the number of pages, such as 384") })
      .positive({ error: expecting("write the number of pages, such as 384") })
      .optional(),
    length,
    narrators: z
      .array(words("a narrator's name"), {
        error: expecting("list the narrators, such as [Jane Doe]"),
      })
      .default([]),
    prices: z
      .record(
        z.string().regex(/^[A-Z]{3}$/, {
          error: (issue) =>
            `prices lists '${String(issue.input)}', which is not a currency code: ${PRICE_RULE} (three capital letters)`,
        }),
        price,
        { error: expecting(PRICE_RULE) },
      )
      .default({}),
    stores: editionStoresSchema.default({}),
    /**
     * The author's own store for the edition: its product page or checkout at Payhip, Shopify,
     * Gumroad, Lemon Squeezy, Stripe (a Payment Link), BookFunnel or any https page. A plain
     * link: no seller's script runs on the site (directOffer in ~/catalogue/edition-links.ts
     * words what the reader gets).
     */
    direct: httpsUrl("the address of the edition's page at your own store").optional(),
    /** What a reader buying direct gets, in the author's words: "signed paperback". */
    directOffer: words(
      "what a reader buying direct gets, such as DRM-free EPUB, sent by BookFunnel",
    ).optional(),
    /** Whether the ebook is enrolled in KDP Select (Kindle Unlimited): Amazon alone sells it. */
    kdpSelect: z
      .boolean({
        error: expecting("write true for an ebook enrolled in KDP Select, or leave it out"),
      })
      .default(false),
  },
  { expected: "write the edition's format: and its details, indented under it" },
);
export type EditionEntry = z.infer<typeof editionSchema>;

/** An edition as the site uses it. */
export type Edition = {
  /** `null` for the one edition of a book without `editions:`, whose format is not said. */
  format: Format | null;
  language: string | null;
  translator: string | null;
  /** The ISBN-13, however it was written. */
  isbn: string | null;
  pubDate: IsoDay;
  publisher: string | null;
  pages: number | null;
  /** An audiobook's length. */
  minutes: number | null;
  narrators: string[];
  prices: { currency: string; amount: number }[];
  stores: EditionStores;
  /** The author's own store for it, and what a reader buying there gets in the author's words. */
  direct: { url: string; offer: string | null } | null;
  /** An ebook enrolled in KDP Select, which Amazon alone may sell. */
  kdpSelect: boolean;
};

type Issue = { path: (string | number)[]; input: unknown; message: string };

/** Reports a problem at a field of one edition (its path under the edition), with the fix. */
type Add = (at: (string | number)[], input: unknown, fix: string) => void;

/**
 * What a book's editions get wrong that no single field shows: details another format has,
 * a translator without a language, an Amazon print id Amazon cannot have (the same ISBN
 * twice is checked across the catalogue, ../schema/parse-catalogue.ts). Each names its field, as the schema's messages do.
 */
export function editionProblems(editions: readonly EditionEntry[]): Issue[] {
  const issues: Issue[] = [];
  editions.forEach((edition, index) => {
    const add: Add = (at, input, fix) => {
      const path = ["editions", index, ...at];
      issues.push({ path, input, message: fieldMessage(path, input, fix) });
    };
    for (const check of EDITION_CHECKS) check(edition, add);
  });
  return issues;
}

/** Checks an audiobook has no pages, and another format no narrator, length or audio store. */
function formatDetails(edition: EditionEntry, add: Add) {
  const noun = FORMAT_NOUNS[edition.format].one;
  if (edition.format === "audiobook") {
    if (edition.pages !== undefined) {
      add(
        ["pages"],
        edition.pages,
        "an audiobook has no pages: write its length: instead, such as 11h 42m",
      );
    }
    return;
  }
  if (edition.narrators.length > 0) {
    add(
      ["narrators"],
      edition.narrators,
      `${noun} has no narrator: list narrators only on the audiobook`,
    );
  }
  if (edition.length !== undefined) {
    add(
      ["length"],
      edition.length,
      `${noun} has no running time: write its pages: instead, or make the format audiobook`,
    );
  }
  for (const store of ["audible", "librofm"] as const) {
    if (edition.stores[store] !== undefined) {
      add(
        ["stores", store],
        edition.stores[store],
        `${STORE_NAMES[store]} sells audiobooks, and this edition is ${noun}: move the link to the audiobook edition`,
      );
    }
  }
}

/** Checks what a reader gets from the author's own store is said only where the edition has one. */
function directOffer(edition: EditionEntry, add: Add) {
  if (edition.directOffer !== undefined && edition.direct === undefined) {
    add(
      ["directOffer"],
      edition.directOffer,
      "it says what a reader gets from your own store, which the edition does not name: write its address as direct:, or leave directOffer out",
    );
  }
}

/** Checks an edition in KDP Select is an ebook, sold neither direct nor at another ebook store. */
function kdpSelect(edition: EditionEntry, add: Add) {
  if (!edition.kdpSelect) return;
  if (edition.format !== "ebook") {
    add(
      ["kdpSelect"],
      true,
      `KDP Select enrolls ebooks only, and this edition is ${FORMAT_NOUNS[edition.format].one}: take kdpSelect off it, as print and audio editions may be sold anywhere`,
    );
    return;
  }
  const soldElsewhere = (at: (string | number)[], value: string, where: string) =>
    add(
      at,
      value,
      `the ebook is enrolled in KDP Select (kdpSelect: true), whose terms let only Amazon sell it while it is enrolled, your own site included: take ${where} off this ebook, or take kdpSelect off when its enrollment ends (print and audio editions may still be sold there)`,
    );
  if (edition.direct !== undefined) {
    soldElsewhere(["direct"], edition.direct, "your own store's link (direct:)");
  }
  for (const store of KDP_SELECT_EXCLUDES) {
    const value = edition.stores[store];
    if (value !== undefined)
      soldElsewhere(["stores", store], value, `the ${STORE_NAMES[store]} link`);
  }
}

/** Checks a translated edition says its language. */
function translation(edition: EditionEntry, add: Add) {
  if (edition.translator !== undefined && edition.language === undefined) {
    add(
      ["language"],
      undefined,
      "a translated edition says its language: write it as a code such as es, de or pt-BR",
    );
  }
}

/** Checks a print edition's Amazon link is by ISBN-10, the only ISBN Amazon's print pages take. */
function amazonPrintLink(edition: EditionEntry, add: Add) {
  const amazon = edition.stores.amazon;
  if (!isPrint(edition.format) || amazon === undefined) return;
  const written13 = /(?:^|\/)(97[89]\d{10})(?:$|[/?#])/.exec(amazon)?.[1];
  const isbn = edition.isbn;
  if (written13?.startsWith("979") || (isbn?.startsWith("979") && amazon === isbn)) {
    add(
      ["stores", "amazon"],
      amazon,
      "Amazon's print pages go by ISBN-10, and an ISBN starting 979 has none: write the ASIN from the book's Amazon page (10 letters and digits, such as B0BNKA4001)",
    );
  } else if (written13) {
    add(
      ["stores", "amazon"],
      amazon,
      `Amazon's print pages go by ISBN-10: write ${isbn10Of(written13)}, or leave amazon out and the link is built from the edition's isbn`,
    );
  }
}

/** Each edition's checks, in the order their messages come. */
const EDITION_CHECKS = [formatDetails, directOffer, kdpSelect, translation, amazonPrintLink];

/** The fields of a book that `editions:` takes over: with editions, each edition has its own. */
export const BOOK_STORE_FIELDS = ["amazonId", "audioId", "isbn", "stores"] as const;

type BookStoreFields = {
  amazonId: string;
  audioId: string;
  isbn?: string | undefined;
  stores: { apple?: string; kobo?: string; barnesAndNoble?: string; bookshop?: string };
  pubDate: IsoDay;
};

/** A book's editions: those it lists, or for a book without `editions:` its one edition. */
export function bookEditions(book: BookStoreFields, written: readonly EditionEntry[]): Edition[] {
  if (written.length === 0) {
    return [
      {
        format: null,
        language: null,
        translator: null,
        // The book's isbn, read by the schema as its ISBN-13.
        isbn: book.isbn ?? null,
        pubDate: book.pubDate,
        publisher: null,
        pages: null,
        minutes: null,
        narrators: [],
        prices: [],
        stores: {
          ...(book.amazonId !== "" && { amazon: book.amazonId }),
          ...book.stores,
        },
        direct: null,
        kdpSelect: false,
      },
    ];
  }
  return written.map((edition) => ({
    format: edition.format,
    language: edition.language ?? null,
    translator: edition.translator ?? null,
    isbn: edition.isbn ?? null,
    pubDate: edition.pubDate ?? book.pubDate,
    publisher: edition.publisher ?? null,
    pages: edition.pages ?? null,
    minutes: edition.length ?? null,
    narrators: edition.narrators,
    prices: Object.entries(edition.prices).map(([currency, amount]) => ({ currency, amount })),
    stores: edition.stores,
    direct:
      edition.direct === undefined
        ? null
        : { url: edition.direct, offer: edition.directOffer ?? null },
    kdpSelect: edition.kdpSelect,
  }));
}

/**
 * The book-wide store fields of a book with editions, from them, for what reads a book as a
 * whole (the cover's preorder ribbon, the audiobook badge, the feeds): its Amazon id is the
 * first edition's, from an ASIN written or a print edition's ISBN-10; its audiobook the
 * audiobook edition's Audible id or page; its ISBN the first edition's.
 */
export function bookWideStores(editions: readonly Edition[]) {
  const amazonId =
    editions
      .map((edition) => {
        // An id, not a page written in its place.
        const id = editionAmazonId(edition);
        return id !== null && STORE_ID.test(id) ? id : "";
      })
      .find((id) => id !== "") ?? "";
  const audiobook = editions.find((edition) => edition.format === "audiobook");
  const apple = audiobook?.stores.apple;
  return {
    amazonId,
    audioId: audiobook?.stores.audible ?? (apple !== undefined && isHttpsUrl(apple) ? apple : ""),
    isbn: editions.find((edition) => edition.isbn !== null)?.isbn ?? undefined,
  };
}
