import fc from "fast-check";
import { catalogueFiles } from "./catalogue-files.test-helper.ts";
import {
  type BookModel,
  type CatalogueModel,
  catalogueModel,
  type EditionModel,
} from "./catalogue-model.test-helper.ts";
import type { ContentSources } from "./parse-catalogue.ts";

/**
 * One mistake made in a valid catalogue (./catalogue-model.test-helper.ts), as an author
 * makes it, and where the build's message must point: the file, a word of the field it names,
 * and the text on the line it must give (none for the file as a whole).
 */
export type Mistake = {
  mistake: string;
  sources: ContentSources;
  assetExists: (path: string) => boolean;
  /** The files one of which the message names. */
  files: string[];
  field: string;
  at: string | RegExp | null;
};

type Made = Omit<Mistake, "mistake" | "assetExists"> & {
  assetExists?: (path: string) => boolean;
};

const bookFile = (book: BookModel) => `content/books/${book.id}.md`;
const EBOOK: EditionModel = {
  format: "ebook",
  language: null,
  translator: null,
  isbn: null,
  pubDate: null,
  publisher: null,
  pages: null,
  length: null,
  narrators: [],
  prices: [],
  stores: {},
  direct: null,
  kdpSelect: false,
};

/** The model with one book changed, and that book's file. */
function changeBook(
  model: CatalogueModel,
  book: BookModel,
  change: (book: BookModel) => BookModel,
): { sources: ContentSources; files: string[] } {
  const books = model.books.map((each) => (each === book ? change(each) : each));
  return { sources: catalogueFiles({ ...model, books }), files: [bookFile(book)] };
}

/** A mistake in one book's file, the book picked among those `which` allows. */
const inBook =
  (
    field: string,
    at: string | RegExp | null,
    change: (book: BookModel) => BookModel,
    which: (book: BookModel) => boolean = () => true,
  ) =>
  (model: CatalogueModel, pick: number): Made | null => {
    const books = model.books.filter(which);
    const book = books[pick % Math.max(1, books.length)];
    return book ? { ...changeBook(model, book, change), field, at } : null;
  };

/** A book's editions with a KDP Select ebook, made from its first ebook or added. */
function enrolled(book: BookModel, stores: Record<string, string> = {}): EditionModel[] {
  const at = book.editions.findIndex((edition) => edition.format === "ebook");
  const ebook = { ...(book.editions[at] ?? EBOOK), kdpSelect: true, direct: null };
  const kept = Object.fromEntries(Object.entries(ebook.stores).filter(([s]) => s === "amazon"));
  const edition = { ...ebook, stores: { ...kept, ...stores } };
  return at < 0 ? [...book.editions, edition] : book.editions.with(at, edition);
}

/** A book with an ISBN it did not have: in an edition of its own, or as its own field. */
const withIsbn = (book: BookModel, isbn13: string): BookModel =>
  book.editions.length > 0 || book.legacy === null
    ? {
        ...book,
        editions: [
          ...book.editions,
          { ...EBOOK, format: "paperback", isbn: { isbn13, style: "number" } },
        ],
      }
    : { ...book, legacy: { ...book.legacy, isbn: { isbn13, style: "number" } } };

const visible = (book: BookModel) => !book.hidden;

