import { describe, expect, it } from "vitest";
import { fileId } from "~/content/parse-catalogue";
import { contentSnapshot } from "../build-steps/vite-plugins/content-snapshot";
import { checkEntry } from "./content-check";
import { savedEntry } from "./entry-file";
import { entryText } from "./file-format";

const snapshot = contentSnapshot(process.cwd());
const someBook = snapshot.sources.books[0];
const someBookId = () => fileId(someBook?.file ?? "");

describe("checkEntry: the build's validation of one edited file", () => {
  it("passes the content as it is", () => {
    expect(someBook).toBeDefined();
    const file = { kind: "books" as const, file: someBook?.file ?? "" };
    expect(checkEntry(snapshot, file, someBook?.text ?? "").issues).toEqual([]);
  });

  it("gives the build's message for what it would reject, in the author's words", () => {
    const check = (data: Record<string, unknown>) => {
      const { file, data: saved } = savedEntry("books", "", data, true);
      return checkEntry(snapshot, file, entryText("books", saved));
    };
    const book = {
      id: "new-one",
      title: "New",
      genres: ["fiction"],
      pubDate: "May 1, 2024",
      body: "Text.",
    };
    expect(check({ ...book, title: "" })).toEqual({
      issues: ["title is missing: write the book's title"],
      catalogue: null,
    });
    expect(check({ ...book, related: ["no-such-book"] }).issues).toEqual([
      "the cover is missing: add it as public/assets/books/new-one.jpg (a 2:3 JPEG), or run npm run assets to draw a placeholder",
      "item 1 of related is 'no-such-book', which is not a book: check it against the books' file names in content/books/",
    ]);
    expect(check({ ...book, pubDate: "Mai 1, 2024" }).issues).toEqual([
      "pubDate is 'Mai 1, 2024': write a date such as 2021-12-04 or December 4, 2021",
    ]);
    // An ISO date, as a hand edit may leave it, passes as the build takes it.
    expect(check({ ...book, pubDate: "2024-05-01" }).issues).not.toContainEqual(
      expect.stringMatching(/pubDate/),
    );
  });

  it("counts a cover uploaded with the entry, and builds the catalogue with the entry in it", () => {
    const { file, data, cover } = savedEntry(
      "books",
      "",
      {
        id: "new-one",
        title: "New",
        genres: ["fiction"],
        pubDate: "May 1, 2024",
        cover: "/assets/books/new-one.jpg",
        body: "Text.",
      },
      true,
    );
    const { issues, catalogue } = checkEntry(snapshot, file, entryText("books", data), {
      assets: cover,
    });
    expect(issues).toEqual([]);
    expect(catalogue?.books.find((b) => b.id === "new-one")?.title).toBe("New");
  });
});

describe("a new entry never takes the file of one that exists", () => {
  it("refuses a new book with an id taken, and a second sample for a book", () => {
    const book = savedEntry("books", "", { id: someBookId(), title: "Twin" }, true);
    expect(checkEntry(snapshot, book.file, "", { isNew: true }).issues).toEqual([
      "id is taken by an entry that exists: choose another",
    ]);
    const sampleFile = snapshot.sources.samples[0]?.file;
    if (sampleFile === undefined) return; // no sample in the content to take
    const sampled = fileId(sampleFile);
    const sample = savedEntry("samples", "", { book: sampled, title: "Again" }, true);
    expect(checkEntry(snapshot, sample.file, "", { isNew: true }).issues[0]).toMatch(
      /already has a sample/,
    );
  });

  it("a sample that exists is saved as its own file's, whatever the form's Book says", () => {
    const saved = savedEntry("samples", "its-book", { book: "another", title: "T" }, false);
    expect(saved.file.file).toBe("content/samples/its-book.md");
    expect(saved.data.book).toBe("its-book");
  });
});
