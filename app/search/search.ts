import { cardsFor } from "../catalogue/authors.ts";
import { type BookCard, toBookCard } from "../catalogue/book-card.ts";
import { newestFirst, visibleBooks } from "../catalogue/queries.ts";
import { isbn13Of } from "../content/isbn.ts";
import { plainText } from "../content/markdown.ts";
import type { Author, Book } from "../content/types.ts";
import { composed, fold } from "./search-words.ts";

/** Words shown on each side of a match found in a description. */
export const SNIPPET_WORDS = 10;

/**
 * What search needs of a book: built from the validated content when the site is built
 * (searchIndex) and cut into parts the search page fetches as a query needs them
 * (search-parts.ts).
 */
export type SearchEntry = BookCard &
  Pick<Book, "keywords"> & {
    description: string;
    /** Its editions' ISBN-13s; left out of a book that has none, to keep the index small. */
    isbns?: string[];
    /** Its audiobooks' narrators; likewise left out when there are none. */
    narrators?: string[];
    /** Its tropes, in the author's words; likewise left out when there are none. */
    tropes?: string[];
  };

export type Segment = { text: string; match: boolean };

/** The fields a match is found in, in the order results list them. */
const FIELDS = [
  "title",
  "description",
  "keywords",
  "tropes",
  "authors",
  "isbn",
  "narrators",
] as const;

export type SearchHit = {
  book: BookCard;
  field: (typeof FIELDS)[number];
  /** The matched text (title, description snippet, keywords...) cut into highlighted segments. */
  segments: Segment[];
};

/**
 * The search index: visible books only, newest first, descriptions as plain text, composed; on
 * a site of several authors, each with its authors (cardsFor), whose names it is found by.
 */
export function searchIndex(books: Book[], authors: Author[] = []): SearchEntry[] {
  const card = cardsFor({ authors });
  return newestFirst(visibleBooks(books)).map((book) => {
    const isbns = book.editions.flatMap((edition) => (edition.isbn ? [edition.isbn] : []));
    const narrators = [...new Set(book.editions.flatMap((edition) => edition.narrators))];
    return {
      ...card(book),
      title: composed(book.title),
      description: composed(plainText(book.description)),
      keywords: book.keywords.map(composed),
      ...(isbns.length > 0 ? { isbns } : {}),
      ...(narrators.length > 0 ? { narrators: narrators.map(composed) } : {}),
      ...(book.tropes.length > 0 ? { tropes: book.tropes.map(composed) } : {}),
    };
  });
}

/**
 * Case-insensitive search: for each book the title first, failing that the description
 * (a snippet of ten words each side of the first match), failing that the keywords, then
 * the tropes, each shown joined, then its authors' names (on a site of several); failing
 * those, an edition's ISBN (the whole number, as ISBN-13 or ISBN-10, hyphens or none) or a
 * narrator's name. Each book appears at most once; a blank query finds nothing. Title matches
 * are listed first, then description, keyword, trope, author, ISBN and narrator matches, each
 * in the entries' order.
 */
export function searchCatalogue(entries: SearchEntry[], query: string): SearchHit[] {
  const needle = fold(composed(query.trim()));
  if (needle === "") return [];
  const isbn = isbn13Of(needle);
  const seen = new Set<string>();
  const hits: SearchHit[] = [];
  for (const entry of entries) {
    if (seen.has(entry.id)) continue;
    const hit = matchEntry(entry, needle, isbn);
    if (hit) {
      seen.add(entry.id);
      hits.push(hit);
    }
  }
  return hits.sort((a, b) => FIELDS.indexOf(a.field) - FIELDS.indexOf(b.field));
}

function matchEntry(entry: SearchEntry, needle: string, isbn: string | null): SearchHit | null {
  const hit = (field: SearchHit["field"], segments: Segment[]) => ({
    book: toBookCard(entry),
    field,
    segments,
  });
  const inText = (field: SearchHit["field"], text: string) =>
    fold(text).includes(needle) ? hit(field, highlight(text, needle)) : null;
  const snippet = () => {
    const text = snippetAround(entry.description, needle);
    return text === null ? null : hit("description", highlight(text, needle));
  };
  return (
    inText("title", entry.title) ??
    snippet() ??
    inText("keywords", entry.keywords.join(", ")) ??
    inText("tropes", (entry.tropes ?? []).join(", ")) ??
    inText("authors", authorNames(entry)) ??
    (isbn !== null && entry.isbns?.includes(isbn)
      ? hit("isbn", [{ text: isbn, match: true }])
      : inText("narrators", (entry.narrators ?? []).join(", ")))
  );
}

/** The names of the authors an entry credits, joined as a byline lists them. */
export const authorNames = (entry: Pick<SearchEntry, "by">) =>
  (entry.by ?? []).map((credit) => credit.name).join(", ");

/**
 * The first match of a folded needle with up to ten whole words each side, marked with …
 * where text was cut.
 */
export function snippetAround(text: string, needle: string): string | null {
  const start = fold(text).indexOf(needle);
  if (start < 0 || needle === "") return null;
  const end = start + needle.length;
  const before = text.slice(0, start).split(/(\s+)/);
  const after = text.slice(end).split(/(\s+)/);
  // split with a capture group alternates word, space, word...; a partial word touching the
  // match stays whole and does not count towards the ten.
  const head = before.slice(Math.max(0, before.length - (SNIPPET_WORDS * 2 + 1))).join("");
  const tail = after.slice(0, SNIPPET_WORDS * 2 + 1).join("");
  const cutBefore = head.length < start;
  const cutAfter = tail.length < text.length - end;
  return `${cutBefore ? "… " : ""}${head.trimStart()}${text.slice(start, end)}${tail.trimEnd()}${cutAfter ? " …" : ""}`;
}

/** Cuts text into segments, marking every occurrence of a folded needle. */
export function highlight(text: string, needle: string): Segment[] {
  const segments: Segment[] = [];
  const folded = fold(text);
  let cursor = 0;
  for (
    let at = needle === "" ? -1 : folded.indexOf(needle);
    at >= 0;
    at = folded.indexOf(needle, at + needle.length)
  ) {
    if (at > cursor) segments.push({ text: text.slice(cursor, at), match: false });
    segments.push({ text: text.slice(at, at + needle.length), match: true });
    cursor = at + needle.length;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), match: false });
  return segments;
}
