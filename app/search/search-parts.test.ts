import { expect, test } from "vitest";
import { bookFile, catalogue, seriesFile } from "../schema/fixtures.test-helper.ts";
import { searchCatalogue, searchIndex } from "./search.ts";
import {
  bookPartFile,
  loadSearchEntries,
  PART_SIZES,
  PartError,
  planSearch,
  type SearchParts,
  splitSearchIndex,
  wordPartFile,
} from "./search-parts.ts";

// A catalogue of hundreds of books of its own, with words made up so that each is used by
// a known share of the books.

/** A made-up word for each number (letters drawn from the number): distinct numbers, distinct words. */
const wordFor = (n: number) => {
  const next = random(n + 1);
  const letters = "abcdefghijklmnopqrstuvwxyz";
  const length = 5 + Math.floor(next() * 5);
  let word = "";
  for (let i = 0; i < length; i += 1) word += letters[Math.floor(next() * letters.length)];
  return `${word}${n}`;
};

/** A generator the tests can repeat. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

function bigCatalogue(count: number) {
  const next = random(7);
  const books = Array.from({ length: count }, (_, i) => {
    const id = `book-${i}`;
    const series = i % 3 === 0 ? "" : `series: [saga${i % 7}]\nseriesNum: ${i}\n`;
    // Common words in most books, rarer ones in few: word n is drawn about 1 time in n.
    const words = Array.from({ length: 60 }, () => wordFor(Math.floor(1 / (next() + 0.002))));
    const description = `${words.slice(0, 30).join(" ")}.\n\n**${words.slice(30).join(" ")}**`;
    const title = `The ${wordFor(1000 + i)} of ${wordFor(i % 40)}`;
    const day = 1 + (i % 28);
    const hidden = i % 50 === 49 ? "hidden: true\n" : "";
    return {
      file: `content/books/${id}.md`,
      text: `---\nid: ${id}\ntitle: "${title}"\ngenres: [fiction]\npubDate: March ${day}, ${2000 + (i % 25)}\nkeywords: ["${wordFor(2000 + (i % 30))}", "box set"]\n${series}${hidden}---\n${description}\n`,
    };
  });
  return catalogue({
    books,
    series: Array.from({ length: 7 }, (_, i) => seriesFile(`saga${i}`)),
  });
}

const shelf = bigCatalogue(300);
const visibleCount = shelf.books.filter((book) => !book.hidden).length;
const { layout, files } = splitSearchIndex(shelf.books);
const parts: SearchParts = { url: "/parts/", ...layout };

/** Loads parts from the split's files, remembering which were asked for. */
function loader() {
  const asked: string[] = [];
  const load = async (url: string) => {
    asked.push(url);
    const text = files.get(url.replace(parts.url, ""));
    if (text === undefined) throw new Error(`no part ${url}`);
    return JSON.parse(text);
  };
  return { asked, load };
}

async function searchInParts(query: string) {
  const { asked, load } = loader();
  const hits = searchCatalogue(await loadSearchEntries(parts, query, load), query);
  return { hits, asked };
}

const everything = searchIndex(shelf.books);

const bookParts = [...files.keys()].filter((name) => name.startsWith("books-"));

test("a search of the parts finds what a search of the whole index finds, in the same order", async () => {
  const rare = wordFor(300);
  const common = wordFor(1);
  const queries = [
    common,
    rare,
    rare.toUpperCase(),
    rare.slice(1, 5),
    `${wordFor(2)} ${wordFor(3)}`,
    `the ${wordFor(1000)}`,
    wordFor(1005),
    "box set",
    `set, ${wordFor(2001)}`,
    "of",
    "a",
    ".",
    "%",
    "zzzz",
    "x".repeat(3000),
    `${common}.`,
  ];
  const fields = new Set<string>();
  for (const query of queries) {
    const whole = searchCatalogue(everything, query);
    const { hits } = await searchInParts(query);
    expect(hits, query).toEqual(whole);
    for (const hit of hits) fields.add(hit.field);
  }
  // The queries exercise each kind of match.
  expect(fields).toEqual(new Set(["title", "description", "keywords"]));
}, 30_000);

test("the first result of a query needs only the parts its words touch", async () => {
  const word = wordFor(1003);
  const { hits, asked } = await searchInParts(word);
  expect(hits.map((hit) => hit.book.id)).toEqual(["book-3"]);
  expect(asked).toEqual([`${parts.url}${wordPartFile(planWordPart(word))}`, expect.any(String)]);
  expect(bookParts.length).toBeGreaterThan(10);
  const bytes = asked.reduce(
    (sum, url) => sum + (files.get(url.replace(parts.url, ""))?.length ?? 0),
    0,
  );
  const total = [...files.values()].reduce((sum, text) => sum + text.length, 0);
  // A word part and a book part: a small share of an index cut in more than ten book parts.
  expect(bytes).toBeLessThan(total / 10);
});

