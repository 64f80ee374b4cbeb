import { expect, test } from "vitest";
import { readContentSources } from "~/schema/content.server";
import { BOOK_WITH_EDITIONS } from "~/schema/fixtures.test-helper";
import { fileId } from "~/schema/parse-catalogue";
import { fieldNames } from "./config";
import { type EntryFile, type EntryKind, entryFile, savedEntry } from "./entry-file";
import { entryText, fileFormat, knownTexts, savedText } from "./file-format";
import { withoutEmpty } from "./without-empty";

// The project's own content files, as the author wrote them.
const sources = readContentSources(process.cwd());
const format = (kind: EntryKind, texts = knownTexts()) => fileFormat(kind, texts, fieldNames(kind));

const shuffled = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).sort(([a], [b]) => b.localeCompare(a)));

test.for([
  ["books", sources.books],
  ["series", sources.series],
  ["news", sources.news],
  ["samples", sources.samples],
  ["events", sources.events],
  ["site", [sources.site]],
  ["categories", [sources.categories]],
] as const)(
  "%s: every file read and saved unchanged is written back as it was",
  ([kind, files], { skip }) => {
    // The content's own files, as many as it has: a new author's may have no series or news.
    if (files.length === 0) skip(`the content has no ${kind} files`);
    for (const { file, text } of files) {
      // One editor's reading, as a session has: a save writes into the file it read.
      const texts = knownTexts();
      const data = format(kind, texts).fromFile(text);
      if (kind === "samples") data.book = fileId(file); // a save fills it in from the file name
      // The editor's data comes with its keys in no particular order.
      expect(format(kind, texts).toFile(shuffled(data))).toBe(text);
    }
  },
);

test("a book's editions: prices edited as pairs, and written back as they were", () => {
  const { text } = BOOK_WITH_EDITIONS;
  // One editor's reading, as a session has: a save writes into the file it read.
  const books = format("books", knownTexts());
  const data = books.fromFile(text);
  const editions = (data.editions ?? []) as Record<string, unknown>[];
  expect(editions.map((edition) => edition.prices)).toEqual([
    [
      { key: "USD", value: 26.99 },
      { key: "GBP", value: 20.99 },
    ],
    [{ key: "USD", value: 4.99 }],
    undefined,
    undefined,
  ]);
  // Decap's data comes in no particular order, inside an edition too.
  const deepShuffled = { ...data, editions: editions.map(shuffled) };
  expect(books.toFile(shuffled(deepShuffled))).toBe(text);
});

test("a new edition added in the form is written in the schema's shape and order", () => {
  const book = BOOK_WITH_EDITIONS;
  const books = format("books", knownTexts());
  const data = books.fromFile(book.text);
  const added = {
    stores: { librofm: "", audible: "B0BNKAU401" },
    narrators: ["Jane Reader"],
    prices: [
      { key: "USD", value: 19.99 },
      { key: "GBP", value: 15 },
    ],
    pages: "",
    length: "9h 5m",
    isbn: "9780306406157",
    format: "audiobook",
  };
  const editions = [...((data.editions ?? []) as unknown[]), added];
  const out = books.toFile({ ...data, editions });
  // The rest of the file is as it was: the new edition, after the others, is the only change.
  expect(out).toBe(
    book.text.replace(
      "      amazon: B07NKAES01\n",
      [
        "      amazon: B07NKAES01",
        "  - format: audiobook",
        '    isbn: "9780306406157"',
        "    length: 9h 5m",
        "    narrators:",
        "      - Jane Reader",
        "    prices:",
        "      USD: 19.99",
        "      GBP: 15",
        "    stores:",
        "      audible: B0BNKAU401",
        "",
      ].join("\n"),
    ),
  );
  // Read back, it is the edition the form had, less its empty fields.
  const { pages: _, stores, ...rest } = added;
  expect(format("books").fromFile(out).editions).toContainEqual({
    ...rest,
    stores: { audible: "B0BNKAU401" },
  });
});

