/**
 * Tropes and heat, in the reader's words: a book's tropes (`found family`, `enemies to lovers`)
 * as its author writes them, each with a page at its slug (`/tropes/found-family`), and a
 * romance's heat on the site's own scale. This module imports nothing, so that a page's script
 * (the home page's trope filter) can take the slug without the schema.
 */

/**
 * A trope's address: its words in lowercase, in any script, apostrophes left out and every
 * other run of signs a hyphen (`Enemies to Lovers` and `enemies to lovers` are one trope,
 * `enemies-to-lovers`; `Writer's block` is `writers-block`; `Любовь и war` is `любовь-и-war`).
 * A Latin letter drops its accents (`Café` is `cafe`); a letter of another script keeps its
 * marks, which are part of it (Russian й, Devanagari's vowel signs). A slug slugs to itself.
 */
export function tropeSlug(trope: string): string {
  return trope
    .normalize("NFKD")
    .replace(/(\p{L}?)\p{M}+/gu, (marked, letter: string) =>
      letter === "" || /\p{Script=Latin}/u.test(letter) ? letter : marked,
    )
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .normalize("NFC");
}

/**
 * The heat scale the site defines and explains (on /tropes): how much of a romance's intimacy is
 * on the page, from closed door to explicit. A book's `heat:` is one of these levels, by its
 * number or its English label (`heat: open door`), which the editor shows with its explanation;
 * the site says both in its own language (heat-words.ts).
 */
export const HEAT_SCALE = [
  {
    level: 1,
    label: "Closed door",
    explanation: "No sex on the page: kisses at most, and the door closes on anything more.",
  },
  {
    level: 2,
    label: "Fade to black",
    explanation: "Desire and intimacy on the page, but the scene cuts away before sex.",
  },
  {
    level: 3,
    label: "Open door",
    explanation: "Sex on the page, written warmly and without graphic detail.",
  },
  {
    level: 4,
    label: "Steamy",
    explanation: "Several open-door scenes, in frank language.",
  },
  {
    level: 5,
    label: "Explicit",
    explanation: "Frequent, graphic sex scenes: for adult readers.",
  },
] as const;
export type HeatLevel = (typeof HEAT_SCALE)[number]["level"];
export type Heat = (typeof HEAT_SCALE)[number];

/** The level of the scale a book's `heat:` names, if any. */
export function heatOf(level: number): Heat | undefined {
  return HEAT_SCALE.find((heat) => heat.level === level);
}
