import type { Credit } from "../catalogue/book-card.ts";
import { isbn13Of } from "../content/isbn.ts";
import { byCodeUnits } from "../content/order.ts";
import type { Author, Book } from "../content/types.ts";
import { authorNames, type SearchEntry, searchIndex } from "./search.ts";
import { composed, fold, wordsOf } from "./search-words.ts";

/*
 * The search index in parts, fetched as a query needs them (docs/decisions/own-search-index.md):
 * book parts hold a few books' search entries, books of a series together; word parts hold
 * each word of the catalogue with its books, in the parts its three-letter pieces hash to.
 *
 * A query's words (runs of letters and digits) each lie inside a word of any text it
 * matches, so the word part of a query word's first three letters lists every book that can
 * match, and only those books' parts are fetched. The search itself (searchCatalogue) then
 * runs on those books as it would on all of them. A query with no word of three letters or
 * more ("a", "%") fetches every book part, as does any query of an index that fits in one
 * book part (a catalogue of a few dozen books): it has no word parts, so one request, not two.
 */

/** Letters of a query word that pick its word part. */
export const GRAM = 3;
/** How many of a query's words (the longest, which narrow most) pick word parts. */
const MAX_QUERY_WORDS = 3;

/** Where the parts are and how they are cut: what the search page knows before any fetch. */
export type SearchParts = {
  /** The folder the parts are served from, ending in "/". */
  url: string;
  /** How many word parts (a power of two), or none when the books are in one part. */
  wordParts: number;
  /** How many book parts, and how many books each holds (the last may hold fewer). */
  bookParts: number;
  booksPerPart: number;
};

/** A word part: each word with the numbers of the books that use it. */
export type WordPart = [word: string, ...books: number[]][];

/** A book part: search entries with their place in the index (newest first). */
export type BookPart = (SearchEntry & { rank: number })[];

export const wordPartFile = (part: number) => `words-${part}.json`;
export const bookPartFile = (part: number) => `books-${part}.json`;

/** FNV-1a over UTF-16 units: a small, stable hash the build and the browser share. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const wordPartOf = (gram: string, wordParts: number) => hash(gram) & (wordParts - 1);

/** The sizes the build aims at, in bytes of JSON; parts of about this size load in one go. */
export type PartSizes = { wordPartBytes: number; bookPartBytes: number };
export const PART_SIZES: PartSizes = { wordPartBytes: 6 * 1024, bookPartBytes: 16 * 1024 };

/**
 * The search index of the books (searchIndex: visible books, newest first) cut into parts:
 * the layout the browser needs, less the folder, and each part's file name with its JSON.
 */
export function splitSearchIndex(
  books: Book[],
  sizes: PartSizes = PART_SIZES,
  /** The catalogue's authors, whose names find their books on a site of several. */
  authors: Author[] = [],
): { layout: Omit<SearchParts, "url">; files: Map<string, string> } {
  const series = new Map(books.map((book) => [book.id, book.series[0] ?? ""]));
  const groupOf = (entry: SearchEntry) => series.get(entry.id) ?? "";
  // Books of a series sit together (a series' own words then fill few parts), else newest first.
  const ordered = searchIndex(books, authors)
    .map((entry, rank) => ({ ...entry, rank }))
    .sort((a, b) => byCodeUnits(groupOf(a), groupOf(b)) || a.rank - b.rank);
  const bookBytes = ordered.reduce((sum, entry) => sum + JSON.stringify(entry).length, 0);
  const bookParts = Math.max(1, Math.round(bookBytes / sizes.bookPartBytes));
  const booksPerPart = Math.max(1, Math.ceil(ordered.length / bookParts));
  const files = new Map<string, string>();
  for (let part = 0; part * booksPerPart < ordered.length; part += 1) {
    const books: BookPart = ordered.slice(part * booksPerPart, (part + 1) * booksPerPart);
    files.set(bookPartFile(part), JSON.stringify(books));
  }

  const layout = { bookParts: Math.ceil(ordered.length / booksPerPart), booksPerPart };
  if (layout.bookParts <= 1) return { layout: { wordParts: 0, ...layout }, files };

  const usedBy = new Map<string, number[]>();
  ordered.forEach((entry, number) => {
    for (const word of new Set(wordsOf(fold(searchableText(entry))))) {
      const list = usedBy.get(word) ?? [];
      list.push(number);
      usedBy.set(word, list);
    }
  });
  const rows = [...usedBy].map(([word, numbers]): [string, ...number[]] => [word, ...numbers]);
  const wordBytes = rows.reduce(
    (sum, row) => sum + JSON.stringify(row).length * grams(row[0]).size,
    0,
  );
  const wordParts = 2 ** Math.max(0, Math.round(Math.log2(wordBytes / sizes.wordPartBytes)));
  const parts: WordPart[] = Array.from({ length: wordParts }, () => []);
  // In code-unit order, the same on every machine: the parts' folder is named by their content.
  for (const row of rows.sort((a, b) => byCodeUnits(a[0], b[0]))) {
    const into = new Set([...grams(row[0])].map((gram) => wordPartOf(gram, wordParts)));
    for (const part of into) parts[part]?.push(row);
  }
  parts.forEach((part, index) => {
    files.set(wordPartFile(index), JSON.stringify(part));
  });
  return { layout: { wordParts, ...layout }, files };
}

