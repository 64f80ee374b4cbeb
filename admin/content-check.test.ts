import { describe, expect, it } from "vitest";
import { fileId } from "~/catalogue/build-catalogue";
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

  it("names the file and field of what the build would reject", () => {
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
      issues: [
        "content/books/new-one.md: title: Invalid input: expected string, received undefined",
      ],
      catalogue: null,
    });
    expect(check({ ...book, related: ["no-such-book"] }).issues).toEqual([
      "content/books/new-one.md: related[0]: unknown book 'no-such-book'",
      "content/books/new-one.md: cover: missing cover public/assets/books/new-one.jpg",
    ]);
    expect(check({ ...book, pubDate: "2024-05-01" }).issues).toEqual([
      "content/books/new-one.md: pubDate: '2024-05-01' is not a date like 'December 4, 2021'",
    ]);
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
      `content/books/${someBookId()}.md: id: this id is taken by an entry that exists; choose another`,
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
