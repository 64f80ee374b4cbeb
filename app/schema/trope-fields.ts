import { z } from "zod";
import { HEAT_SCALE, type HeatLevel, heatOf, tropeSlug } from "../content/tropes.ts";
import { didYouMean, fieldMessage, fieldName, shown } from "./content-messages.ts";
import { expecting, text } from "./schema-fields.ts";

/**
 * A book's `tropes:` and `heat:` (app/content/tropes.ts), as the schema reads them, and the check across
 * books that two spellings of a trope do not share one page.
 */

/** Longer than this is a sentence, not a trope a reader would pick from a list. */
const TROPE_LENGTH = 40;

const TROPE_RULE = "write a trope in a few words, such as found family";

/**
 * What is wrong with a trope as written, if anything, as the rest of its message. Its page's
 * address is made of its letters and digits, in any script (app/content/tropes.ts), so it needs
 * one; a semicolon separates tropes in the catalogue sheet's cells (tools/catalogue-sheet/), so
 * one inside a trope would split it there.
 */
function tropeProblem(trope: string): string | undefined {
  if (trope.includes(";")) {
    return "a semicolon separates tropes in the catalogue sheet, so a trope cannot hold one: write it without, or as two tropes";
  }
  if (trope.length > TROPE_LENGTH) {
    return `a trope is at most ${TROPE_LENGTH} characters (this one is ${trope.length}): ${TROPE_RULE}`;
  }
  return tropeSlug(trope) === "" ? TROPE_RULE : undefined;
}

/**
 * The book's tropes in its readers' words. Each needs a letter or a digit, of any script (its
 * page's address is made of them), no semicolon and at most TROPE_LENGTH characters, and a book
 * names each once: two spellings of one trope in one book (`found family`, `Found Family`) would
 * list it twice.
 */
export const tropesField = z
  .array(text({ expected: TROPE_RULE }), {
    error: expecting("list the book's tropes, such as [found family, enemies to lovers]"),
  })
  .default([])
  .superRefine((tropes, ctx) => {
    const first = new Map<string, number>();
    tropes.forEach((trope, index) => {
      const path = ["tropes", index];
      const problem = tropeProblem(trope);
      if (problem !== undefined) {
        ctx.addIssue({
          code: "custom",
          path: [index],
          input: trope,
          message: fieldMessage(path, trope, problem),
        });
        return;
      }
      const slug = tropeSlug(trope);
      const earlier = first.get(slug);
      if (earlier === undefined) {
        first.set(slug, index);
        return;
      }
      ctx.addIssue({
        code: "custom",
        path: [index],
        input: trope,
        message: `${fieldName(path)} is ${shown(trope)}, the same trope as item ${earlier + 1} (${shown(tropes[earlier])}): list each trope once`,
      });
    });
  });

/** The scale as a message lists it: `1 closed door, 2 fade to black, ...`. */
const SCALE_IN_WORDS = HEAT_SCALE.map(({ level, label }) => `${level} ${label.toLowerCase()}`);
const LEVELS = HEAT_SCALE.map(({ level }) => level);
const LEVEL_RULE = `a level from ${LEVELS[0]} to ${LEVELS.at(-1)} (${SCALE_IN_WORDS.join(", ")}; the /tropes page explains each), or leave heat out for a book that is not a romance`;

/**
 * The level a text names: its number (`heat: "2"`, quoted as a spreadsheet or a YAML habit
 * writes it) or its label in any case (`heat: open door` is 3).
 */
const levelOfText = (text: string) =>
  /^\d+$/.test(text.trim())
    ? Number(text.trim())
    : HEAT_SCALE.find((heat) => heat.label.toLowerCase() === text.trim().toLowerCase())?.level;

/**
 * A romance's heat: a level of the scale by its number (`heat: 2`, or `heat: "2"`) or its label
 * (`heat: fade to black`), read as the number. Anything else names the field, what was written
 * and the scale.
 */
export const heatField = z
  .union([z.number(), z.string()], { error: expecting(`write the book's heat, ${LEVEL_RULE}`) })
  .transform((value, ctx): HeatLevel => {
    const level = typeof value === "number" ? value : levelOfText(value);
    const heat = level === undefined ? undefined : heatOf(level);
    if (heat) return heat.level;
    const guess =
      typeof value === "string"
        ? didYouMean(
            value,
            HEAT_SCALE.map(({ label }) => label.toLowerCase()),
          )
        : "";
    ctx.addIssue({
      code: "custom",
      input: value,
      message: `heat is ${shown(value)}, which is off the site's heat scale${guess === "" ? "" : ` (${guess})`}: write ${LEVEL_RULE}`,
    });
    return z.NEVER;
  });

/** A trope written two ways that would share one page, for the build's message. */
export type TropeIssue = { file: string; path: (string | number)[]; message: string };

/**
 * Two books that spell one trope differently share its page (`/tropes/{slug}`). Spellings apart
 * only in case (`Found Family`, `found family`) are one trope: the page takes the spelling most
 * books use. Spellings that differ otherwise yet make the same address (`enemies to lovers`,
 * `enemies-to-lovers`, `Enemies & Lovers`, `enemies and lovers`) are ambiguous, since the page
 * could show either: each book after the first to use a spelling is told which spelling the
 * first book wrote, to write it one way.
 */
export function tropeSpellingIssues(
  books: readonly { file: string; tropes: readonly string[] }[],
): TropeIssue[] {
  const first = new Map<string, { file: string; spelling: string }>();
  const issues: TropeIssue[] = [];
  for (const { file, tropes } of books) {
    tropes.forEach((trope, index) => {
      const slug = tropeSlug(trope);
      const seen = first.get(slug);
      if (!seen) {
        first.set(slug, { file, spelling: trope });
        return;
      }
      if (seen.spelling.toLowerCase() === trope.toLowerCase()) return;
      const path = ["tropes", index];
      issues.push({
        file,
        path,
        message: `${fieldName(path)} is ${shown(trope)}, but ${seen.file} writes ${shown(seen.spelling)}, and both would be the page /tropes/${slug}: write the trope one way in every book (letter case aside)`,
      });
    });
  }
  return issues;
}
