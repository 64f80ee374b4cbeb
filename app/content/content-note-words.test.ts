import { expect, test } from "vitest";
import { explainedTerms, shownNote } from "./content-note-words.ts";

test("a note is shown by its term's label in the site's language, and the author's words", () => {
  expect(shownNote({ term: "self-harm", note: null })).toEqual({ label: "Self-harm", note: null });
  expect(shownNote({ term: "grief", note: "a father, remembered" })).toEqual({
    label: "Grief",
    note: "a father, remembered",
  });
  expect(shownNote({ term: null, note: "A house burns." })).toEqual({
    label: null,
    note: "A house burns.",
  });
});

test("every term of the vocabulary is explained, in its order", () => {
  const terms = explainedTerms();
  expect(terms.map((term) => term.label)).toEqual([
    "Violence",
    "War",
    "Torture",
    "Death of a loved one",
    "Grief",
    "Suicide",
    "Self-harm",
    "Sexual assault",
    "Child abuse",
    "Substance abuse",
    "Serious illness",
    "Animal death",
    "Racism",
    "Religious persecution",
    "Explicit sex",
    "Strong language",
  ]);
  expect(terms[9]).toEqual({
    label: "Substance abuse",
    explained: "Addiction to, or misuse of, alcohol or drugs.",
  });
  for (const { explained } of terms) expect(explained).toMatch(/^[A-Z].{10,90}\.$/);
});
