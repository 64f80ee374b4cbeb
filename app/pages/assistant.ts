import { z } from "zod/mini";
import * as says from "~messages/assistant";
import * as chat from "~messages/chat";
import { inBuyingOrder } from "../catalogue/edition-choice.ts";
import type { IsoDay } from "../content/dates.ts";
import { FORMATS, type Format } from "../content/formats.ts";
import { bookNotesAnswer, heatAnswer, notesAnswer } from "./assistant-notes.ts";
import {
  bookLink,
  externalLink,
  link,
  listParts,
  midSentence,
  sentences,
  seriesLink,
  text,
  withParts,
  wordsList,
} from "./assistant-parts.ts";
import {
  asksAboutHeat,
  asksAboutNotes,
  asksWhoWrote,
  findAuthor,
  findTitle,
  keywordTopic,
  normalize,
  saysHeatWords,
  topicOf,
  withoutTitles,
} from "./assistant-topics.ts";

/**
 * The book assistant: scripted answers chosen by keywords (./assistant-topics.ts), computed
 * from the catalogue so they never go stale (its data is built in ./assistant-data.server.ts),
 * in the site's language. Hidden books are never in its data, so never named. The answers are
 * made in the browser, as a visitor asks: what Intl writes (a book's day) comes in the data.
 */

/** What the assistant knows, prerendered as JSON and loaded when the chat opens. */
const assistantSchema = z.object({
  author: z.string(),
  /** The line under the author's name, which says what they write, in their words. */
  tagline: z.string(),
  /** What the author calls their singles: the title of the home page's section of them. */
  singles: z.string(),
  books: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      subTitle: z.nullable(z.string()),
      pubDate: z.string(),
      /** Its day as the site's language writes it, `June 18, 2013` (by the build: see above). */
      published: z.string(),
      summary: z.string(),
      genres: z.array(z.string()),
      hasAudio: z.boolean(),
      /** The formats its content lists (none for a book without `editions:`), a translation's language by name. */
      editions: z.array(
        z.object({
          format: z.enum(FORMATS),
          language: z.nullable(z.string()),
          narrators: z.array(z.string()),
        }),
      ),
      /** The stores its page links, by name. */
      stores: z.array(z.string()),
      /** The formats the author sells it in from their own store. */
      direct: z.array(z.enum(FORMATS)),
      /** The author's own store's page for it, and whether its page lists it first; absent for none. */
      directStore: z.optional(z.object({ url: z.string(), first: z.boolean() })),
      /** Its content notes: a term of the vocabulary by its label, the author's words, or both. */
      notes: z.array(
        z.object({
          term: z.nullable(z.string()),
          label: z.nullable(z.string()),
          note: z.nullable(z.string()),
        }),
      ),
      /** A romance's heat: its level of the site's scale, and the level's name; absent for other books. */
      heat: z.optional(z.object({ level: z.number(), label: z.string() })),
      /** Who wrote it, by their ids, on a site of several authors; absent on a site of one. */
      by: z.optional(z.array(z.string())),
    }),
  ),
  /** The authors of a site of several, each with their page; none on a site of one. */
  authors: z.array(z.object({ id: z.string(), name: z.string(), href: z.string() })),
  /** Every store a book's page links, by name, in the order the pages list them. */
  stores: z.array(z.string()),
  /** Each series, with whether it is finished where it says so ("Complete in 8 books"). */
  series: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      count: z.number(),
      status: z.nullable(z.string()),
    }),
  ),
  social: z.array(z.object({ label: z.string(), url: z.string() })),
  reviewUrl: z.nullable(z.string()),
  blogUrl: z.string(),
  /** The free book for joining the mailing list, and its page; null for none. */
  magnet: z.nullable(z.object({ title: z.string(), format: z.enum(FORMATS), href: z.string() })),
  /** Whether the site has a mailing list's form. */
  mailingList: z.boolean(),
  /** The Start here page, and its first step's heading; null for none. */
  start: z.nullable(z.object({ href: z.string(), title: z.string(), first: z.string() })),
  /**
   * The content notes page (null where no book lists notes), and the vocabulary's terms with
   * the words a reader may ask by ("sex", "swearing"), so that a question names a term.
   */
  contentNotes: z.object({
    href: z.nullable(z.string()),
    terms: z.array(z.object({ term: z.string(), label: z.string(), words: z.array(z.string()) })),
  }),
  questions: z.array(z.string()),
});
export type AssistantData = z.infer<typeof assistantSchema>;

