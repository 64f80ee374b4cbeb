import type { z } from "zod";
import type { authorFrontmatter } from "../schema/authors.ts";
import type {
  bookEntry,
  categorySchema,
  eventFrontmatter,
  genreSchema,
  newsFrontmatter,
  seriesFrontmatter,
  siteSchema,
} from "../schema/schema.ts";
import type { Block, GuideBlock } from "./markdown.ts";

/**
 * The content's types, as the schema (app/schema/schema.ts) reads the author's files: what the
 * browser's code and the build's both take. Only types come from the schema, and they are gone
 * when the code runs, so that no page's script carries zod.
 */

export type Genre = z.infer<typeof genreSchema>;
export type Category = z.infer<typeof categorySchema>;
export type Site = z.infer<typeof siteSchema>;

type WithDescription<T> = Omit<T, "body"> & { description: Block[] };
export type Series = WithDescription<z.infer<typeof seriesFrontmatter>>;
export type Book = WithDescription<z.infer<typeof bookEntry>>;
export type NewsItem = WithDescription<z.infer<typeof newsFrontmatter>>;
export type SiteEvent = WithDescription<z.infer<typeof eventFrontmatter>>;
/** An author the books credit; the description is the full biography. */
export type Author = WithDescription<z.infer<typeof authorFrontmatter>>;
export type Praise = Book["praise"][number];
export type OtherStore = keyof Book["stores"];

/** A sample chapter of a book. */
export type Sample = { bookId: string; title: string; text: Block[] };

/** A book's book-club guide: the author's spoiler warning, if any, and the text with its questions. */
export type Guide = { bookId: string; spoilers: string | null; text: GuideBlock[] };

export type Catalogue = {
  site: Site;
  /** Who wrote the books: `content/authors/`'s, or the site's own author alone. */
  authors: Author[];
  /** Whether `authors` are `content/authors/`'s, each with a press kit (else site.yaml's one). */
  authorFiles: boolean;
  /** The sites apart (`sites:` in site.yaml): each the authors it shows, with its own settings. */
  apart: { id: string; authors: string[]; site: Site }[];
  categories: Category[];
  series: Series[];
  books: Book[];
  news: NewsItem[];
  samples: Sample[];
  guides: Guide[];
  events: SiteEvent[];
};
