import { z } from "zod";
import { parseIsoDay, parseLongDate } from "./dates.ts";
import type { Block } from "./markdown.ts";
import { BOX_SET } from "./queries.ts";

/** Schemas for the files under `content/`. Each one types and validates a single file. */

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase letters and digits joined by hyphens");
const text = z.string().trim().min(1, "must not be empty");
/** YAML reads `1942` or an ISBN as a number; where text is meant, a number is taken as text. */
const word = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().min(1, "must not be empty"));
const optionalId = z.string().trim().default("");
const url = z.url({ protocol: /^https?$/, error: "must be an http(s) address" });

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

/** A trailer is a video id (played embedded) or a full http(s) link (opened in a new tab). */
const trailerUrl = z
  .string()
  .trim()
  .default("")
  .refine(
    (value) => value === "" || /^[\w-]{6,20}$/.test(value) || URL.canParse(value),
    "must be a video id or a full http(s) link",
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
  seriesNum: z
    .number({ error: "must be a number" })
    .refine(
      (n) => n === BOX_SET || (Number.isInteger(n) && n > 0),
      `must be a positive whole number, or ${BOX_SET} for a box set or complete edition`,
    )
    .default(BOX_SET),
  audioId: optionalId,
  related: z.array(slug).default([]),
  hidden: z.boolean().default(false),
  amazonId: optionalId,
  pubDate: longDate,
  goodreadsId: optionalId,
  trailerUrl,
  keywords: z.array(word).default([]),
  isbn: word
    .pipe(
      z
        .string()
        .regex(/^(?:97[89]\d{10}|\d{9}[\dX])$/, "must be an ISBN-10 or ISBN-13 without hyphens"),
    )
    .optional(),
  aliases: z
    .array(z.string().regex(/^\/[a-z0-9-]+$/, "must be a path such as /tyrant"))
    .default([]),
});

export const newsFrontmatter = z.strictObject({
  id: slug,
  title: text,
  categories: z.array(slug).default([]),
  genres: z.array(genreSchema).default([]),
  series: z.array(slug).default([]),
  related: z.array(slug).default([]),
  amazonId: optionalId,
  pubDate: isoDate,
  keywords: z.array(word).default([]),
  contentUrl: url,
});

const linkPattern = z
  .string()
  .refine(
    (value) => value.includes("{id}") && URL.canParse(value.replace("{id}", "x")),
    "must be an http(s) address containing {id}",
  );

export const siteSchema = z.strictObject({
  url: url,
  author: z.strictObject({
    name: text,
    initials: text,
    surname: text,
    tagline: text,
    bio: text,
    portrait: z.string().startsWith("/assets/author/"),
  }),
  intro: z.strictObject({ heading: text, text: text }),
  social: z
    .array(z.strictObject({ network: text, label: text, url }))
    .min(1, "must list at least one profile"),
  links: z.strictObject({ retail: linkPattern, audiobook: linkPattern, review: linkPattern }),
  blogUrl: url,
  assistant: z.strictObject({
    questions: z.array(text).length(7, "must list exactly seven preset questions"),
  }),
  /** Where Core Web Vitals are sent; empty logs them to the console. */
  vitalsBeaconUrl: z.union([z.literal(""), url]).default(""),
  subscribe: z.strictObject({
    action: url,
    blogId: text,
    source: text,
    subType: text,
    redirectFragment: text,
    nonce: text,
  }),
});
export type Site = z.infer<typeof siteSchema>;

type WithDescription<T> = Omit<T, "body"> & { description: Block[] };
export type Series = WithDescription<z.infer<typeof seriesFrontmatter>>;
export type Book = WithDescription<z.infer<typeof bookFrontmatter>>;
export type NewsItem = WithDescription<z.infer<typeof newsFrontmatter>>;

export type Catalogue = {
  site: Site;
  categories: Category[];
  series: Series[];
  books: Book[];
  news: NewsItem[];
};