test("a new book's editions are written plainly, prices as a map", () => {
  const book = {
    id: "new-one",
    title: "New",
    pubDate: "May 1, 2024",
    editions: [{ prices: [{ key: "USD", value: 4.99 }], format: "ebook" }],
    body: "Text.",
  };
  expect(format("books").toFile(book)).toBe(
    "---\nid: new-one\ntitle: New\npubDate: May 1, 2024\neditions:\n  - format: ebook\n    prices:\n      USD: 4.99\n---\n\nText.\n",
  );
});

test("a book saved with a new description changes its description and nothing else", () => {
  const book = sources.books[0];
  const books = format("books");
  const data = books.fromFile(book?.text ?? "");
  const out = books.toFile({ ...data, body: "A new description." });
  const [front] = (book?.text ?? "").split(/\n---\n/);
  expect(out).toBe(`${front}\n---\n\nA new description.\n`);
});

test("a new book, a new sample: written plainly in the form's order, a sample's book left out", () => {
  const book = { body: "Text.", pubDate: "May 1, 2024", title: "New", id: "new-one" };
  expect(format("books").toFile(book)).toBe(
    "---\nid: new-one\ntitle: New\npubDate: May 1, 2024\n---\n\nText.\n",
  );
  expect(format("samples").toFile({ book: "new-one", title: "One", body: "Hi." })).toBe(
    "---\ntitle: One\n---\n\nHi.\n",
  );
});

test("a save writes into the file as the editor last read it, not as it was built", () => {
  const site = sources.site.text;
  const edited = site.replace(/^author:/m, "# Added by hand after the build.\nauthor:");
  expect(edited).not.toBe(site);
  const texts = knownTexts();
  const data = format("site", texts).fromFile(edited);
  expect(format("site", texts).toFile(data)).toBe(edited);
});

test("a file saved on Windows keeps its byte-order mark and line endings, saved unchanged or changed", () => {
  // Found by the catalogue generator: a series file saved by Notepad (a byte-order mark and
  // CRLF), opened and saved unchanged, lost its mark and had every line rewritten.
  const file = "content/series/saga.md";
  const text =
    "\uFEFF---\r\nid: saga\r\nkey: saga\r\ntitle: Saga\r\ngenres: [fiction]\r\n---\r\nA saga.\r\n";
  const texts = knownTexts();
  const series = format("series", texts);
  const data = series.fromFile(text);
  expect(texts.get(file)).toBe(text);
  expect(series.toFile(shuffled(data))).toBe(text);
  expect(series.toFile({ ...data, title: "The Saga" })).toBe(text.replace("Saga\r", "The Saga\r"));
  // A guide without a spoiler warning is all text, its line endings kept as well: its save
  // writes into the text Decap read (its entry's raw), as the editor's save does.
  const guide = "Talk about it.\r\n\r\n1. Why?\r\n";
  texts.set("content/guides/saga.md", guide);
  const read = format("guides", texts).fromFile(guide);
  expect(savedText("guides", read, texts, fieldNames("guides"), "content/guides/saga.md")).toBe(
    guide,
  );
});

test("a format tells the editor of each file it reads, by collection and file, with its text", () => {
  const heard: [EntryFile, string][] = [];
  const books = fileFormat("books", knownTexts(), fieldNames("books"), (file, text) =>
    heard.push([file, text]),
  );
  books.fromFile(BOOK_WITH_EDITIONS.text);
  expect(heard).toEqual([
    [{ kind: "books", file: "content/books/warning.md" }, BOOK_WITH_EDITIONS.text],
  ]);
});

test("a save leaves out empty values, as a hand edit would", () => {
  expect(
    withoutEmpty({ a: "", b: [], c: { d: "" }, e: "x", f: [" ", "y"], g: 0, h: false }),
  ).toEqual({ e: "x", f: ["y"], g: 0, h: false });
});

test("a save writes front matter and text; a sample's book names its file and is not written", () => {
  const { file, data } = savedEntry(
    "samples",
    "",
    { book: "some-book", title: "Chapter One", body: "Text." },
    true,
  );
  expect(file).toEqual({ kind: "samples", file: "content/samples/some-book.md" });
  expect(entryText(file.kind, data)).toBe("---\ntitle: Chapter One\n---\n\nText.\n");
  expect(entryFile("categories", "categories", {}, false).file).toBe("content/categories.yaml");
});
