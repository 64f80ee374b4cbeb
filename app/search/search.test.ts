import { expect, test } from "vitest";
import { bookFile, catalogue } from "../schema/fixtures.test-helper.ts";
import {
  highlight,
  type SearchEntry,
  searchCatalogue,
  searchIndex,
  snippetAround,
} from "./search.ts";

const words = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `w${from + i}`).join(" ");

const entry = (
  id: string,
  title: string,
  description = "",
  keywords: string[] = [],
): SearchEntry => ({
  id,
  title,
  pubDate: "2020-01-01",
  amazonId: "",
  description,
  keywords,
});

const text = (segments: { text: string }[]) => segments.map((s) => s.text).join("");
const marked = (segments: { text: string; match: boolean }[]) =>
  segments.filter((s) => s.match).map((s) => s.text);

test("a title match wins and is highlighted, whatever the case", () => {
  const [hit] = searchCatalogue([entry("a", "The Last Watch", "watch the watchers")], "WATCH");
  expect(hit?.field).toBe("title");
  expect(text(hit?.segments ?? [])).toBe("The Last Watch");
  expect(marked(hit?.segments ?? [])).toEqual(["Watch"]);
});

test("failing the title, the description shows ten words each side of the match", () => {
  const description = `${words(1, 15)} covenant ${words(16, 30)}`;
  const [hit] = searchCatalogue([entry("a", "Title", description)], "Covenant");
  expect(hit?.field).toBe("description");
  expect(text(hit?.segments ?? [])).toBe(`… ${words(6, 15)} covenant ${words(16, 25)} …`);
  expect(marked(hit?.segments ?? [])).toEqual(["covenant"]);
});

test("a snippet near the start or end is not marked as cut", () => {
  expect(snippetAround("alpha beta gamma", "beta")).toBe("alpha beta gamma");
  expect(snippetAround(`${words(1, 3)} hit`, "hit")).toBe(`${words(1, 3)} hit`);
});

test("a match inside a word keeps the whole word and still counts ten words each side", () => {
  const description = `${words(1, 12)} prophetic ${words(13, 25)}`;
  expect(snippetAround(description, "phet")).toBe(`… ${words(3, 12)} prophetic ${words(13, 22)} …`);
});

test("failing title and description, keywords match and are shown joined", () => {
  const [hit] = searchCatalogue(
    [entry("a", "Title", "Nothing here", ["box set", "Trilogy"])],
    "trilogy",
  );
  expect(hit?.field).toBe("keywords");
  expect(text(hit?.segments ?? [])).toBe("box set, Trilogy");
});

test("each book appears once and books that do not match are left out", () => {
  const entries = [
    entry("a", "Noah", "noah noah", ["noah"]),
    entry("b", "Other"),
    entry("a", "Noah again"),
  ];
  expect(searchCatalogue(entries, "noah").map((h) => h.book.id)).toEqual(["a"]);
});

test("title matches come first, then description, then keyword matches", () => {
  const entries = [
    entry("by-keyword", "One", "", ["ark"]),
    entry("by-description", "Two", "an ark"),
    entry("by-title", "The Ark"),
  ];
  expect(searchCatalogue(entries, "ark").map((h) => h.book.id)).toEqual([
    "by-title",
    "by-description",
    "by-keyword",
  ]);
});

test("a blank query finds nothing", () => {
  expect(searchCatalogue([entry("a", "Anything")], "   ")).toEqual([]);
});

test("regular-expression characters and markup are searched as plain text", () => {
  const entries = [entry("a", "What If Lincoln Lived?"), entry("b", "<b>(x)</b> [y] 100%")];
  expect(searchCatalogue(entries, "lived?").map((h) => h.book.id)).toEqual(["a"]);
  expect(searchCatalogue(entries, "(x)").map((h) => h.book.id)).toEqual(["b"]);
  expect(searchCatalogue(entries, "100%").map((h) => h.book.id)).toEqual(["b"]);
  expect(searchCatalogue(entries, ".*")).toEqual([]);
});

test("a very long query is simply not found", () => {
  expect(searchCatalogue([entry("a", "Title")], "x".repeat(5000))).toEqual([]);
});

test("every occurrence in the shown text is highlighted", () => {
  expect(highlight("Ark and ark and ARK", "ark").filter((s) => s.match)).toHaveLength(3);
});

test("the index holds visible books only, newest first, with plain-text descriptions", () => {
  const shelf = catalogue({
    books: [
      bookFile("old", "pubDate: March 1, 2010\n"),
      bookFile("new", "pubDate: June 1, 2024\nkeywords: [1942, flood]\n"),
      bookFile("hidden", "pubDate: June 1, 2025\nhidden: true\n"),
    ],
  });
  const index = searchIndex(shelf.books);
  expect(index.map((e) => e.id)).toEqual(["new", "old"]);
  expect(index[0]).toEqual({
    id: "new",
    title: "Book new",
    pubDate: "2024-06-01",
    amazonId: "",
    description: "The story of new.",
    keywords: ["1942", "flood"],
  });
  expect(searchCatalogue(index, "hidden")).toEqual([]);
});