function planWordPart(word: string): number {
  const plan = planSearch(parts, word);
  if (plan.kind !== "words" || plan.wordParts.length !== 1)
    throw new Error("one word part expected");
  return plan.wordParts[0] ?? -1;
}

test("a query word used by some books fetches only those books' parts", async () => {
  // A word of the descriptions that a few books use.
  const usedBy = (n: number) =>
    everything.filter((entry) => entry.description.includes(wordFor(n))).length;
  const word = wordFor(
    Array.from({ length: 200 }, (_, n) => n).find((n) => usedBy(n) >= 3 && usedBy(n) <= 10) ?? 0,
  );
  const { hits, asked } = await searchInParts(word);
  const fetchedBooks = asked.filter((url) => url.includes("books-"));
  expect(hits.length).toBeGreaterThan(1);
  expect(fetchedBooks.length).toBeLessThan(bookParts.length);
  expect(fetchedBooks.length).toBeLessThanOrEqual(hits.length);
});

test("a query with no word of three letters fetches every book part and no word part", async () => {
  for (const query of ["a", "%", "(.*)"]) {
    const { asked } = await searchInParts(query);
    expect(asked.filter((url) => url.includes("words-"))).toEqual([]);
    expect(asked.length).toBe(bookParts.length);
  }
});

test("a blank query fetches nothing", async () => {
  expect(await searchInParts("   ")).toEqual({ hits: [], asked: [] });
});

test("the parts hold every visible book once and no hidden book", () => {
  const held = bookParts.flatMap((name) => JSON.parse(files.get(name) ?? "[]"));
  expect(held).toHaveLength(visibleCount);
  expect(new Set(held.map((entry: { id: string }) => entry.id)).size).toBe(visibleCount);
  const hidden = shelf.books.filter((book) => book.hidden);
  expect(hidden.length).toBeGreaterThan(0);
  for (const book of hidden) {
    for (const text of files.values()) expect(text).not.toContain(`"${book.id}"`);
  }
});

test("parts keep near the sizes asked for, word parts in a power of two", () => {
  expect(Math.log2(layout.wordParts) % 1).toBe(0);
  const sizes = (prefix: string) =>
    [...files].filter(([name]) => name.startsWith(prefix)).map(([, text]) => text.length);
  expect(Math.max(...sizes("books-"))).toBeLessThan(2 * PART_SIZES.bookPartBytes);
  expect(Math.max(...sizes("words-"))).toBeLessThan(3 * PART_SIZES.wordPartBytes);
  expect(sizes("books-")).toHaveLength(layout.bookParts);
  expect(sizes("words-")).toHaveLength(layout.wordParts);
});

test("an index that fits in one book part has no word parts: a query fetches that part alone", async () => {
  const small = splitSearchIndex(catalogue().books);
  expect(small.layout).toEqual({ wordParts: 0, bookParts: 1, booksPerPart: 2 });
  expect([...small.files.keys()]).toEqual([bookPartFile(0)]);
  const smallParts: SearchParts = { url: "/", ...small.layout };
  for (const query of ["anything", "a", "%"]) {
    const asked: string[] = [];
    const load = async (url: string) => {
      asked.push(url);
      return JSON.parse(small.files.get(url.slice(1)) ?? "null");
    };
    const entries = await loadSearchEntries(smallParts, query, load);
    expect(asked, query).toEqual([`/${bookPartFile(0)}`]);
    expect(entries, query).toEqual(searchIndex(catalogue().books));
  }
});

test("the same books cut in several parts get word parts", () => {
  const cut = splitSearchIndex(catalogue().books, { wordPartBytes: 64, bookPartBytes: 64 });
  expect(cut.layout.bookParts).toBeGreaterThan(1);
  expect(cut.layout.wordParts).toBeGreaterThan(0);
  expect([...cut.files.keys()]).toContain(wordPartFile(0));
});

test("an empty catalogue finds nothing", async () => {
  const empty = splitSearchIndex([]);
  const emptyParts: SearchParts = { url: "/", ...empty.layout };
  const load = async (url: string) => JSON.parse(empty.files.get(url.slice(1)) ?? "null");
  expect(await loadSearchEntries(emptyParts, "anything", load)).toEqual([]);
  expect(await loadSearchEntries(emptyParts, "%", load)).toEqual([]);
});

