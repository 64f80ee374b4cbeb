/**
 * What a well-formed value of each kind of content field looks like. This module imports
 * nothing: the schema, the links and the pages all build on it, and it on none of them.
 */

/**
 * Ids and keys of books, series, news and categories. They become paths (`/book/{id}`,
 * `/series/{key}`) and file names (`public/assets/books/{id}.jpg`), so nothing in them may
 * leave a path segment, need escaping in a URL or HTML, or differ only by case.
 */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A store's own id for a book, filled into the store's link pattern: letters and digits
 * joined by single `-`, `_` or `.`, so never a `/`, a `..` or a scheme.
 */
export const STORE_ID = /^[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)*$/;

/** An alias of a book's page: one path segment after the slash, with an id's characters. */
export const ALIAS_PATH = /^\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An ISBN-10 (its last character may be X) or an ISBN-13, without hyphens. */
export const ISBN = /^(?:97[89]\d{10}|\d{9}[\dX])$/;

/** A video id as the player takes it: letters, digits, `_` and `-`, nothing that makes a URL. */
const VIDEO_ID = /^[\w-]{6,20}$/;

/**
 * An absolute https address. The scheme is checked as written, not only as the URL parser
 * reads it, so `javascript:`, `data:`, a scheme-relative `//host` and `https:host` (relative
 * on an https page) are all refused; whitespace and control characters too.
 */
export function isHttpsUrl(value: string): boolean {
  return /^https:\/\/[^\s\p{Cc}]+$/iu.test(value) && URL.canParse(value);
}

/** A trailer given as a plain id plays embedded; a full link opens in a new tab. */
export function isVideoId(value: string): boolean {
  return VIDEO_ID.test(value);
}

/**
 * A store link pattern (`https://shop.example/dp/{id}`): filled in with any id it is an https
 * address on the pattern's own host, so `{id}` comes once, after the host.
 */
export function isLinkPattern(pattern: string): boolean {
  const filled = (id: string) => pattern.replace("{id}", id);
  return (
    pattern.split("{id}").length === 2 &&
    isHttpsUrl(filled("a")) &&
    isHttpsUrl(filled("b")) &&
    new URL(filled("a")).host === new URL(filled("b")).host
  );
}

/**
 * Whether a series number is a place in the reading order: positive, at most two decimals,
 * allowing for binary floating point (8.05 * 100 is 805.0000000000001), as prices do.
 */
export function isSeriesPosition(n: number): boolean {
  return Number.isFinite(n) && n > 0 && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
}

/** An object of fields, as YAML's maps read: not null, not a list. */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