export type ReplyPart =
  | { kind: "text"; text: string }
  | { kind: "link"; text: string; href: string; external: boolean };
export type Reply = { topic: Topic; parts: ReplyPart[] };

export type Topic =
  | "title"
  | "author"
  | "about"
  | "next"
  | "latest"
  | "social"
  | "free"
  | "series"
  | "start"
  | "notes"
  | "direct"
  | "buy"
  | "format"
  | "review"
  | "feedback"
  | "fallback";

export type BookData = AssistantData["books"][number];

/** The reply to what the assistant cannot answer, which points to the Instant Answers. */
export const FALLBACK_TEXT = says.fallback({ tab: chat.tab_answers() });

/**
 * A format as a sentence names one edition of it ("an ebook"), the one a reader gets ("the
 * ebook"), and several ("ebooks").
 */
const FORMAT_WORDS: Record<Format, Record<"one" | "the" | "many", () => string>> = {
  hardcover: { one: says.a_hardcover, the: says.the_hardcover, many: says.hardcovers },
  paperback: { one: says.a_paperback, the: says.the_paperback, many: says.paperbacks },
  ebook: { one: says.an_ebook, the: says.the_ebook, many: says.ebooks },
  audiobook: { one: says.an_audiobook, the: says.the_audiobook, many: says.audiobooks },
  "large print": { one: says.a_large_print, the: says.the_large_print, many: says.large_prints },
};

/**
 * What the author writes, from their books' kinds (the singles by the title the site gives
 * their section), then their tagline in their words.
 */
function aboutTheAuthor(data: AssistantData): string {
  const words: Record<string, string> = {
    fiction: says.kind_fiction(),
    nonfiction: says.kind_nonfiction(),
    single: data.singles,
  };
  const kinds = Object.keys(words)
    .filter((genre) => data.books.some((book) => book.genres.includes(genre)))
    .map((genre) => words[genre] ?? genre);
  const { author, tagline } = data;
  if (kinds.length === 0) return tagline ? says.author_tagline({ author, tagline }) : author;
  return sentences(says.writes({ author, kinds: wordsList(kinds) }), tagline);
}

/** One edition in words: "an audiobook read by Jane Doe", "an ebook in Spanish". */
function editionWords(edition: BookData["editions"][number]): string {
  const one = FORMAT_WORDS[edition.format].one();
  const { language, narrators } = edition;
  const inLanguage = language === null ? one : says.edition_in({ edition: one, language });
  return narrators.length === 0
    ? inLanguage
    : says.edition_read_by({ edition: inLanguage, narrators: wordsList(narrators) });
}

/** What the catalogue's books come as: the formats and languages its editions list. */
function formatsAnswer(data: AssistantData): ReplyPart[] {
  const editions = data.books.flatMap((book) => book.editions);
  const kinds = wordsList(
    FORMATS.flatMap((format) =>
      editions.some((edition) => edition.format === format) ? [FORMAT_WORDS[format].many()] : [],
    ),
  );
  const languages = [
    ...new Set(editions.flatMap((edition) => (edition.language ? [edition.language] : []))),
  ];
  const audio = data.books.filter((b) => b.hasAudio);
  const formats =
    kinds === ""
      ? ""
      : languages.length === 0
        ? says.formats({ formats: kinds })
        : says.formats_languages({ formats: kinds, languages: wordsList(languages) });
  if (audio.length === 0) return [text(sentences(formats, says.sold_where()))];
  // After the formats, "one has"; alone, "one book has".
  const heard = formats === "" ? says.audio : says.audio_after;
  const books = listParts(audio.slice(0, 3).map((b) => [bookLink(b)]));
  return [
    ...(formats === "" ? [] : [text(`${formats} `)]),
    ...withParts((slot) => heard({ count: audio.length, books: slot(books) })),
    text(` ${says.listen_button()}`),
  ];
}

