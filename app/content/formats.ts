import type { Edition } from "../schema/editions.ts";
import { isbn10Of } from "./isbn.ts";

/**
 * The formats an edition can have, the words for each, and what a format decides. Apart from
 * app/schema/editions.ts (which holds the schema, and so zod, built as its module loads), so that the
 * browser's code, and the link building the pages' modules import, can use them without
 * loading the schema.
 */
export const FORMATS = ["hardcover", "paperback", "ebook", "audiobook", "large print"] as const;
export type Format = (typeof FORMATS)[number];

/** The formats printed on paper: they have pages, and Amazon sells them by ISBN-10. */
export const PRINT_FORMATS: readonly Format[] = ["hardcover", "paperback", "large print"];
export const isPrint = (format: Format | null) => format !== null && PRINT_FORMATS.includes(format);

export function isFormat(value: string): value is Format {
  return (FORMATS as readonly string[]).includes(value);
}

/**
 * The edition's Amazon id, or its page there: the one written, else for a print edition whose
 * ISBN starts 978 its ISBN-10, which is its ASIN; `null` for none.
 */
export function editionAmazonId(edition: Pick<Edition, "format" | "isbn" | "stores">) {
  const { stores, format, isbn } = edition;
  return stores.amazon ?? (isPrint(format) && isbn !== null ? isbn10Of(isbn) : null);
}
