import { z } from "zod";
import {
  CONTENT_NOTE_TERMS,
  type ContentNote,
  type ContentNoteTerm,
} from "../content/content-notes.ts";
import { didYouMean, fieldMessage, fieldName, nearest, oneOf } from "./content-messages.ts";
import { expecting, words } from "./schema-fields.ts";

/**
 * The `contentNotes:` field of a book (./schema.ts), over the vocabulary of app/content/content-notes.ts.
 */

export const CONTENT_NOTE_TERM_NAMES = Object.keys(CONTENT_NOTE_TERMS) as [
  ContentNoteTerm,
  ...ContentNoteTerm[],
];

const isTerm = (value: string): value is ContentNoteTerm =>
  Object.hasOwn(CONTENT_NOTE_TERMS, value);

const NOTE_RULE =
  "write term: (one of the site's content notes) and, if you wish, note: in your own words; or note: alone for a note of your own";

/**
 * A term of the vocabulary, and the one most likely meant when it is misspelt: a typo is a
 * mistake to fix, never taken for the author's own words (those go in `note:`).
 */
const term = z.string({ error: expecting(NOTE_RULE) }).refine(isTerm, {
  error: (issue) => {
    const written = typeof issue.input === "string" ? issue.input : "";
    const guess = didYouMean(written, CONTENT_NOTE_TERM_NAMES);
    return fieldMessage(
      issue.path ?? [],
      issue.input,
      guess === ""
        ? `write one of ${oneOf(CONTENT_NOTE_TERM_NAMES)}, or put your own words in note: instead`
        : `${guess} (or put your own words in note: instead)`,
    );
  },
});

/**
 * One content note: a term of the vocabulary (`term: war`), the author's words beside it
 * (`note: battles in chapters 3 and 12`), or a note of their own (`note:` alone).
 */
export const contentNoteSchema = z
  .strictObject(
    { term: term.optional(), note: words("the note, in your own words").optional() },
    {
      error: (issue) => {
        const path = issue.path ?? [];
        if (issue.code !== "unrecognized_keys") {
          // A term written alone (`- violence`), as a list of words might be: name the fix.
          const guess = typeof issue.input === "string" ? nearestTerm(issue.input) : undefined;
          return fieldMessage(
            path,
            issue.input,
            guess === undefined ? NOTE_RULE : `write it as term: ${guess}`,
          );
        }
        return issue.keys
          .map((key) => `${key} is not a field of a content note: write term: or note:`)
          .join("; ");
      },
    },
  )
  .refine((note) => note.term !== undefined || note.note !== undefined, {
    error: (issue) => `${fieldName(issue.path ?? [])} has neither term nor note: ${NOTE_RULE}`,
  })
  .transform(
    ({ term, note }): ContentNote => ({
      term: term !== undefined && isTerm(term) ? term : null,
      note: note ?? null,
    }),
  );

/** The term a text names exactly, or most likely means. */
function nearestTerm(written: string): ContentNoteTerm | undefined {
  const guess = isTerm(written) ? written : nearest(written, CONTENT_NOTE_TERM_NAMES);
  return guess !== undefined && isTerm(guess) ? guess : undefined;
}

/** A book's content notes, in the author's order. */
export const contentNotesField = z
  .array(contentNoteSchema, {
    error: expecting("list the book's content notes, each starting with - term: or - note:"),
  })
  .default([]);
