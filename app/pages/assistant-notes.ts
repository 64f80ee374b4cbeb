import * as says from "~messages/assistant";
import * as frame from "~messages/frame";
import { paths } from "../content/paths.ts";
import type { AssistantData, BookData, ReplyPart } from "./assistant.ts";
import {
  bookLink,
  externalLink,
  link,
  listParts,
  midSentence,
  sentenceStart,
  text,
  withParts,
  wordsList,
} from "./assistant-parts.ts";
import { askedNoteTerms } from "./assistant-topics.ts";

/**
 * The book assistant's answers about content notes and a romance's heat (./assistant.ts): what
 * a book lists, which books list what the message asks, and where the notes page is.
 */

/** A note in words: "violence (a raid on the town)", or the author's own words. */
function noteWords({ label, note }: BookData["notes"][number]): string {
  const term = label === null ? null : midSentence(label);
  const words = note?.replace(/[.!]$/, "") ?? null;
  return term === null ? (words ?? "") : words === null ? term : says.note_words({ term, words });
}

/** A book's notes, one after the other: "violence; war (the siege of the town)". */
const notesOf = (book: BookData) => book.notes.map(noteWords).join(says.list_semicolon());

/**
 * A romance's heat, linked to its level on the scale the tropes page explains: "Lantern is
 * level 4 of the heat scale: Steamy."
 */
export function heatAnswer(book: BookData, heat: NonNullable<BookData["heat"]>): ReplyPart[] {
  return withParts((slot) =>
    says.heat({
      title: slot(bookLink(book)),
      level: heat.level,
      scale: slot(link(says.heat_scale(), paths.heat(heat.level))),
      label: heat.label,
    }),
  );
}

/** A sentence that names the content notes page, after an answer about them, where there is one. */
function notesPageParts(
  data: AssistantData,
  sentence: (inputs: { page: string }) => string,
): ReplyPart[] {
  const { href } = data.contentNotes;
  if (href === null) return [];
  return [
    text(" "),
    ...withParts((slot) => sentence({ page: slot(link(frame.content_notes(), href)) })),
  ];
}

/** The labels of terms, lowercase, in a list: "violence, war or abuse". */
function termList(terms: string[], data: AssistantData): string {
  const labels = data.contentNotes.terms
    .filter(({ term }) => terms.includes(term))
    .map(({ label }) => midSentence(label, true));
  return wordsList(labels, "or");
}

/** How to ask the author about a book's content: on the blog, else by the page's foot. */
function askTheAuthor(data: AssistantData): ReplyPart[] {
  const { author, blogUrl } = data;
  return blogUrl
    ? withParts((slot) =>
        says.ask_on_blog({ author, blog: slot(externalLink(says.the_blog(), blogUrl)) }),
      )
    : [text(says.ask_at_foot({ author }))];
}

/**
 * A named book's content notes, all of them, after whether they list what the message asks
 * about; or that it lists none, and how to ask the author.
 */
export function bookNotesAnswer(book: BookData, message: string, data: AssistantData) {
  const asked = askedNoteTerms(message, data);
  const title = bookLink(book);
  if (book.notes.length === 0) {
    return [
      ...withParts((slot) => says.book_no_notes({ title: slot(title) })),
      text(" "),
      ...askTheAuthor(data),
      ...notesPageParts(data, says.notes_page_listing),
    ];
  }
  const listed = book.notes.filter((note) => note.term !== null && asked.includes(note.term));
  const notes = notesOf(book);
  const said = withParts((slot) =>
    asked.length === 0
      ? says.book_notes({ title: slot(title), notes })
      : listed.length > 0
        ? says.book_lists({
            title: slot(title),
            terms: termList(
              asked.filter((term) => listed.some((note) => note.term === term)),
              data,
            ),
            notes,
          })
        : says.book_lists_not({ title: slot(title), terms: termList(asked, data), notes }),
  );
  return [...said, ...notesPageParts(data, says.notes_page_means)];
}

/** Which books list what the message asks about; without a term, where the notes are. */
export function notesAnswer(message: string, data: AssistantData): ReplyPart[] {
  const asked = askedNoteTerms(message, data);
  const books = data.books.filter((book) =>
    book.notes.some((note) => note.term !== null && asked.includes(note.term)),
  );
  if (asked.length > 0 && books.length > 0) {
    return [
      ...withParts((slot) =>
        says.notes_in_books({
          terms: sentenceStart(termList(asked, data)),
          books: slot(listParts(books.map((book) => [bookLink(book)]))),
        }),
      ),
      ...notesPageParts(data, says.notes_page_all),
    ];
  }
  if (data.contentNotes.href === null) return [text(says.no_notes_at_all())];
  return [
    text(
      asked.length > 0
        ? says.no_book_lists({ terms: termList(asked, data) })
        : says.notes_on_pages(),
    ),
    ...notesPageParts(data, says.notes_page_all_means),
  ];
}