/** Everything search looks in, as it looks in it (keywords and tropes joined, as shown). */
function searchableText(entry: SearchEntry): string {
  const { title, description, keywords, tropes = [], isbns = [], narrators = [] } = entry;
  return [
    title,
    description,
    keywords.join(", "),
    tropes.join(", "),
    authorNames(entry),
    ...isbns,
    ...narrators,
  ].join("\n");
}

/** The pieces of GRAM letters of a word (a shorter word has none: no query word finds it by them). */
function grams(word: string): Set<string> {
  const pieces = new Set<string>();
  for (let i = 0; i + GRAM <= word.length; i += 1) pieces.add(word.slice(i, i + GRAM));
  return pieces;
}

/** What a query needs: nothing (blank), every book part, or the word parts of its words. */
export type SearchPlan =
  | { kind: "blank" }
  | { kind: "every-book" }
  | { kind: "words"; words: string[]; wordParts: number[] };

/** Which parts a query needs first. */
export function planSearch(parts: SearchParts, query: string): SearchPlan {
  const folded = fold(composed(query.trim()));
  if (folded === "") return { kind: "blank" };
  if (parts.wordParts === 0) return { kind: "every-book" };
  // An ISBN is found as its ISBN-13, the one word the index holds for it, however it is
  // written. (An ISBN-10 or a hyphenated ISBN that a description also spells out is found by
  // the ISBN only: the parts are picked by the ISBN-13.)
  const isbn = isbn13Of(folded);
  const words = isbn
    ? [isbn]
    : [...new Set(wordsOf(folded).filter((word) => word.length >= GRAM))]
        .sort((a, b) => b.length - a.length)
        .slice(0, MAX_QUERY_WORDS);
  if (words.length === 0) return { kind: "every-book" };
  const wordParts = [
    ...new Set(words.map((word) => wordPartOf(word.slice(0, GRAM), parts.wordParts))),
  ];
  return { kind: "words", words, wordParts };
}

/** The books (by number) that hold every query word inside one of their words. */
export function booksWithWords(words: string[], wordParts: WordPart[]): Set<number> {
  let found: Set<number> | undefined;
  for (const queryWord of words) {
    const holding = new Set<number>();
    for (const part of wordParts) {
      for (const [word, ...books] of part) {
        if (word.includes(queryWord)) for (const book of books) holding.add(book);
      }
    }
    found = found ? new Set([...found].filter((book) => holding.has(book))) : holding;
  }
  return found ?? new Set();
}

/** Fetches and parses one part; the search page passes fetch, tests a map of files. */
export type LoadPart = (url: string) => Promise<unknown>;

/**
 * The search entries a query can match, in the index's order (newest first), fetching only
 * the parts it needs: its word parts, then the book parts of the books they name.
 */