test("a part that is not what the build made is refused", async () => {
  const load = async () => ({ error: "not found" });
  await expect(loadSearchEntries(parts, "anything", load)).rejects.toThrow(PartError);
  await expect(loadSearchEntries(parts, "%", async () => [{ id: 1 }])).rejects.toThrow(PartError);
});

test("a search of the parts finds a book by an edition's ISBN, however written, and by a narrator", async () => {
  const shelf = catalogue({
    books: [
      ...Array.from({ length: 12 }, (_, i) => bookFile(`plain-${i}`)),
      bookFile(
        "heard",
        "editions:\n  - format: hardcover\n    isbn: 978-0-9851234-0-6\n  - format: audiobook\n    narrators: [Daniel Whitfield]\n",
      ),
    ],
  });
  const cut = splitSearchIndex(shelf.books, { wordPartBytes: 64, bookPartBytes: 64 });
  const cutParts: SearchParts = { url: "/", ...cut.layout };
  expect(cut.layout.wordParts).toBeGreaterThan(0);
  const load = async (url: string) => JSON.parse(cut.files.get(url.slice(1)) ?? "null");
  for (const query of ["9780985123406", "978-0-9851234-0-6", "0985123400", "whitfield"]) {
    const entries = await loadSearchEntries(cutParts, query, load);
    const hits = searchCatalogue(entries, query);
    expect(
      hits.map((hit) => hit.book.id),
      query,
    ).toEqual(["heard"]);
    expect(hits, query).toEqual(searchCatalogue(searchIndex(shelf.books), query));
  }
});

test("a search of the parts finds a book by its tropes, shown joined", async () => {
  const shelf = catalogue({
    books: [
      ...Array.from({ length: 12 }, (_, i) => bookFile(`plain-${i}`)),
      bookFile("family", "tropes: [Found Family, reluctant hero]\n"),
    ],
  });
  const cut = splitSearchIndex(shelf.books, { wordPartBytes: 64, bookPartBytes: 64 });
  const cutParts: SearchParts = { url: "/", ...cut.layout };
  const load = async (url: string) => JSON.parse(cut.files.get(url.slice(1)) ?? "null");
  const entries = await loadSearchEntries(cutParts, "found family", load);
  const hits = searchCatalogue(entries, "found family");
  expect(hits.map(({ book, field }) => ({ id: book.id, field }))).toEqual([
    { id: "family", field: "tropes" },
  ]);
  expect(hits[0]?.segments).toEqual([
    { text: "Found Family", match: true },
    { text: ", reluctant hero", match: false },
  ]);
});

test("a title or text written with combining accents is found by the letters a keyboard types, in the whole index and its parts", async () => {
  // Found by the catalogue generator: the title Zoe\u0308 (an e and a combining diaeresis, as
  // some editors save it) looks like Zoë, and a search for Zoë found nothing.
  const shelf = catalogue({
    books: [
      ...Array.from({ length: 12 }, (_, i) => bookFile(`plain-${i}`)),
      bookFile("zoe", 'title: "Zoe\u0308 at Sea"\n'),
      {
        file: "content/books/cafe.md",
        text: "---\nid: cafe\ntitle: Open\ngenres: [fiction]\npubDate: 2020-01-05\n---\nA cafe\u0301 by the sea.\n",
      },
    ],
  });
  const cut = splitSearchIndex(shelf.books, { wordPartBytes: 64, bookPartBytes: 64 });
  const cutParts: SearchParts = { url: "/", ...cut.layout };
  expect(cut.layout.wordParts).toBeGreaterThan(0);
  const load = async (url: string) => JSON.parse(cut.files.get(url.slice(1)) ?? "null");
  const cases = [
    ["Zoë", "zoe", "Zoë at Sea"],
    ["zoë at", "zoe", "Zoë at Sea"],
    ["Zoe\u0308", "zoe", "Zoë at Sea"],
    ["café", "cafe", "A café by the sea."],
  ] as const;
  for (const [query, id, shown] of cases) {
    const whole = searchCatalogue(searchIndex(shelf.books), query);
    expect(
      whole.map((hit) => [hit.book.id, hit.segments.map((s) => s.text).join("")]),
      query,
    ).toEqual([[id, shown]]);
    const entries = await loadSearchEntries(cutParts, query, load);
    expect(searchCatalogue(entries, query), query).toEqual(whole);
  }
});
