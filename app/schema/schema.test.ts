import { expect, test } from "vitest";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import { SITE_YAML } from "./fixtures.test-helper.ts";
import {
  bookFrontmatter,
  categorySchema,
  newsFrontmatter,
  seriesFrontmatter,
  siteSchema,
} from "./schema.ts";

/** The fields a schema refuses in `data`, as dotted paths; empty when it is accepted. */
function refused(schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
}

/** The test site configuration with one `key: value` line given another value. */
function siteWith(line: string, value: string): unknown {
  expect(SITE_YAML).toContain(line);
  const [key] = line.split(":");
  return parseYaml(SITE_YAML.replace(line, `${key}: ${JSON.stringify(value)}`));
}

/** Checks each of `values`, written on `line` of the site configuration, is refused at `field` alone. */
function expectSiteRefuses(line: string, values: readonly string[], field: string) {
  for (const value of values) {
    expect(refused(siteSchema, siteWith(line, value)), `${field}: ${value}`).toEqual([field]);
  }
}

const book = (fields: Record<string, unknown>) => ({
  id: "one",
  title: "One",
  genres: ["fiction"],
  pubDate: "January 5, 2020",
  ...fields,
});
const series = (fields: Record<string, unknown>) => ({
  id: "saga",
  key: "sagakey",
  title: "Saga",
  genres: ["fiction"],
  ...fields,
});
const news = (fields: Record<string, unknown>) => ({
  id: "hello",
  title: "Hello",
  pubDate: "2025-02-09",
  contentUrl: "https://blog.example/hello",
  ...fields,
});

/** Addresses no link may take: other schemes in any case, no scheme, and plain http. */
const NOT_HTTPS = [
  "javascript:alert(1)",
  "JAVASCRIPT:alert(1)",
  " javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "//evil.example/x",
  "http://example.com/x",
  "https:evil.example",
  "https://exa mple.com",
  "/relative/path",
];

/** Ids no id, key or reference may be: they would leave a path segment or need escaping. */
const NOT_SLUGS = [
  "has space",
  "Upper",
  "UPPER",
  "../up",
  "a/b",
  'quo"te',
  "it's",
  "<b>",
  "-x",
  "",
];

test("every address in the site configuration must be https", () => {
  const fields = {
    url: "url: https://example.com",
    "social.0.url": "url: https://x.com/test",
    blogUrl: "blogUrl: https://blog.example",
    "subscribe.action": "action: https://subscribe.example",
  };
  for (const [path, line] of Object.entries(fields)) {
    expect(refused(siteSchema, siteWith(line, "https://ok.example/page")), path).toEqual([]);
    expectSiteRefuses(line, NOT_HTTPS, path);
  }
});

test("the vitals beacon is empty or https", () => {
  const withBeacon = (value: string) =>
    parseYaml(`${SITE_YAML}vitalsBeaconUrl: ${JSON.stringify(value)}\n`);
  expect(refused(siteSchema, withBeacon(""))).toEqual([]);
  expect(refused(siteSchema, withBeacon("https://vitals.example/beacon"))).toEqual([]);
  for (const bad of NOT_HTTPS) {
    expect(refused(siteSchema, withBeacon(bad)), bad).toEqual(["vitalsBeaconUrl"]);
  }
});

test("a store link pattern, filled in, is an https page on the pattern's own host", () => {
  const line = "retail: https://shop.example/dp/{id}";
  expect(refused(siteSchema, siteWith(line, "https://www.amazon.com/dp/{id}"))).toEqual([]);
  expect(refused(siteSchema, siteWith(line, "https://shop.example/?book={id}&x=1"))).toEqual([]);
  const bad = [
    ...NOT_HTTPS.map((address) => `${address}/{id}`),
    "javascript:alert('{id}')",
    "https://shop.example/dp/",
    "https://shop.example/{id}/{id}",
    "https://{id}.evil.example/",
    "https://shop.example{id}",
    "https://{id}",
  ];
  expectSiteRefuses(line, bad, "links.retail");
  const audiobook = "audiobook: https://audio.example/pd/{id}";
  const review = "review: https://reviews.example/book/show/{id}";
  expect(refused(siteSchema, siteWith(audiobook, "javascript:{id}"))).toEqual(["links.audiobook"]);
  expect(refused(siteSchema, siteWith(review, "http://r.example/{id}"))).toEqual(["links.review"]);
});

