import { type BookCard, toBookCard } from "./book-card.ts";
import { plainText } from "./markdown.ts";
import { newestFirst, visibleBooks } from "./queries.ts";
import type { Book } from "./schema.ts";

/** Words shown on each side of a match found in a description. */
export const SNIPPET_WORDS = 10;

/**
 * What search needs of a book: built from the validated content when the site is built
 * (searchIndex) and loaded by the search page as a script of its own.
 */
export type SearchEntry = BookCard & Pick<Book, "keywords"> & { description: string };

export type Segment = { text: string; match: boolean };

export type SearchHit = {
  book: BookCard;
  field: "title" | "description" | "keywords";
  /** The matched text (title, description snippet or keywords) cut into highlighted segments. */
  segments: Segment[];
};

/** The search index: visible books only, newest first, descriptions as plain text. */
export function searchIndex(books: Book[]): SearchEntry[] {
  return newestFirst(visibleBooks(books)).map((book) => ({
    ...toBookCard(book),
    description: plainText(book.description),
    keywords: book.keywords,
  }));
}

const FIELD_RANK = { title: 0, description: 1, keywords: 2 } as const;

/**
 * Case-insensitive search: for each book the title first, failing that the description
 * (a snippet of ten words each side of the first match), failing that the keywords,
 * shown joined. Each book appears at most once; a blank query finds nothing. Title matches
 * are listed first, then description, then keyword matches, each in the index's order.
 */
export function searchCatalogue(entries: SearchEntry[], query: string): SearchHit[] {
  const needle = query.trim();
  if (needle === "") return [];
  const pattern = new RegExp(escapeRegExp(needle), "iu");
  const seen = new Set<string>();
  const hits: SearchHit[] = [];
  for (const entry of entries) {
    if (seen.has(entry.id)) continue;
    const hit = matchEntry(entry, pattern);
    if (hit) {
      seen.add(entry.id);
      hits.push(hit);
    }
  }
  return hits.sort((a, b) => FIELD_RANK[a.field] - FIELD_RANK[b.field]);
}

function matchEntry(entry: SearchEntry, pattern: RegExp): SearchHit | null {
  const base = { book: toBookCard(entry) };
  if (pattern.test(entry.title)) {
    return { ...base, field: "title", segments: highlight(entry.title, pattern) };
  }
  const snippet = snippetAround(entry.description, pattern);
  if (snippet !== null) {
    return { ...base, field: "description", segments: highlight(snippet, pattern) };
  }
  const keywords = entry.keywords.join(", ");
  if (pattern.test(keywords)) {
    return { ...base, field: "keywords", segments: highlight(keywords, pattern) };
  }
  return null;
}

/** The first match with up to ten whole words each side, marked with … where text was cut. */
export function snippetAround(text: string, pattern: RegExp): string | null {
  const match = new RegExp(pattern.source, pattern.flags.replace("g", "")).exec(text);
  if (!match) return null;
  const start = match.index;
  const end = start + match[0].length;
  const before = text.slice(0, start).split(/(\s+)/);
  const after = text.slice(end).split(/(\s+)/);
  // split with a capture group alternates word, space, word...; a partial word touching the
  // match stays whole and does not count towards the ten.
  const head = before.slice(Math.max(0, before.length - (SNIPPET_WORDS * 2 + 1))).join("");
  const tail = after.slice(0, SNIPPET_WORDS * 2 + 1).join("");
  const cutBefore = head.length < start;
  const cutAfter = tail.length < text.length - end;
  return `${cutBefore ? "… " : ""}${head.trimStart()}${match[0]}${tail.trimEnd()}${cutAfter ? " …" : ""}`;
}

/** Cuts text into segments, marking every match of the pattern. */
export function highlight(text: string, pattern: RegExp): Segment[] {
  const segments: Segment[] = [];
  let cursor = 0;
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`,
  );
  for (const match of text.matchAll(global)) {
    if (match[0] === "") continue;
    if (match.index > cursor)
      segments.push({ text: text.slice(cursor, match.index), match: false });
    segments.push({ text: match[0], match: true });
    cursor = match.index + match[0].length;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), match: false });
  return segments;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