export async function loadSearchEntries(
  parts: SearchParts,
  query: string,
  load: LoadPart,
): Promise<SearchEntry[]> {
  const plan = planSearch(parts, query);
  if (plan.kind === "blank") return [];
  const { books, bookParts } = await findBooks(parts, plan, load);
  const loaded = await Promise.all(
    bookParts.map(async (part) => ({
      part,
      entries: parseBookPart(await load(partUrl(parts, "books", part))),
    })),
  );
  return loaded
    .flatMap(({ part, entries }) =>
      entries.filter((_, index) => !books || books.has(part * parts.booksPerPart + index)),
    )
    .sort((a, b) => a.rank - b.rank)
    .map(({ rank: _, ...entry }) => entry);
}

/** Fetches the parts a query needs, as loadSearchEntries does, without reading the books. */
export async function prefetchSearchParts(
  parts: SearchParts,
  query: string,
  load: LoadPart,
): Promise<void> {
  const plan = planSearch(parts, query);
  if (plan.kind === "blank") return;
  const { bookParts } = await findBooks(parts, plan, load);
  await Promise.all(bookParts.map((part) => load(partUrl(parts, "books", part))));
}

/** The books a query can match (all, when its words cannot tell) and the parts that hold them. */
async function findBooks(
  parts: SearchParts,
  plan: Exclude<SearchPlan, { kind: "blank" }>,
  load: LoadPart,
): Promise<{ books: Set<number> | null; bookParts: number[] }> {
  if (plan.kind === "every-book") {
    return { books: null, bookParts: Array.from({ length: parts.bookParts }, (_, part) => part) };
  }
  const wordParts = await Promise.all(
    plan.wordParts.map(async (part) => parseWordPart(await load(partUrl(parts, "words", part)))),
  );
  const books = booksWithWords(plan.words, wordParts);
  return {
    books,
    bookParts: [...new Set([...books].map((book) => Math.floor(book / parts.booksPerPart)))],
  };
}

/** The address of a part. */
export function partUrl(parts: SearchParts, kind: "words" | "books", part: number): string {
  return `${parts.url}${kind === "words" ? wordPartFile(part) : bookPartFile(part)}`;
}

// The parts are made by the build from the validated content; these checks guard against a
// part from another build or a host's error page, without a schema library on this page.

function parseWordPart(data: unknown): WordPart {
  if (!Array.isArray(data)) throw new PartError("word");
  return data.map((row: unknown) => {
    if (!Array.isArray(row)) throw new PartError("word");
    const [word, ...books] = row;
    if (typeof word !== "string" || !books.every(isCount)) throw new PartError("word");
    return [word, ...books];
  });
}

function parseBookPart(data: unknown): BookPart {
  if (!Array.isArray(data)) throw new PartError("book");
  return data.map((item: unknown) => {
    if (typeof item !== "object" || item === null) throw new PartError("book");
    const fields: Record<string, unknown> = Object.fromEntries(Object.entries(item));
    const { rank, id, title, pubDate, amazonId, by, description, keywords } = fields;
    const { tropes, isbns, narrators } = fields;
    if (
      !isCount(rank) ||
      typeof id !== "string" ||
      typeof title !== "string" ||
      typeof pubDate !== "string" ||
      typeof amazonId !== "string" ||
      typeof description !== "string" ||
      !isTextList(keywords) ||
      !(by === undefined || isCreditList(by)) ||
      !(tropes === undefined || isTextList(tropes)) ||
      !(isbns === undefined || isTextList(isbns)) ||
      !(narrators === undefined || isTextList(narrators))
    )
      throw new PartError("book");
    return {
      ...{ rank, id, title, pubDate, amazonId, description, keywords },
      ...(by === undefined ? {} : { by }),
      ...(tropes === undefined ? {} : { tropes }),
      ...(isbns === undefined ? {} : { isbns }),
      ...(narrators === undefined ? {} : { narrators }),
    };
  });
}

const isCount = (value: unknown): value is number => Number.isInteger(value);
const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");
const isCreditList = (value: unknown): value is Credit[] =>
  Array.isArray(value) &&
  value.every(
    (item: unknown) =>
      typeof item === "object" &&
      item !== null &&
      "id" in item &&
      typeof item.id === "string" &&
      "name" in item &&
      typeof item.name === "string",
  );

/** A part that is not what this build made. */
export class PartError extends Error {
  constructor(kind: "word" | "book") {
    super(`A ${kind} part of the search index is not in the form this page expects`);
    this.name = "PartError";
  }
}
