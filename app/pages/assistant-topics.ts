import * as says from "~messages/assistant";
import type { ContentNoteTerm } from "../content/content-notes.ts";
import { SITE_LANGUAGE } from "../i18n/formats.ts";
import type { AssistantData, Topic } from "./assistant.ts";

/**
 * What a visitor's message asks the book assistant (./assistant.ts): a title, an author, or a
 * topic by its words. The words are the site's language's (messages `assistant_words_*`, each
 * a list: "buy, buying, purchase"), matched whole, the message and the words folded alike.
 */

/** Apostrophes, and Hebrew's geresh, which a word keeps inside it: "Jacob’s", "צ׳יפס". */
const APOSTROPHES = /['’‘`׳]/g;

/** The languages whose apostrophe elides a word ("l’auteur", "qu’est-ce"): there it parts two. */
const ELIDING = new Set(["fr", "it", "ca"]);

/**
 * Lowercase words without punctuation or accents, so "Jacob’s" finds "jacobs" and "Hörbuch"
 * "horbuch"; in French, "l’auteur" is "l auteur". Lowercased as the language does it.
 */
export function normalize(text: string, language = SITE_LANGUAGE): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLocaleLowerCase(language)
    .replace(APOSTROPHES, ELIDING.has(language.split("-")[0] ?? "") ? " " : "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** A message's list of words and phrases, comma-separated, each folded as a question is. */
const wordsOf = (list: string): string[] =>
  list
    .split(",")
    .map((word) => normalize(word))
    .filter((word) => word !== "");

/** Whether folded text holds one of the words, whole ("order", not "border"). */
const mentions = (text: string, words: readonly string[]): boolean =>
  words.some((word) => ` ${text} `.includes(` ${word} `));

/** The words a title may begin with and be asked without: "the", "a", "an". */
const ARTICLES = wordsOf(says.words_articles());

/** The ways a visitor may write a title: whole, without a leading article, before a colon. */
function titleForms(title: string): string[] {
  const forms = new Set<string>();
  for (const variant of [title, title.split(/[:,]/)[0] ?? title]) {
    const full = normalize(variant);
    forms.add(full);
    const article = ARTICLES.find((word) => full.startsWith(`${word} `));
    forms.add(article ? full.slice(article.length + 1) : full);
  }
  return [...forms].filter((form) => form.length >= 4);
}

/**
 * The message's words without the titles it names, longest first, so that a title's own words
 * ("The War Within", "Blood Moon") are not read as the question's.
 */
export function withoutTitles(message: string, books: AssistantData["books"]): string {
  let text = ` ${normalize(message)} `;
  const forms = books.flatMap((book) => titleForms(book.title)).sort((a, b) => b.length - a.length);
  for (const form of forms) {
    while (text.includes(` ${form} `)) text = text.replace(` ${form} `, " ");
  }
  return text.trim();
}

/** The book whose title the message names; the longest match wins. */
export function findTitle(message: string, books: AssistantData["books"]) {
  const text = ` ${normalize(message)} `;
  let best: { book: AssistantData["books"][number]; length: number } | null = null;
  for (const book of books) {
    for (const form of titleForms(book.title)) {
      if (text.includes(` ${form} `) && form.length > (best?.length ?? 0))
        best = { book, length: form.length };
    }
  }
  return best?.book ?? null;
}

/**
 * The author a message names, on a site of several: by their whole name, or by their surname
 * where no other author has it ("What else has Quinn written?").
 */
export function findAuthor(message: string, authors: AssistantData["authors"]) {
  const text = ` ${normalize(message)} `;
  const surname = (name: string) => normalize(name).split(" ").at(-1) ?? "";
  const named = (author: AssistantData["authors"][number]) =>
    text.includes(` ${normalize(author.name)} `) ||
    (text.includes(` ${surname(author.name)} `) &&
      authors.filter((other) => surname(other.name) === surname(author.name)).length === 1);
  return authors.find(named) ?? null;
}

/** The topics asked by their words, in the spec's order of precedence. */
const KEYWORD_RULES: { topic: Exclude<Topic, "title" | "fallback">; words: string[] }[] = [
  { topic: "about", words: wordsOf(says.words_about()) },
  // Where a new reader begins: before next and latest, whose words ("new") it shares.
  { topic: "start", words: wordsOf(says.words_start()) },
  { topic: "next", words: wordsOf(says.words_next()) },
  { topic: "latest", words: wordsOf(says.words_latest()) },
  { topic: "social", words: wordsOf(says.words_social()) },
  { topic: "direct", words: wordsOf(says.words_direct()) },
  // A free book, not a DRM-free file or a free sample.
  { topic: "free", words: wordsOf(says.words_free()) },
  { topic: "buy", words: wordsOf(says.words_buy()) },
  { topic: "format", words: wordsOf(says.words_format()) },
  { topic: "review", words: wordsOf(says.words_review()) },
  // Whether a series is finished, and how long it is: after buying, formats and reviews, whose
  // questions may name a series ("Is the series on audio?").
  { topic: "series", words: wordsOf(says.words_series()) },
  { topic: "feedback", words: wordsOf(says.words_feedback()) },
];

/** Which topic a message's words are about, titles aside. */
export const keywordTopic = (message: string): Topic =>
  KEYWORD_RULES.find((rule) => mentions(normalize(message), rule.words))?.topic ?? "fallback";

/** Words that ask about content notes whatever the term, on their own. */
const NOTES_WORDS = wordsOf(says.words_notes());

/**
 * Words that ask whether a book has something: "does it have", "is there", "is it", "any",
 * "contains", "how much". A term's word ("war", "die", "drinking") asks about content notes
 * only up to three words after one of them ("Is there any swearing?", "Is it violent?"), so
 * that "Is there a free sample I can read while drinking coffee?" asks about no note.
 */
const HAS_WORDS = wordsOf(says.words_has());

/** Words that ask about content notes as a term's word does ("Any triggers?"). */
const TRIGGER_WORDS = wordsOf(says.words_triggers());

/**
 * Words that ask how much sex a romance shows, which its heat answers ("Is it steamy?", "How
 * spicy is it?", "Is it closed door?"); some are words of the explicit sex note too.
 */
const HEAT_WORDS = wordsOf(says.words_heat());

/** Words that ask who wrote a book. */
const WHO_WROTE = wordsOf(says.words_who_wrote());

/** The words and labels a term may be asked by, normalized. */
const termWords = ({ label, words }: AssistantData["contentNotes"]["terms"][number]) =>
  [label, ...words].map((word) => normalize(word));

/** The terms of the content notes a message names, by their words or labels. */
export function askedNoteTerms(message: string, data: AssistantData): string[] {
  const words = normalize(message);
  return data.contentNotes.terms
    .filter((term) => mentions(words, termWords(term)))
    .map(({ term }) => term);
}

/**
 * Whether a message asks about content notes: by those words, or by asking whether there is
 * something a term names ("triggers" included) shortly after a word of HAS_WORDS. Folded
 * words hold only letters, digits and spaces: none needs escaping in a pattern.
 */
export function asksAboutNotes(message: string, data: AssistantData): boolean {
  const text = normalize(message);
  if (mentions(text, NOTES_WORDS)) return true;
  const asked = [...TRIGGER_WORDS, ...data.contentNotes.terms.flatMap(termWords)];
  if (asked.length === 0 || HAS_WORDS.length === 0) return false;
  const has = HAS_WORDS.join("|");
  return new RegExp(`(?:^| )(?:${has})(?: [^ ]+){0,3} (?:${asked.join("|")})(?= |$)`, "u").test(
    text,
  );
}

const SEX_TERM: ContentNoteTerm = "explicit-sex";

/** Whether a message says a word of HEAT_WORDS. */
export const saysHeatWords = (message: string) => mentions(normalize(message), HEAT_WORDS);

/**
 * Whether a message asks a book's heat: by a word of HEAT_WORDS, asking about no content note
 * but explicit sex ("Is there sex and violence in it?" is for the notes).
 */
export const asksAboutHeat = (message: string, data: AssistantData) =>
  saysHeatWords(message) && askedNoteTerms(message, data).every((term) => term === SEX_TERM);

/** Whether a message asks who wrote a book. */
export const asksWhoWrote = (message: string) => mentions(normalize(message), WHO_WROTE);

/**
 * Which topic a message is about, in the spec's order of precedence. A term of the content
 * notes ("war", "death") may be part of another question ("Is the war series finished?"), so
 * alone it counts only when no other rule does.
 */
export function topicOf(message: string, data: AssistantData): Topic {
  if (findTitle(message, data.books)) return "title";
  if (findAuthor(message, data.authors)) return "author";
  if (mentions(normalize(message), NOTES_WORDS)) return "notes";
  const topic = keywordTopic(message);
  return topic === "fallback" && asksAboutNotes(message, data) ? "notes" : topic;
}
