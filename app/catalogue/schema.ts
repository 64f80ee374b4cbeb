import { z } from "zod";
import { parseIsoDay, parseLongDate } from "./dates.ts";
import { isHttpsUrl, isVideoId } from "./links.ts";
import type { Block } from "./markdown.ts";
import { BOX_SET } from "./queries.ts";
import { themeSchema } from "./theme.ts";

/** Schemas for the files under `content/`. Each one types and validates a single file. */

/**
 * Ids and keys of books, series, news and categories. They become paths (`/book/{id}`,
 * `/series/{key}`) and file names (`public/assets/books/{id}.jpg`), so nothing in them may
 * leave a path segment, need escaping in a URL or HTML, or differ only by case.
 */
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase letters and digits joined by hyphens");
/**
 * A store's own id for a book, filled into the store's link pattern: letters and digits
 * joined by single `-`, `_` or `.`, so never a `/`, a `..` or a scheme.
 */
const STORE_ID = /^[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)*$/;
const storeId = z
  .string()
  .trim()
  .default("")
  .refine(
    (value) => value === "" || STORE_ID.test(value),
    "must be letters and digits joined by single hyphens, dots or underscores",
  );
const text = z.string().trim().min(1, "must not be empty");
/** YAML reads `1942` or an ISBN as a number; where text is meant, a number is taken as text. */
const word = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().min(1, "must not be empty"));
/**
 * No address in the content may be http, only https: the site itself is served over https,
 * where a browser blocks an http form action or beacon as mixed content, and every store,
 * network and blog the content names serves https. Each field below says why it needs none.
 */
const httpsUrl = z.string().trim().refine(isHttpsUrl, "must be an https address (https://...)");

export const genreSchema = z.enum(["fiction", "nonfiction", "single"]);
export type Genre = z.infer<typeof genreSchema>;

const longDate = z.string().transform((value, ctx) => {
  const day = parseLongDate(value);
  if (day === null) {
    ctx.addIssue({ code: "custom", message: `'${value}' is not a date like 'December 4, 2021'` });
    return z.NEVER;
  }
  return day;
});

const isoDate = z.string().transform((value, ctx) => {
  const day = parseIsoDay(value);
  if (day === null) {
    ctx.addIssue({ code: "custom", message: `'${value}' is not a date like '2025-02-09'` });
    return z.NEVER;
  }
  return day;
});

/**
 * A trailer is a video id (played embedded) or an https link (opened in a new tab): video
 * hosts serve https, and an http page would be the one insecure step from the site.
 */
const trailerUrl = z
  .string()
  .trim()
  .default("")
  .refine(
    (value) => value === "" || isVideoId(value) || isHttpsUrl(value),
    "must be a video id (letters, digits, _ and -) or an https link",
  );

export const categorySchema = z.strictObject({
  key: slug,
  label: text,
  genres: z.array(genreSchema).optional(),
});
export const categoriesFileSchema = z.strictObject({ categories: z.array(categorySchema).min(1) });
export type Category = z.infer<typeof categorySchema>;

export const seriesFrontmatter = z.strictObject({
  id: slug,
  key: slug,
  title: text,
  genres: z.array(genreSchema).min(1),
  keywords: z.array(word).default([]),
  trailerUrl,
});

export const bookFrontmatter = z.strictObject({
  id: slug,
  title: text,
  subTitle: text.optional(),
  categories: z.array(slug).default([]),
  genres: z.array(genreSchema).min(1, "must name at least one genre"),
  series: z.array(slug).default([]),
  /** The place in the series' reading order: 2.5 sits between 2 and 3 (a novella, say). */
  seriesNum: z
    .number({ error: "must be a number" })
    .refine(
      (n) => n === BOX_SET || (Number.isFinite(n) && n > 0 && Math.round(n * 100) === n * 100),
      `must be a positive number such as 2 or 2.5, or ${BOX_SET} for a box set or complete edition`,
    )
    .default(BOX_SET),
  /** The books a box set or collection gathers, in its order. */
  contains: z.array(slug).default([]),
  /** A store id, or the audiobook's full page at a store with no pattern (all serve https). */
  audioId: z
    .string()
    .trim()
    .default("")
    .refine(
      (value) => value === "" || STORE_ID.test(value) || isHttpsUrl(value),
      "must be an audiobook store id or an https link",
    ),
  related: z.array(slug).default([]),
  hidden: z.boolean().default(false),
  amazonId: storeId,
  pubDate: longDate,
  goodreadsId: storeId,
  trailerUrl,
  keywords: z.array(word).default([]),
  /** Endorsements printed on the book's page: never ratings, which would be self-serving reviews. */
  praise: z
    .array(z.strictObject({ quote: text, source: text, outlet: text.optional() }))
    .default([]),
  /** The book's pages at stores beyond Amazon, listed under "More stores"; all serve https. */
  stores: z
    .strictObject({
      apple: httpsUrl.optional(),
      kobo: httpsUrl.optional(),
      barnesAndNoble: httpsUrl.optional(),
      bookshop: httpsUrl.optional(),
    })
    .default({}),
  isbn: word
    .pipe(
      z
        .string()
        .regex(/^(?:97[89]\d{10}|\d{9}[\dX])$/, "must be an ISBN-10 or ISBN-13 without hyphens"),
    )
    .optional(),
  /** One path segment after the slash, with the same characters as an id. */
  aliases: z
    .array(
      z
        .string()
        .regex(
          /^\/[a-z0-9]+(?:-[a-z0-9]+)*$/,
          "must be a path such as /tyrant: a slash, then lowercase letters and digits joined by hyphens",
        ),
    )
    .default([]),
});