test("case is ignored in any script, and the match shows as written", () => {
  const entries = [entry("a", "Title", "Le café ÉTAIT fermé"), entry("b", "ΟΔΟΣ")];
  const [cafe] = searchCatalogue(entries, "était");
  expect(marked(cafe?.segments ?? [])).toEqual(["ÉTAIT"]);
  expect(searchCatalogue(entries, "οδοσ").map((h) => h.book.id)).toEqual(["b"]);
});

test("failing title, description and keywords, any edition's ISBN finds the book, however written", () => {
  const entries = [
    { ...entry("watch", "The Watch"), isbns: ["9780985123406", "9780985123451"] },
    { ...entry("other", "Other"), isbns: ["9791032305690"] },
  ];
  for (const query of ["9780985123451", "978-0-9851234-5-1", "0985123400", "0-9851234-0-0"]) {
    expect(
      searchCatalogue(entries, query).map((hit) => hit.book.id),
      query,
    ).toEqual(["watch"]);
  }
  const [hit] = searchCatalogue(entries, " 979-10-323-0569-0 ");
  expect(hit?.book.id).toBe("other");
  expect(hit?.field).toBe("isbn");
  expect(text(hit?.segments ?? [])).toBe("9791032305690");
  // Part of a number, or a number with a wrong check digit, is no ISBN.
  expect(searchCatalogue(entries, "97809851234")).toEqual([]);
  expect(searchCatalogue(entries, "9780985123407")).toEqual([]);
  expect(searchCatalogue(entries, "0-9851234-0-X")).toEqual([]);
});

test("failing those, a narrator's name finds the book, shown among the narrators", () => {
  const entries = [
    { ...entry("heard", "Heard", "", ["audio"]), narrators: ["Jane Reader", "Daniel Whitfield"] },
    entry("whitfield", "Whitfield's Road"),
  ];
  const hits = searchCatalogue(entries, "whitfield");
  expect(hits.map((hit) => [hit.book.id, hit.field])).toEqual([
    ["whitfield", "title"],
    ["heard", "narrators"],
  ]);
  expect(text(hits[1]?.segments ?? [])).toBe("Jane Reader, Daniel Whitfield");
  expect(marked(hits[1]?.segments ?? [])).toEqual(["Whitfield"]);
});

test("the index holds a book's ISBNs and narrators only where its editions have them", () => {
  const shelf = catalogue({
    books: [
      bookFile(
        "heard",
        [
          "editions:",
          "  - format: ebook",
          "    isbn: 978-0-9851234-0-6",
          "  - format: audiobook",
          "    isbn: 9780985123451",
          "    narrators: [Jane Reader]",
          "  - format: paperback",
          "",
        ].join("\n"),
      ),
      bookFile("old", "isbn: 0-306-40615-2\n"),
      bookFile("plain"),
    ],
  });
  const index = Object.fromEntries(searchIndex(shelf.books).map((e) => [e.id, e]));
  expect(index.heard).toMatchObject({
    isbns: ["9780985123406", "9780985123451"],
    narrators: ["Jane Reader"],
  });
  expect(index.old?.isbns).toEqual(["9780306406157"]);
  expect(index.old).not.toHaveProperty("narrators");
  expect(index.plain).not.toHaveProperty("isbns");
  expect(index.plain).not.toHaveProperty("narrators");
});

test("failing title, description and keywords, a trope matches; the index leaves out none", () => {
  const [hit] = searchCatalogue(
    [{ ...entry("a", "Title", "Nothing here", ["war"]), tropes: ["chosen one", "Found Family"] }],
    "found fam",
  );
  expect(hit?.field).toBe("tropes");
  expect(marked(hit?.segments ?? [])).toEqual(["Found Fam"]);
  const index = searchIndex(
    catalogue({ books: [bookFile("one", "tropes: [heist]\n"), bookFile("two")] }).books,
  );
  expect(index.map(({ id, tropes }) => ({ id, tropes }))).toEqual([
    { id: "one", tropes: ["heist"] },
    { id: "two", tropes: undefined },
  ]);
});

test("a trope in another script is found by a query in its script", () => {
  const index = searchIndex(
    catalogue({ books: [bookFile("one", "tropes: [Тайная любовь]\n"), bookFile("two")] }).books,
  );
  const hits = searchCatalogue(index, "любовь");
  expect(hits.map((hit) => [hit.book.id, hit.field, marked(hit.segments)])).toEqual([
    ["one", "tropes", ["любовь"]],
  ]);
});
