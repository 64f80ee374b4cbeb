/**
 * The formats an edition can have. Apart from ./editions.ts (which holds the schema, and so
 * zod), so that the browser's code can name them without loading the schema.
 */
export const FORMATS = ["hardcover", "paperback", "ebook", "audiobook", "large print"] as const;
export type Format = (typeof FORMATS)[number];

/** The formats printed on paper: they have pages, and Amazon sells them by ISBN-10. */
export const PRINT_FORMATS: readonly Format[] = ["hardcover", "paperback", "large print"];
export const isPrint = (format: Format | null) => format !== null && PRINT_FORMATS.includes(format);

export function isFormat(value: string): value is Format {
  return (FORMATS as readonly string[]).includes(value);
}
