import type { Format } from "./formats.ts";

/**
 * A format as a sentence names one edition of it, and several: the build's messages and the
 * assistant's answers. Apart from ./formats.ts, which every page's script loads, so that these
 * words load only with the chat.
 */
export const FORMAT_NOUNS: Record<Format, { one: string; many: string }> = {
  hardcover: { one: "a hardcover", many: "hardcovers" },
  paperback: { one: "a paperback", many: "paperbacks" },
  ebook: { one: "an ebook", many: "ebooks" },
  audiobook: { one: "an audiobook", many: "audiobooks" },
  "large print": { one: "a large-print edition", many: "large-print editions" },
};