const MISTAKES: { mistake: string; make: (model: CatalogueModel, pick: number) => Made | null }[] =
  [
    {
      mistake: "a series id that no series has",
      make: inBook("series", "no-such-series", (b) => ({
        ...b,
        series: [...b.series, "no-such-series"],
      })),
    },
    {
      mistake: "a day that is not in the calendar",
      make: inBook("pubDate", /^pubDate:/, (b) => ({ ...b, pubDate: "2025-02-30" })),
    },
    {
      mistake: "a category that categories.yaml does not have",
      make: inBook("categories", "no-such-category", (b) => ({
        ...b,
        categories: [...b.categories, "no-such-category"],
      })),
    },
    {
      mistake: "a related book that is not in the catalogue",
      make: inBook("related", "no-such-book", (b) => ({ ...b, related: ["no-such-book"] })),
    },
    {
      mistake: "a place in a series with three decimals",
      make: inBook("seriesNum", /^seriesNum:/, (b) => ({ ...b, seriesNum: 2.125, contains: [] })),
    },
    {
      mistake: "a trope with a semicolon, which the sheet splits",
      make: inBook("tropes", "love; war", (b) => ({ ...b, tropes: [...b.tropes, "love; war"] })),
    },
    {
      mistake: "a heat off the scale",
      make: inBook("heat", /^heat:/, (b) => ({ ...b, heat: { level: 7, as: "number" } })),
    },
    {
      mistake: "an ISBN whose check digit is wrong",
      make: inBook("isbn", "9780306406158", (b) => withIsbn(b, "9780306406158")),
    },
    {
      mistake: "a book's alias at one of the site's own addresses",
      make: inBook("aliases", "/search", (b) => ({ ...b, aliases: ["/search"] })),
    },
    {
      mistake: "an ebook in KDP Select also sold at Kobo",
      make: inBook("stores.kobo", "https://kobo.example/enrolled", (b) => ({
        ...b,
        editions: enrolled(b, { kobo: "https://kobo.example/enrolled" }),
        legacy: null,
      })),
    },
    {
      mistake: "a book whose cover is missing",
      make: (model, pick) => {
        const book = model.books[pick % Math.max(1, model.books.length)];
        if (!book) return null;
        const cover = `/assets/books/${book.id}.jpg`;
        return {
          sources: catalogueFiles(model),
          assetExists: (path) => path !== cover,
          files: [bookFile(book)],
          field: `public${cover}`,
          at: null,
        };
      },
    },
    {
      mistake: "two books with one id",
      make: (model, pick) => {
        const sources = catalogueFiles(model);
        const copied = sources.books[pick % Math.max(1, sources.books.length)];
        if (!copied) return null;
        const file = copied.file.replace(/\.md$/, "-again.md");
        return {
          sources: { ...sources, books: [...sources.books, { ...copied, file }] },
          files: [file],
          field: "id",
          at: /^id:/,
        };
      },
    },
    {
      mistake: "two books with one ISBN",
      make: (model, pick) => {
        const [first, second] = [pick, pick + 1].map((n) => model.books[n % model.books.length]);
        if (!first || !second || first === second) return null;
        const books = model.books.map((b) =>
          b === first || b === second ? withIsbn(b, "9780306406157") : b,
        );
        const later = model.books.indexOf(first) < model.books.indexOf(second) ? second : first;
        return {
          sources: catalogueFiles({ ...model, books }),
          files: [bookFile(later)],
          field: "isbn",
          at: "9780306406157",
        };
      },
    },
    {
      mistake: "a sample named after no book",
      make: (model) => {
        const sources = catalogueFiles(model);
        const sample = { file: "content/samples/nobody.md", text: "---\ntitle: One\n---\nText.\n" };
        return {
          sources: { ...sources, samples: [...sources.samples, sample] },
          files: [sample.file],
          field: "nobody",
          at: null,
        };
      },
    },
    {
      mistake: "an author that no file of content/authors/ has",
      make: (model, pick) =>
        model.authors.length === 0
          ? null
          : inBook("authors", "no-such-author", (b) => ({
              ...b,
              authors: [...b.authors, "no-such-author"],
            }))(model, pick),
    },
    {
      mistake: "an author's short bio of more than 150 characters",
      make: (model, pick) => {
        const author = model.authors[pick % Math.max(1, model.authors.length)];
        if (!author) return null;
        const long = { ...author, shortBio: `${author.name} `.repeat(60).slice(0, 160) };
        const authors = model.authors.map((each) => (each === author ? long : each));
        return {
          sources: catalogueFiles({ ...model, authors }),
          files: [`content/authors/${author.id}.md`],
          field: "shortBio",
          at: /^shortBio:/,
        };
      },
    },
    {
      mistake: "a guide with no numbered question",
      make: (model, pick) => {
        const books = model.books.filter((b) => b.guide !== null);
        const book = books[pick % Math.max(1, books.length)];
        if (!book?.guide) return null;
        const guide = { ...book.guide, text: "Talk about the book." };
        const { sources } = changeBook(model, book, (b) => ({ ...b, guide }));
        return { sources, files: [`content/guides/${book.id}.md`], field: "numbered", at: null };
      },
    },
    {
      mistake: "a series planned to be shorter than its books",
      make: (model) => {
        const placed = model.books.find((b) => (b.seriesNum ?? 0) >= 2 && b.seriesNum !== 9999);
        const id = placed?.series[0];
        if (id === undefined) return null;
        const series = model.series.map((s) =>
          s.id === id ? { ...s, status: null, planned: 1 } : s,
        );
        return {
          sources: catalogueFiles({ ...model, series }),
          files: [`content/series/${id}.md`],
          field: "planned",
          at: /^planned:/,
        };
      },
    },
    {
      mistake: "the free book hidden",
      make: (model) => {
        const magnet = model.site.magnet;
        const book = magnet && "book" in magnet && model.books.find((b) => b.id === magnet.book);
        if (!book) return null;
        const { sources } = changeBook(model, book, (b) => ({ ...b, hidden: true }));
        return { sources, files: ["content/site.yaml"], field: "magnet.book", at: /^ +book:/ };
      },
    },
    {
      mistake: "the free ebook enrolled in KDP Select, which only Amazon may sell or give",
      make: (model) => {
        const magnet = model.site.magnet;
        const book = magnet && "book" in magnet && model.books.find((b) => b.id === magnet.book);
        if (!book || magnet?.format !== "ebook") return null;
        const made = changeBook(model, book, (b) => ({
          ...b,
          editions: enrolled(b),
          legacy: null,
        }));
        return {
          ...made,
          files: ["content/site.yaml", ...made.files],
          field: "KDP Select",
          at: null,
        };
      },
    },
    {
      mistake: "a Start here step naming a series there is not",
      make: (model) => {
        const step = { title: "Then", text: null, series: "no-such-series", books: [] };
        const start = { path: null, steps: [...(model.site.start?.steps ?? []), step] };
        return {
          sources: catalogueFiles({ ...model, site: { ...model.site, start } }),
          files: ["content/site.yaml"],
          field: "series",
          at: "no-such-series",
        };
      },
    },
    {
      mistake: "a Start here step naming a hidden book",
      make: (model, pick) => {
        const named = model.site.start?.steps.flatMap((step) => step.books) ?? [];
        const id = named[pick % Math.max(1, named.length)];
        const book = model.books.find((b) => b.id === id && visible(b));
        if (!book) return null;
        const { sources } = changeBook(model, book, (b) => ({ ...b, hidden: true }));
        return { sources, files: ["content/site.yaml"], field: "hidden book", at: null };
      },
    },
  ];

/** The mistakes an author makes, by name: each one a property of its own. */
export const MISTAKE_NAMES = MISTAKES.map(({ mistake }) => mistake);

/** Valid catalogues with the named mistake made in them, of those that can have it. */
export function mistakenCatalogue(name: string): fc.Arbitrary<Mistake> {
  const make = MISTAKES.find(({ mistake }) => mistake === name)?.make;
  if (!make) throw new Error(`no mistake is called ${name}`);
  return fc
    .tuple(catalogueModel(), fc.nat())
    .map(([model, pick]) => make(model, pick))
    .filter((made): made is Made => made !== null)
    .map((made) => ({ mistake: name, assetExists: () => true, ...made }));
}

/** The number of the first line of a text that `at` is on, counted from 1. */
export function lineOf(text: string, at: string | RegExp): number | null {
  const line = text
    .split(/\r\n|\n/)
    .findIndex((each) => (typeof at === "string" ? each.includes(at) : at.test(each)));
  return line < 0 ? null : line + 1;
}
