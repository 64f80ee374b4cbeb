import type { CmsCollection, CmsField } from "decap-cms-core";
import { expect, test } from "vitest";
import { bookFile, guideFile, sources } from "~/schema/fixtures.test-helper";
import { publishedContent } from "../build-steps/vite-plugins/published-content";
import { collections } from "./config";
import { type ContentSnapshot, checkEntry } from "./content-check";
import { savedEntry } from "./entry-file";
import { entryText } from "./file-format";

// Book-club guides in the editor: the book chosen from the catalogue, the file named after
// it, and the build's checks on save.

const content: ContentSnapshot = {
  ...publishedContent(
    sources({
      books: [bookFile("one"), bookFile("two"), bookFile("secret", "hidden: true\n")],
      guides: [guideFile("one")],
    }),
  ),
  assets: ["/assets/books/one.jpg", "/assets/books/two.jpg", "/assets/books/secret.jpg"],
};

/** What a save of a new guide with `data` writes, and what the build's checks say of it. */
function saveNew(data: Record<string, unknown>) {
  const { file, data: saved } = savedEntry("guides", "", data, true);
  const text = entryText("guides", saved, undefined, ["book", "spoilers"]);
  return { file: file.file, text, issues: checkEntry(content, file, text, { isNew: true }).issues };
}

test("the collection chooses the book among the catalogue's, then the spoiler warning and questions", () => {
  const guides = collections.find((c) => c.name === "guides") as CmsCollection;
  expect(guides.label).toBe("Book-club guides");
  const fields: CmsField[] = guides.fields ?? [];
  expect(fields.map((f) => f.name)).toEqual(["book", "spoilers", "body"]);
  expect(fields[0]).toMatchObject({ widget: "relation", collection: "books", multiple: false });
  expect(fields[1]).toMatchObject({ label: "Spoiler warning", required: false });
});

test("a new guide is saved as its book's file, the book not written in it", () => {
  expect(saveNew({ book: "two", body: "Talk.\n\n1. Why?\n2. How?" })).toEqual({
    file: "content/guides/two.md",
    text: "Talk.\n\n1. Why?\n2. How?\n",
    issues: [],
  });
  expect(saveNew({ book: "two", spoilers: "The ending.", body: "1. Why?" })).toEqual({
    file: "content/guides/two.md",
    text: "---\nspoilers: The ending.\n---\n\n1. Why?\n",
    issues: [],
  });
});

test("a guide that exists stays its book's, whatever the form's Book says", () => {
  const { file, data } = savedEntry("guides", "one", { book: "two", body: "1. Why?" }, false);
  expect(file.file).toBe("content/guides/one.md");
  expect(data.book).toBe("one");
  const text = entryText("guides", data, undefined, ["book", "spoilers"]);
  expect(checkEntry(content, file, text).issues).toEqual([]);
});

test("a second guide to one book is refused; one to a hidden book is saved, and not built", () => {
  expect(saveNew({ book: "one", body: "1. Why?" }).issues).toEqual([
    "this book already has a book-club guide: open it under Book-club guides",
  ]);
  expect(saveNew({ book: "secret", body: "1. Why?" }).issues).toEqual([]);
});

test("hiding a book that has a guide is one edit: the guide stays, unbuilt", () => {
  const book = bookFile("one", "hidden: true\n");
  expect(checkEntry(content, { kind: "books", file: book.file }, book.text).issues).toEqual([]);
});
