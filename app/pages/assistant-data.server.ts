import * as says from "~messages/assistant";
import { showsAuthors } from "../catalogue/authors.ts";
import { hasContentNotesPage } from "../catalogue/content-notes.ts";
import { editionStoreLinks } from "../catalogue/edition-links.ts";
import { newestFirst, seriesBooks, visibleBooks } from "../catalogue/queries.ts";
import { seriesStatusLine } from "../catalogue/series-status.ts";
import { shownNote, termLabel } from "../content/content-note-words.ts";
import { CONTENT_NOTE_TERMS, type ContentNoteTerm } from "../content/content-notes.ts";
import { heatLabel } from "../content/heat-words.ts";
import { plainText } from "../content/markdown.ts";
import { paths } from "../content/paths.ts";
import { isFirstSeries } from "../content/series-places.ts";
import { STORE_NAMES } from "../content/store-names.ts";
import { heatOf } from "../content/tropes.ts";
import type { Book, Catalogue } from "../content/types.ts";
import { languageName, longDate } from "../i18n/formats.ts";
import type { AssistantData } from "./assistant.ts";
import { bookEditionsView } from "./page-data.ts";
import { magnetLine } from "./signup-pages.ts";
import { startTitle } from "./start-page.ts";

/**
 * What the book assistant knows (./assistant.ts), built from the catalogue when the site is
 * built and prerendered as JSON: only what its answers use, of visible books only, and what
 * Intl writes in the site's language (a book's day, a translation's language), which the
 * browser then need not.
 */

/** The first sentences of a description, up to about 220 characters. */
function summaryOf(text: string): string {
  const sentences = text.match(/[^.!?]+[.!?]+["”’)]?/g) ?? [text];
  let summary = "";
  for (const sentence of sentences) {
    if (summary !== "" && (summary + sentence).length > 220) break;
    summary += sentence;
  }
  return summary.trim();
}

/** The stores a book's editions link, by name, each once. */
const storesOf = (book: Book) => [
  ...new Set(
    book.editions.flatMap((edition) => editionStoreLinks(edition).map((link) => link.name)),
  ),
];

/** The author's own store for a book (its first edition sold there); nothing for a book sold at none. */
function directStoreData(book: Book, site: Catalogue["site"]) {
  const direct = bookEditionsView(book, site)?.find((view) => view.direct)?.direct;
  return direct ? { directStore: { url: direct.url, first: direct.first } } : {};
}

/** A romance's heat, its level and the level's name; nothing for any other book. */
function heatData(book: Book): { heat?: { level: number; label: string } } {
  const heat = book.heat === undefined ? undefined : heatOf(book.heat);
  return heat ? { heat: { level: heat.level, label: heatLabel(heat.level) } } : {};
}

/** Builds the assistant's data from the catalogue: visible books only. */
export function assistantData(catalogue: Catalogue, questions: string[]): AssistantData {
  const { site } = catalogue;
  const several = showsAuthors(catalogue);
  const books = newestFirst(visibleBooks(catalogue.books)).map((book) => ({
    id: book.id,
    title: book.title,
    subTitle: book.subTitle ?? null,
    pubDate: book.pubDate,
    // Written here, as the site's language writes a day: the answers are made in the browser.
    published: longDate(book.pubDate),
    summary: summaryOf(plainText(book.description)),
    genres: book.genres,
    hasAudio: book.audioId !== "" || book.editions.some((e) => e.format === "audiobook"),
    editions: book.editions.flatMap(({ format, language, narrators }) =>
      format === null
        ? []
        : [{ format, language: language === null ? null : languageName(language), narrators }],
    ),
    stores: storesOf(book),
    direct: [
      ...new Set(
        book.editions.flatMap(({ format, direct }) =>
          format !== null && direct !== null ? [format] : [],
        ),
      ),
    ],
    ...directStoreData(book, site),
    notes: book.contentNotes.map((note) => ({ term: note.term, ...shownNote(note) })),
    // Left out of any other book than a romance, to keep the chat's data small.
    ...heatData(book),
    ...(several && { by: book.authors }),
  }));
  const order: string[] = Object.values(STORE_NAMES);
  const stores = [...new Set(books.flatMap((book) => book.stores))].sort(
    (a, b) => order.indexOf(a) - order.indexOf(b),
  );
  return {
    author: site.author.name,
    tagline: site.author.tagline,
    singles: site.sections.singles ?? says.singles(),
    books,
    stores,
    authors: several
      ? catalogue.authors.map(({ id, name }) => ({ id, name, href: paths.author(id) }))
      : [],
    series: catalogue.series.map((series) => ({
      key: series.key,
      title: series.title,
      // A crossover counts in its first series only, as the status line counts it.
      count: seriesBooks(catalogue.books, series.id).filter((b) => isFirstSeries(b, series.id))
        .length,
      status: seriesStatusLine(series, catalogue.books),
    })),
    social: site.social.map(({ label, url }) => ({ label, url })),
    reviewUrl: site.social.find((s) => s.network === "goodreads")?.url ?? null,
    blogUrl: site.blogUrl,
    magnet: magnetLine(catalogue),
    mailingList: site.subscribe !== undefined,
    start: site.start
      ? {
          href: site.start.path,
          title: startTitle(site.start),
          first: site.start.steps[0]?.title ?? startTitle(site.start),
        }
      : null,
    contentNotes: {
      href: hasContentNotesPage(catalogue.books) ? paths.contentNotes : null,
      // The words readers ask by are English's for now (CONTENT_NOTE_TERMS).
      terms: Object.entries(CONTENT_NOTE_TERMS).map(([term, { words }]) => ({
        term,
        label: termLabel(term as ContentNoteTerm),
        words: [...words],
      })),
    },
    questions,
  };
}