/**
 * A named book's answer to a question about its formats or where to buy it, from its
 * editions and the stores its page links; `null` when its content does not say.
 */
function aboutTheBook(book: BookData, topic: Topic, author: string): ReplyPart[] | null {
  const title = bookLink(book);
  if (topic === "format" && book.editions.length > 0) {
    const editions = wordsList(book.editions.map(editionWords));
    return withParts((slot) => says.book_comes_as({ title: slot(title), editions }));
  }
  if (topic === "direct" && book.direct.length > 0) {
    const formats = directFormats(book);
    return withParts((slot) => says.book_sold_direct_as({ title: slot(title), formats }));
  }
  if ((topic === "buy" || topic === "direct") && (book.stores.length > 0 || book.directStore)) {
    return whereSold(book, author);
  }
  return null;
}

/**
 * Where a book is sold, in the order its page offers it (inBuyingOrder): the stores, and the
 * author's own store, linked, first or last.
 */
function whereSold(book: BookData, author: string): ReplyPart[] {
  const { directStore } = book;
  const stores =
    book.stores.length > 0
      ? [{ parts: [text(says.sold_at({ stores: wordsList(book.stores) }))] }]
      : [];
  const own = directStore && {
    first: directStore.first,
    parts: withParts((slot) =>
      says.sold_direct_from({
        store: slot(externalLink(says.own_store({ author }), directStore.url)),
        formats: directFormats(book),
      }),
    ),
  };
  const [first = [], second] = inBuyingOrder(stores, own ?? null).map((way) => way.parts);
  const ways = second
    ? withParts((slot) => says.sold_both({ first: slot(first), second: slot(second) }))
    : first;
  return withParts((slot) => says.book_sold({ title: slot(bookLink(book)), ways: slot(ways) }));
}

/** The formats a book is sold direct in: "the ebook and the paperback". */
const directFormats = (book: BookData) =>
  wordsList(book.direct.map((format) => FORMAT_WORDS[format].the()));

/** Which books the author sells from their own store, and as what; or that none is. */
function directAnswer(data: AssistantData): ReplyPart[] {
  const { author } = data;
  const sold = data.books.filter((book) => book.direct.length > 0);
  if (sold.length === 0) return [text(says.no_direct({ author }))];
  const books = listParts(
    sold
      .slice(0, 3)
      .map((book) =>
        withParts((slot) =>
          says.book_formats({ title: slot(bookLink(book)), formats: directFormats(book) }),
        ),
      ),
  );
  return withParts((slot) =>
    sold.length > 3
      ? says.sells_direct_more({ author, books: slot(books), count: sold.length - 3 })
      : says.sells_direct({ author, books: slot(books) }),
  );
}

/** Where each series' page lists its books in reading order, linked. */
const readingOrders = (series: AssistantData["series"]): ReplyPart[] =>
  withParts((slot) =>
    says.reading_orders({ series: slot(listParts(series.map((s) => [seriesLink(s)]))) }),
  );

/**
 * Whether each series is finished, where its content says so: the series the message names,
 * else every one that says; without any, where the reading orders are.
 */
function seriesAnswer(message: string, data: AssistantData): ReplyPart[] {
  const words = ` ${normalize(message)} `;
  // Only the series with a page: those with a visible book.
  const shown = data.series.filter((series) => series.count > 0);
  const named = shown.filter((series) => words.includes(` ${normalize(series.title)} `));
  const said = (named.length > 0 ? named : shown).filter((series) => series.status);
  if (said.length > 0) {
    return said.flatMap((series, index) => [
      ...(index > 0 ? [text(" ")] : []),
      ...withParts((slot) =>
        says.series_status({
          series: slot(seriesLink(series)),
          status: midSentence(series.status ?? ""),
        }),
      ),
    ]);
  }
  const listed = named.length > 0 ? named : shown;
  if (listed.length === 0) return [text(says.no_series({ author: data.author }))];
  return readingOrders(listed);
}

/**
 * Where to begin: the Start here page's first step and the page, where there is one; else the
 * latest book, and the series' pages with their reading orders.
 */