/** A sample chapter, `content/samples/{book id}.md`: its title, then the text. */
export const sampleFrontmatter = z.strictObject({ title: text });

export const newsFrontmatter = z.strictObject({
  id: slug,
  title: text,
  categories: z.array(slug).default([]),
  genres: z.array(genreSchema).default([]),
  series: z.array(slug).default([]),
  related: z.array(slug).default([]),
  amazonId: storeId,
  pubDate: isoDate,
  keywords: z.array(word).default([]),
  /** The post on the author's blog, which is served over https. */
  contentUrl: httpsUrl,
});

/**
 * A store's page address with `{id}` where a book's store id goes. Filled in with any id it
 * must be an https address on the pattern's own host, so `{id}` comes once, after the host.
 * The stores (retail, audiobook, review site) all serve https.
 */
const linkPattern = z
  .string()
  .trim()
  .refine((pattern) => {
    const filled = (id: string) => pattern.replace("{id}", id);
    return (
      pattern.split("{id}").length === 2 &&
      isHttpsUrl(filled("a")) &&
      isHttpsUrl(filled("b")) &&
      new URL(filled("a")).host === new URL(filled("b")).host
    );
  }, "must be an https address with {id} once, after the host, such as https://shop.example/dp/{id}");

export const siteSchema = z.strictObject({
  /** The site's own address, for canonical links and feeds; it is served over https. */
  url: httpsUrl,
  author: z.strictObject({
    name: text,
    initials: text,
    surname: text,
    tagline: text,
    bio: text,
    /** Used as a URL and as the file `npm run assets` writes, so no `..`, quotes or spaces. */
    portrait: z
      .string()
      .regex(
        /^\/assets\/author\/[a-z0-9]+(?:[-_][a-z0-9]+)*\.(?:jpg|jpeg|png)$/,
        "must be an image such as /assets/author/portrait.jpg: lowercase letters, digits, - and _",
      ),
  }),
  intro: z.strictObject({ heading: text, text: text }),
  /** Profiles visitors open; every network serves https. */
  social: z
    .array(z.strictObject({ network: text, label: text, url: httpsUrl }))
    .min(1, "must list at least one profile"),
  links: z.strictObject({ retail: linkPattern, audiobook: linkPattern, review: linkPattern }),
  /** The author's blog, which serves https. */
  blogUrl: httpsUrl,
  assistant: z.strictObject({
    questions: z.array(text).length(7, "must list exactly seven preset questions"),
  }),
  /**
   * Where Core Web Vitals are sent; empty logs them to the console. https: a beacon from an
   * https page to http is blocked as mixed content, and its origin goes into the page policy.
   */
  vitalsBeaconUrl: z
    .string()
    .trim()
    .default("")
    .refine((value) => value === "" || isHttpsUrl(value), "must be empty or an https address"),
  subscribe: z.strictObject({
    /**
     * https: the form posts the visitor's e-mail address, which http would send in clear
     * (browsers warn before such a form); its origin also goes into the page policy.
     */
    action: httpsUrl,
    blogId: text,
    source: text,
    subType: text,
    redirectFragment: text,
    nonce: text,
  }),
  /** The site's colours and faces (app/catalogue/theme.ts); absent, the sample's look. */
  theme: themeSchema,
});
export type Site = z.infer<typeof siteSchema>;

type WithDescription<T> = Omit<T, "body"> & { description: Block[] };
export type Series = WithDescription<z.infer<typeof seriesFrontmatter>>;
export type Book = WithDescription<z.infer<typeof bookFrontmatter>>;
export type NewsItem = WithDescription<z.infer<typeof newsFrontmatter>>;
export type Praise = Book["praise"][number];
export type OtherStore = keyof Book["stores"];

/** A sample chapter of a book. */
export type Sample = { bookId: string; title: string; text: Block[] };

export type Catalogue = {
  site: Site;
  categories: Category[];
  series: Series[];
  books: Book[];
  news: NewsItem[];
  samples: Sample[];
};
