import * as says from "~messages/assistant";
import { paths } from "../content/paths.ts";
import { SITE_LANGUAGE } from "../i18n/formats.ts";
import type { ReplyPart } from "./assistant.ts";

/**
 * The pieces the book assistant's replies are made of (./assistant.ts): text and links, put
 * into the site's language's sentences, and its lists. Made in the browser as a visitor asks,
 * so without Intl (its first use costs a phone a long task): the lists' words are messages.
 */

export const text = (value: string): ReplyPart => ({ kind: "text", text: value });
export const link = (label: string, href: string, external = false): ReplyPart => ({
  kind: "link",
  text: label,
  href,
  external,
});
export const bookLink = (book: { id: string; title: string }) =>
  link(book.title, paths.book(book.id));
export const seriesLink = (series: { key: string; title: string }) =>
  link(series.title, paths.series(series.key));
export const externalLink = (label: string, href: string) => link(label, href, true);

/** Where a slot's parts go in a message's text: characters no message or title holds. */
const SLOT = /\u{F8F0}(\d+)\u{F8F1}/u;

/**
 * A message with parts in it, wherever its language puts them: `say` calls the message, giving
 * each placeholder that holds parts (a link, a list of links) `slot(parts)`.
 *
 *     withParts((slot) => says.book_sold({ title: slot(bookLink(book)), ways }))
 */
export function withParts(
  say: (slot: (parts: ReplyPart | ReplyPart[]) => string) => string,
): ReplyPart[] {
  const slots: ReplyPart[][] = [];
  const said = say((parts) => {
    slots.push([parts].flat());
    return `\u{F8F0}${slots.length - 1}\u{F8F1}`;
  });
  return said
    .split(SLOT)
    .flatMap((piece, index) =>
      index % 2 === 1 ? (slots[Number(piece)] ?? []) : piece === "" ? [] : [text(piece)],
    );
}

/** Sentences one after the other, a space between them. */
export const sentences = (...said: string[]): string => said.filter(Boolean).join(" ");

/**
 * "And" before an item. Where the word joins the next (Hebrew's ו), a hyphen comes between it
 * and a Latin word or a number: "ו-Kobo", as `list_and_latin` says ("" elsewhere).
 */
const andBefore = (and: string, next: string) =>
  /^[\p{Script=Latin}\p{N}]/u.test(next) ? `${and}${says.list_and_latin()}` : and;

/** Words in a list: "a", "a and b", "a, b and c"; with `or`, "a, b or c". */
export function wordsList(words: string[], type: "and" | "or" = "and"): string {
  const last = words.at(-1) ?? "";
  const before = type === "and" ? andBefore(says.list_and(), last) : says.list_or();
  return words.length <= 1 ? last : `${words.slice(0, -1).join(says.list_comma())}${before}${last}`;
}

/** Items of parts in a list, as a sentence names links: "A and B", "A, B, and C". */
export function listParts(items: ReplyPart[][]): ReplyPart[] {
  return items.flatMap((item, index) => {
    if (index === 0) return item;
    const last = index === items.length - 1;
    const and = items.length > 2 ? says.list_comma_and() : says.list_and();
    const between = last ? andBefore(and, item[0]?.text ?? "") : says.list_comma();
    return [text(between), ...item];
  });
}

/** The languages that write a noun with its capital inside a sentence: German's "Gewalt". */
const CAPITALIZED_NOUNS = new Set(["de", "lb"]);

/**
 * A label inside a sentence: its first letter lowercase ("Violence": "violence"), or all of
 * it (`whole`); as it is in a language whose nouns keep their capital.
 */
export function midSentence(label: string, whole = false, language = SITE_LANGUAGE): string {
  if (CAPITALIZED_NOUNS.has(language.split("-")[0] ?? "")) return label;
  return whole
    ? label.toLocaleLowerCase(language)
    : label.replace(/^\p{L}/u, (first) => first.toLocaleLowerCase(language));
}

/** Words that begin a sentence: their first letter capital. */
export const sentenceStart = (words: string, language = SITE_LANGUAGE): string =>
  words.replace(/^\p{L}/u, (first) => first.toLocaleUpperCase(language));
