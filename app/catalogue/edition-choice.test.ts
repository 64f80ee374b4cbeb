// Which fragments of a book page's address the format picker answers: only those that name one
// of the page's editions. Any other is the browser's, the skip link's `#main` first of all.
// (The slugs themselves, and the links, are tested in ./edition-links.test.ts.)
import { expect, test } from "vitest";
import type { Edition } from "../schema/editions.ts";
import { editionFromSlug, openingEdition } from "./edition-choice.ts";

const of = (format: Edition["format"], language: string | null = null) => ({ format, language });
const EDITIONS = [of("hardcover"), of("ebook", "es"), of("ebook"), of("audiobook")];

test("a fragment that names none of the page's editions is no edition", () => {
  for (const hash of ["#main", "#about", "#hardback", "#paperback", "#ebook-de", "#", ""]) {
    expect(editionFromSlug(hash, EDITIONS), hash).toBeNull();
  }
  // Malformed: an escape cut short, and text that only starts like a slug.
  expect(editionFromSlug("#%E0%A4%A", EDITIONS)).toBeNull();
  expect(editionFromSlug("#audiobook-2", EDITIONS)).toBeNull();
  expect(editionFromSlug("#audiobook ", EDITIONS)).toBeNull();
});

test("a fragment that names an edition is that edition, in any case", () => {
  expect(editionFromSlug("#audiobook", EDITIONS)).toBe(3);
  expect(editionFromSlug("#EBOOK-ES", EDITIONS)).toBe(1);
});

test("the page opens as without its fragment when the fragment names no edition", () => {
  expect(openingEdition(EDITIONS, { hash: "#main", remembered: "audiobook" })).toBe(3);
  expect(openingEdition(EDITIONS, { hash: "#main", remembered: "ebook" })).toBe(2);
  expect(openingEdition(EDITIONS, { hash: "#%E0%A4%A", remembered: null })).toBe(0);
  expect(openingEdition(EDITIONS, { hash: "#ebook-es", remembered: "audiobook" })).toBe(1);
});