function startAnswer(data: AssistantData, latest: BookData | undefined): ReplyPart[] {
  const { start } = data;
  if (start) {
    return withParts((slot) =>
      says.start_page({ page: slot(link(start.title, start.href)), first: start.first }),
    );
  }
  const series = data.series.filter((s) => s.count > 0);
  const lead = latest
    ? withParts((slot) => says.start_latest({ title: slot(bookLink(latest)) }))
    : [];
  const orders = series.length > 0 ? readingOrders(series) : [];
  return [...lead, ...(lead.length > 0 && orders.length > 0 ? [text(" ")] : []), ...orders];
}

/** The free book for joining the mailing list, and where to get it; or that there is none. */
function freeAnswer(data: AssistantData): ReplyPart[] {
  const { magnet, author } = data;
  if (magnet === null) {
    return [
      text(sentences(says.no_free(), data.mailingList ? says.mailing_list() : says.sold_where())),
    ];
  }
  const format = FORMAT_WORDS[magnet.format].one();
  return withParts((slot) =>
    says.free({ title: slot(link(magnet.title, magnet.href)), format, author }),
  );
}

/** What a reply is made from: the message, the assistant's data, the visitor's day. */
type Asked = {
  message: string;
  data: AssistantData;
  today: IsoDay;
  /** The newest book out on the visitor's day (the books are newest first), else the newest. */
  latest: BookData | undefined;
};

/**
 * A named book: what the question asks of it (its heat, its notes, its formats or where it is
 * sold), else what it is and when it comes or came out.
 */
function titleAnswer({ message, data, today }: Asked): ReplyPart[] | null {
  const book = findTitle(message, data.books);
  if (!book) return null;
  // The question, without the titles it names: "When is The War Within out?" asks no note
  // about war.
  const question = withoutTitles(message, data.books);
  if (asksWhoWrote(question)) {
    const credits = whoWrote(book, data);
    if (credits) return credits;
  }
  const questionTopic = keywordTopic(question);
  // "Is Remnant about war?" asks what it is about, not what it shows.
  if (questionTopic !== "about") {
    if (book.heat && asksAboutHeat(question, data)) return heatAnswer(book, book.heat);
    if (asksAboutNotes(question, data) || saysHeatWords(question))
      return bookNotesAnswer(book, question, data);
  }
  return aboutTheBook(book, questionTopic, data.author) ?? describeBook(book, today);
}

/** A book: its title (and subtitle), its summary, and when it comes or came out. */
function describeBook(book: BookData, today: IsoDay): ReplyPart[] {
  const date = book.published;
  const when = book.pubDate > today ? says.comes_out({ date }) : says.was_published({ date });
  const { subTitle: subtitle, summary } = book;
  return withParts((slot) =>
    subtitle
      ? says.book_subtitled({ title: slot(bookLink(book)), subtitle, summary, when })
      : says.book({ title: slot(bookLink(book)), summary, when }),
  );
}

/** What else an author has written: their books, newest first, and their page. */
function authorAnswer({ message, data }: Asked): ReplyPart[] | null {
  const author = findAuthor(message, data.authors);
  if (!author) return null;
  const name = link(author.name, author.href);
  const books = data.books.filter((book) => book.by?.includes(author.id));
  if (books.length === 0) return withParts((slot) => says.author_on_way({ author: slot(name) }));
  const listed = [
    ...listParts(books.slice(0, 5).map((book) => [bookLink(book)])),
    ...(books.length > 5 ? [text(says.and_more_on_page())] : []),
  ];
  return withParts((slot) =>
    says.author_wrote({ author: slot(name), count: books.length, books: slot(listed) }),
  );
}

/** Who wrote a book, on a site of several authors: each linked to their page. */
function whoWrote(book: BookData, data: AssistantData): ReplyPart[] | null {
  const authors = (book.by ?? []).flatMap((id) => data.authors.find((a) => a.id === id) ?? []);
  if (authors.length === 0) return null;
  return withParts((slot) =>
    says.written_by({
      title: slot(bookLink(book)),
      authors: slot(listParts(authors.map((author) => [link(author.name, author.href)]))),
    }),
  );
}

