import * as says from "~messages/lines";
import type { Format } from "./formats.ts";

/**
 * One edition of a format as the one a reader gets, in the site's language. Apart from
 * ./format-nouns.ts because it says words: the Vite configuration reads that module in plain
 * Node, where no module of messages resolves.
 */
const THE_FORMAT: Record<Format, () => string> = {
  hardcover: says.the_hardcover,
  paperback: says.the_paperback,
  ebook: says.the_ebook,
  audiobook: says.the_audiobook,
  "large print": says.the_large_print,
};

/** "the ebook", "the large-print edition"; "the book" for an edition of no format. */
export const theFormat = (format: Format | null): string =>
  format === null ? says.the_book() : THE_FORMAT[format]();
