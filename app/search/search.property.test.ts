import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";
import { environment } from "../../config/environment.mjs";
import { catalogueOf } from "../schema/catalogue-files.test-helper.ts";
import {
  type CatalogueModel,
  catalogueModel,
  catalogueRuns,
  WORDS,
} from "../schema/catalogue-model.test-helper.ts";
import { searchCatalogue, searchIndex } from "./search.ts";
import { loadSearchEntries, splitSearchIndex } from "./search-parts.ts";

/** Search over generated catalogues (docs/testing.md): each book once, hidden ones never. */

const { params, timeout } = catalogueRuns(environment.catalogueRuns);

/** What a reader types: part of a book's title or tropes, one of its ISBNs, or any word. */
const query = fc.record({
  from: fc.constantFrom("title", "trope", "keyword", "isbn", "word"),
  book: fc.nat(),
  start: fc.nat(),
  length: fc.integer({ min: 1, max: 12 }),
  lower: fc.boolean(),
});
type Query = typeof query extends fc.Arbitrary<infer Q> ? Q : never;

const graphemes = (text: string) =>
  [...new Intl.Segmenter("en", { granularity: "grapheme" }).segment(text)].map((g) => g.segment);

/**
 * The query as a reader types it (a keyboard writes a letter and its accent as one: NFC), and
 * the visible book whose title it is part of, if it is.
 */
function typed(model: CatalogueModel, q: Query): { text: string; title: string | null } {
  const books = model.books.filter((book) => !book.hidden);
  const book = books[q.book % Math.max(1, books.length)];
  const source =
    q.from === "title"
      ? book?.title
      : q.from === "trope"
        ? book?.tropes[q.start % Math.max(1, book.tropes.length)]
        : q.from === "keyword"
          ? book?.keywords[q.start % Math.max(1, book.keywords.length)]
          : q.from === "isbn"
            ? book?.editions.find((edition) => edition.isbn)?.isbn?.isbn13
            : WORDS[q.start % WORDS.length];
  const letters = graphemes(source ?? "");
  const start = q.from === "isbn" ? 0 : q.start % Math.max(1, letters.length);
  const part = letters.slice(start, q.from === "isbn" ? undefined : start + q.length).join("");
  const text = (q.lower ? part.toLowerCase() : part).normalize("NFC");
  return { text, title: q.from === "title" && book && part.trim() !== "" ? book.id : null };
}

test.prop([catalogueModel(), fc.array(query, { minLength: 1, maxLength: 6 })], params)(
  "a search lists each book once, never a hidden one, finds a title from any part of it, and finds through the index's parts what the whole index finds",
  async (model, queries) => {
    const catalogue = catalogueOf(model);
    const hidden = new Set(catalogue.books.filter((b) => b.hidden).map((b) => b.id));
    const entries = searchIndex(catalogue.books);
    // Parts of a few books each, so that even a small catalogue has word parts.
    const { layout, files } = splitSearchIndex(catalogue.books, {
      wordPartBytes: 256,
      bookPartBytes: 1024,
    });
    const parts = { ...layout, url: "/parts/" };
    const load = async (url: string) => JSON.parse(files.get(url.slice(parts.url.length)) ?? "");
    for (const q of queries) {
      const { text, title } = typed(model, q);
      const found = searchCatalogue(entries, text).map((hit) => hit.book.id);
      const fromParts = searchCatalogue(await loadSearchEntries(parts, text, load), text);
      expect(new Set(found).size, text).toBe(found.length);
      expect(
        found.filter((id) => hidden.has(id)),
        text,
      ).toEqual([]);
      expect(
        fromParts.map((hit) => hit.book.id),
        text,
      ).toEqual(found);
      if (title !== null) expect(found, text).toContain(title);
    }
  },
  timeout,
);