/** What the author writes, then the series with a page, each with its count of books. */
function aboutAnswer(data: AssistantData): ReplyPart[] {
  const series = data.series.filter((s) => s.count > 0);
  const intro = aboutTheAuthor(data);
  if (series.length === 0) return [text(intro)];
  const listed = listParts(
    series.map((s) =>
      withParts((slot) => says.series_books({ series: slot(seriesLink(s)), count: s.count })),
    ),
  );
  return [
    text(`${intro} `),
    ...withParts((slot) => says.series_list({ count: series.length, series: slot(listed) })),
  ];
}

/** A book and its day: "The latest release is Lantern, published June 18, 2013." */
const dated = (say: (inputs: { title: string; date: string }) => string, book: BookData) =>
  withParts((slot) => say({ title: slot(bookLink(book)), date: book.published }));

/** The next book to come; while none is announced, the latest. */
function nextAnswer({ data, today, latest }: Asked): ReplyPart[] | null {
  const upcoming = data.books.filter((b) => b.pubDate > today).at(-1);
  if (upcoming) return dated(says.next, upcoming);
  return latest ? dated(says.nothing_next, latest) : null;
}

/** Where the author can be followed, linked; or that no profile is listed. */
function socialAnswer({ author, social }: AssistantData): ReplyPart[] {
  if (social.length === 0) return [text(says.no_social({ author }))];
  const profiles = listParts(social.map((s) => [externalLink(s.label, s.url)]));
  return withParts((slot) => says.follow({ author, profiles: slot(profiles) }));
}

/** Where the books are sold, and the latest of them. */
function buyAnswer({ data, latest }: Asked): ReplyPart[] | null {
  if (!latest) return null;
  const { stores } = data;
  const where =
    stores.length > 0 ? says.sold_at_stores({ stores: wordsList(stores) }) : says.sold_where();
  return [
    text(`${where} `),
    ...withParts((slot) => says.latest_is({ title: slot(bookLink(latest)) })),
  ];
}

/** Where to leave a review: Goodreads, where the author is there, and the stores. */
function reviewAnswer({ reviewUrl }: AssistantData): ReplyPart[] {
  if (!reviewUrl) return [text(says.review())];
  return withParts((slot) => says.review_on({ site: slot(externalLink("Goodreads", reviewUrl)) }));
}

/** That the author reads every comment, and where to leave one: the blog, where there is one. */
function feedbackAnswer({ author, blogUrl }: AssistantData): ReplyPart[] {
  const reads = says.reads_comments({ author });
  if (!blogUrl) return [text(reads)];
  return [
    text(`${reads} `),
    ...withParts((slot) =>
      says.feedback_on({ blog: slot(externalLink(says.the_blog(), blogUrl)) }),
    ),
  ];
}

/** Each topic's reply, in the spec's order and then the others; `null` or none falls back. */
const ANSWERS: Record<Exclude<Topic, "fallback">, (asked: Asked) => ReplyPart[] | null> = {
  title: titleAnswer,
  author: authorAnswer,
  about: ({ data }) => aboutAnswer(data),
  next: nextAnswer,
  latest: ({ latest }) => (latest ? dated(says.latest, latest) : null),
  social: ({ data }) => socialAnswer(data),
  buy: buyAnswer,
  format: ({ data }) => formatsAnswer(data),
  review: ({ data }) => reviewAnswer(data),
  feedback: ({ data }) => feedbackAnswer(data),
  free: ({ data }) => freeAnswer(data),
  series: ({ message, data }) => seriesAnswer(message, data),
  start: ({ data, latest }) => startAnswer(data, latest),
  direct: ({ data }) => directAnswer(data),
  notes: ({ message, data }) => notesAnswer(message, data),
};

/** The scripted reply to a visitor's message, for the visitor's day. */
export function answer(message: string, data: AssistantData, today: IsoDay): Reply {
  const topic = topicOf(message, data);
  const latest = data.books.find((b) => b.pubDate <= today) ?? data.books[0];
  const parts = topic === "fallback" ? null : ANSWERS[topic]({ message, data, today, latest });
  return parts && parts.length > 0
    ? { topic, parts }
    : { topic: "fallback", parts: [text(FALLBACK_TEXT)] };
}

/** Checks the assistant's data as fetched by the browser. */
export function parseAssistantData(data: unknown): AssistantData {
  return assistantSchema.parse(data);
}