test("a trailer is empty, a video id or an https link, for books and series", () => {
  for (const good of ["", "nkaDoNtrl01", "abc_DEF-12", "https://vimeo.com/912345678"]) {
    expect(refused(bookFrontmatter, book({ trailerUrl: good })), good).toEqual([]);
    expect(refused(seriesFrontmatter, series({ trailerUrl: good })), good).toEqual([]);
  }
  for (const bad of [...NOT_HTTPS, "nka DoN trl", "<script>", "abc", "a".repeat(21)]) {
    expect(refused(bookFrontmatter, book({ trailerUrl: bad })), bad).toEqual(["trailerUrl"]);
    expect(refused(seriesFrontmatter, series({ trailerUrl: bad })), bad).toEqual(["trailerUrl"]);
  }
});

test("a news item's link must be https", () => {
  expect(refused(newsFrontmatter, news({}))).toEqual([]);
  for (const bad of NOT_HTTPS) {
    expect(refused(newsFrontmatter, news({ contentUrl: bad })), bad).toEqual(["contentUrl"]);
  }
});

test("store ids are letters and digits joined by single - _ or .; audioId may be an https link", () => {
  const good = {
    amazonId: "B0FNKA9001",
    goodreadsId: "38765412-liberty-s-lamp",
    audioId: "B0_1.x",
  };
  expect(refused(bookFrontmatter, book(good))).toEqual([]);
  expect(refused(bookFrontmatter, book({ audioId: "https://books.example/a/id1" }))).toEqual([]);
  const bad = ["../admin", "..", "a/b", "a b", "a..b", "x?y=1", "a#b", "<b>", ...NOT_HTTPS];
  for (const field of ["amazonId", "goodreadsId", "audioId"]) {
    for (const value of bad) {
      expect(refused(bookFrontmatter, book({ [field]: value })), `${field}: ${value}`).toEqual([
        field,
      ]);
    }
  }
  expect(refused(newsFrontmatter, news({ amazonId: "../x" }))).toEqual(["amazonId"]);
});

test("ids, keys and the ids they refer to are lowercase letters and digits joined by hyphens", () => {
  expect(refused(seriesFrontmatter, series({ id: "saga", key: "sagakey" }))).toEqual([]);
  expect(refused(bookFrontmatter, book({ id: "the-first-watch", related: ["a1"] }))).toEqual([]);
  for (const bad of NOT_SLUGS) {
    expect(refused(bookFrontmatter, book({ id: bad })), bad).toEqual(["id"]);
    expect(refused(seriesFrontmatter, series({ id: bad })), bad).toEqual(["id"]);
    expect(refused(seriesFrontmatter, series({ key: bad })), bad).toEqual(["key"]);
    expect(refused(newsFrontmatter, news({ id: bad })), bad).toEqual(["id"]);
    expect(refused(categorySchema, { key: bad, label: "Label" }), bad).toEqual(["key"]);
    for (const field of ["series", "related", "categories"]) {
      expect(refused(bookFrontmatter, book({ [field]: [bad] })), bad).toEqual([`${field}.0`]);
      expect(refused(newsFrontmatter, news({ [field]: [bad] })), bad).toEqual([`${field}.0`]);
    }
  }
});

test("an alias is a slash and one segment of lowercase letters and digits joined by hyphens", () => {
  expect(refused(bookFrontmatter, book({ aliases: ["/short-path", "/day-2"] }))).toEqual([]);
  const bad = [
    "short-path",
    "/Short-path",
    "//evil.example",
    "/../x",
    "/a/b",
    "/a b",
    "/<x>",
    "/-x",
    "/",
  ];
  for (const alias of [...bad, ...NOT_HTTPS]) {
    expect(refused(bookFrontmatter, book({ aliases: [alias] })), alias).toEqual(["aliases.0"]);
  }
});

test("the portrait is an image file under /assets/author/ with safe characters", () => {
  const line = "portrait: /assets/author/me.jpg";
  for (const good of ["/assets/author/nathan-k-ashford.jpg", "/assets/author/me_2.png"]) {
    expect(refused(siteSchema, siteWith(line, good)), good).toEqual([]);
  }
  const bad = [
    "/assets/author/../../../etc/passwd.jpg",
    "/assets/author/../books/x.jpg",
    "/assets/author/a b.jpg",
    '/assets/author/a".jpg',
    "/assets/author/<x>.jpg",
    "/assets/author/Me.JPG",
    "/assets/author/me.svg",
    "/assets/author/sub/me.jpg",
    "/assets/books/me.jpg",
    "assets/author/me.jpg",
    "https://evil.example/assets/author/me.jpg",
    "javascript:alert(1)",
  ];
  expectSiteRefuses(line, bad, "author.portrait");
});
