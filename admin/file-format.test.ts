import { describe, expect, it } from "vitest";
import { contentSnapshot } from "../scripts/content-snapshot-plugin";
import type { EntryFile } from "./content-check";
import { fileFormat } from "./file-format";

const snapshot = contentSnapshot(process.cwd());
const { sources } = snapshot;
const byKind: [EntryFile["kind"], { file: string; text: string }[]][] = [
  ["books", sources.books],
  ["series", sources.series],
  ["news", sources.news],
  ["site", [sources.site]],
  ["categories", [sources.categories]],
];

describe("the editor's file formats", () => {
  it.each(byKind)(
    "%s: every file read and saved unchanged is written back as it was",
    (kind, files) => {
      const format = fileFormat(kind, () => snapshot);
      expect(files.length).toBeGreaterThan(0);
      for (const { text } of files) expect(format.toFile(format.fromFile(text))).toBe(text);
    },
  );

  it("a book saved with a new description changes its description and nothing else", () => {
    const format = fileFormat("books", () => snapshot);
    const book = sources.books[0];
    const data = format.fromFile(book?.text ?? "");
    const out = format.toFile({ ...data, body: "A new description." });
    const [front] = (book?.text ?? "").split(/\n---\n/);
    expect(out).toBe(`${front}\n---\n\nA new description.\n`);
  });

  it("a new book, a new sample: written plainly, a sample's book naming its file only", () => {
    expect(
      fileFormat("books", () => snapshot).toFile({ id: "new-one", title: "New", body: "Text." }),
    ).toBe("---\nid: new-one\ntitle: New\n---\n\nText.\n");
    expect(
      fileFormat("samples", () => snapshot).toFile({ book: "new-one", title: "One", body: "Hi." }),
    ).toBe("---\ntitle: One\n---\n\nHi.\n");
  });
});
