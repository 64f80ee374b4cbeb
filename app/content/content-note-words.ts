import * as says from "~messages/notes";
import type { ContentNote, ContentNoteTerm } from "./content-notes.ts";

/**
 * The content notes' words in the site's language: each term's label, as a book's notes name
 * it, and what it covers, as /content-notes explains it. Apart from content-notes.ts, whose
 * terms the schema checks a book's notes against in plain Node, where no module of messages
 * resolves. In the vocabulary's order.
 */
const TERM_WORDS: Record<ContentNoteTerm, { label: () => string; explained: () => string }> = {
  violence: { label: says.violence, explained: says.violence_explained },
  war: { label: says.war, explained: says.war_explained },
  torture: { label: says.torture, explained: says.torture_explained },
  death: { label: says.death, explained: says.death_explained },
  grief: { label: says.grief, explained: says.grief_explained },
  suicide: { label: says.suicide, explained: says.suicide_explained },
  "self-harm": { label: says.self_harm, explained: says.self_harm_explained },
  "sexual-assault": { label: says.sexual_assault, explained: says.sexual_assault_explained },
  "child-abuse": { label: says.child_abuse, explained: says.child_abuse_explained },
  "substance-abuse": { label: says.substance_abuse, explained: says.substance_abuse_explained },
  illness: { label: says.illness, explained: says.illness_explained },
  "animal-death": { label: says.animal_death, explained: says.animal_death_explained },
  racism: { label: says.racism, explained: says.racism_explained },
  "religious-persecution": {
    label: says.religious_persecution,
    explained: says.religious_persecution_explained,
  },
  "explicit-sex": { label: says.explicit_sex, explained: says.explicit_sex_explained },
  "strong-language": { label: says.strong_language, explained: says.strong_language_explained },
};

/** A term's label: `Violence`. */
export const termLabel = (term: ContentNoteTerm): string => TERM_WORDS[term].label();

/** A note as a page shows it: the term's label, and the author's words, either or both. */
export function shownNote(note: ContentNote): { label: string | null; note: string | null } {
  return { label: note.term === null ? null : termLabel(note.term), note: note.note };
}

/** Every term of the vocabulary, in its order, with what it covers. */
export function explainedTerms(): { label: string; explained: string }[] {
  return Object.values(TERM_WORDS).map((words) => ({
    label: words.label(),
    explained: words.explained(),
  }));
}
