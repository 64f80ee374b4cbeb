import { z } from "zod/mini";
import { inBuyingOrder } from "../catalogue/edition-choice.ts";
import { andList, countOf } from "../catalogue/wording.ts";
import type { IsoDay } from "../content/dates.ts";
import { FORMAT_NOUNS, theFormat } from "../content/format-nouns.ts";
import { FORMATS } from "../content/formats.ts";
import { paths } from "../content/paths.ts";
import {
  askedNoteTerms,
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
 * from the catalogue so they never go stale (its data is built in ./assistant-data.server.ts).
 * Hidden books are never in its data, so never named. The answers are made in the browser, as
 * a visitor asks: what Intl writes (a book's day) comes in the data.
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

export const FALLBACK_TEXT =
  "I'm not sure about that. You can ask me about specific books, the latest releases, or where to buy the books, or pick one of the Instant Answers.";

const text = (value: string): ReplyPart => ({ kind: "text", text: value });
const link = (label: string, href: string, external = false): ReplyPart => ({
  kind: "link",
  text: label,
  href,
  external,
});
const bookLink = (book: { id: string; title: string }) => link(book.title, paths.book(book.id));
const seriesLink = (series: { key: string; title: string }) =>
  link(series.title, paths.series(series.key));
const externalLink = (label: string, href: string) => link(label, href, true);

/**
 * What the author writes, from their books' kinds (the singles by the title the site gives
 * their section), then their tagline in their words.
 */
function aboutTheAuthor(data: AssistantData): string {
  const words: Record<string, string> = {
    fiction: "fiction",
    nonfiction: "nonfiction",
    single: data.singles,
  };
  const kinds = Object.keys(words)
    .filter((genre) => data.books.some((book) => book.genres.includes(genre)))
    .map((genre) => words[genre] ?? genre);
  const list = andList(kinds);
  const writes = list === "" ? data.author : `${data.author} writes ${list}.`;
  return [writes, data.tagline].filter(Boolean).join(list === "" ? ": " : " ");
}

type BookData = AssistantData["books"][number];

/** One edition in words: "an audiobook read by Jane Doe", "an ebook in Spanish". */
function editionWords(edition: BookData["editions"][number]): string {
  const read = edition.narrators.length > 0 ? ` read by ${andList(edition.narrators)}` : "";
  const language = edition.language === null ? "" : ` in ${edition.language}`;
  return `${FORMAT_NOUNS[edition.format].one}${language}${read}`;
}

/** What the catalogue's books come as: the formats and languages its editions list. */
function formatsAnswer(data: AssistantData): ReplyPart[] {
  const editions = data.books.flatMap((book) => book.editions);
  const kinds = FORMATS.flatMap((format) =>
    editions.some((edition) => edition.format === format) ? [FORMAT_NOUNS[format].many] : [],
  );
  const languages = [
    ...new Set(editions.flatMap((edition) => (edition.language ? [edition.language] : []))),
  ];
  const audio = data.books.filter((b) => b.hasAudio);
  const formats =
    kinds.length === 0
      ? ""
      : `The books come as ${andList(kinds)}${languages.length > 0 ? `, some also in ${andList(languages)}` : ""}. `;
  if (audio.length === 0) return [text(`${formats}Each book's page says where it is sold.`)];
  // After the formats, "one has"; alone, "one book has".
  const [one, many] = formats === "" ? [" book", " books"] : ["", ""];
  return [
    text(
      audio.length === 1
        ? `${formats}One${one} has an audiobook: `
        : `${formats}${audio.length}${many} have audiobooks, among them `,
    ),
    ...listParts(audio.slice(0, 3).map((b) => [bookLink(b)])),
    text(". A book's page has a Listen button when there is an audiobook."),
  ];
}

/**
 * A named book's answer to a question about its formats or where to buy it, from its
 * editions and the stores its page links; `null` when its content does not say.
 */
function aboutTheBook(book: BookData, topic: Topic, author: string): ReplyPart[] | null {
  if (topic === "format" && book.editions.length > 0) {
    return [bookLink(book), text(` comes as ${andList(book.editions.map(editionWords))}.`)];
  }
  if (topic === "direct" && book.direct.length > 0) {
    return [
      bookLink(book),
      text(` is sold direct as ${directFormats(book)}: its page has the link.`),
    ];
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
  const stores = book.stores.length > 0 ? [{ parts: [text(`at ${andList(book.stores)}`)] }] : [];
  const own = directStore && {
    first: directStore.first,
    parts: [
      text("direct from "),
      externalLink(`${author}'s own store`, directStore.url),
      text(` (${directFormats(book)})`),
    ],
  };
  const ways = inBuyingOrder(stores, own ?? null).map((way) => way.parts);
  return [
    bookLink(book),
    text(" is sold "),
    ...ways.flatMap((parts, index) => (index === 0 ? parts : [text(", and "), ...parts])),
    text("."),
  ];
}

/** The formats a book is sold direct in: "the ebook and the paperback". */
const directFormats = (book: BookData) => andList(book.direct.map(theFormat));

/** Which books the author sells from their own store, and as what; or that none is. */
function directAnswer(data: AssistantData): ReplyPart[] {
  const sold = data.books.filter((book) => book.direct.length > 0);
  if (sold.length === 0) {
    return [
      text(
        `${data.author} does not sell the books directly on this site: each book's page says where it is sold.`,
      ),
    ];
  }
  return [
    text(`Yes: ${data.author} sells `),
    ...listParts(
      sold.slice(0, 3).map((book) => [bookLink(book), text(` (${directFormats(book)})`)]),
    ),
    text(
      sold.length > 3
        ? `, and ${countOf(sold.length - 3, "more book")}, directly. Each book's page has the link.`
        : " directly. The book's page has the link.",
    ),
  ];
}

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
      seriesLink(series),
      text(` is ${(series.status ?? "").replace(/^\w/, (first) => first.toLowerCase())}.`),
    ]);
  }
  const listed = named.length > 0 ? named : shown;
  if (listed.length === 0)
    return [text(`${data.author}'s books stand alone: none is in a series.`)];
  return [
    text("Each series' page lists its books in reading order: "),
    ...listParts(listed.map((series) => [seriesLink(series)])),
    text("."),
  ];
}

/**
 * Where to begin: the Start here page's first step and the page, where there is one; else the
 * latest book, and the series' pages with their reading orders.
 */
function startAnswer(data: AssistantData, latest: BookData | undefined): ReplyPart[] {
  if (data.start) {
    return [
      link(data.start.title, data.start.href),
      text(` goes through every way in, in order. The first: “${data.start.first}”.`),
    ];
  }
  const series = data.series.filter((s) => s.count > 0);
  return [
    ...(latest ? [text("Any book is a way in: the latest is "), bookLink(latest), text(".")] : []),
    ...(series.length > 0
      ? [
          text(`${latest ? " " : ""}Each series' page lists its books in reading order: `),
          ...listParts(series.map((s) => [seriesLink(s)])),
          text("."),
        ]
      : []),
  ];
}

/** A note in words: "violence (a raid on the town)", or the author's own words. */
function noteWords({ label, note }: BookData["notes"][number]): string {
  const term = label === null ? null : label.replace(/^\w/, (first) => first.toLowerCase());
  const words = note?.replace(/[.!]$/, "") ?? null;
  return term === null ? (words ?? "") : words === null ? term : `${term} (${words})`;
}

/**
 * A romance's heat, linked to its level on the scale the tropes page explains: "Lantern is
 * level 4 of the heat scale: Steamy."
 */
function heatAnswer(book: BookData, heat: NonNullable<BookData["heat"]>): ReplyPart[] {
  return [
    bookLink(book),
    text(` is level ${heat.level} of `),
    link("the heat scale", paths.heat(heat.level)),
    text(`: ${heat.label}.`),
  ];
}

/** The content notes page, after an answer about them, where there is one. */
function notesPageParts(data: AssistantData, lead: string): ReplyPart[] {
  const { href } = data.contentNotes;
  return href === null ? [] : [text(lead), link("Content notes", href), text(".")];
}

/** The labels of terms, lowercase, in a list: "violence, war or abuse". */
function termList(terms: string[], data: AssistantData): string {
  const labels = data.contentNotes.terms
    .filter(({ term }) => terms.includes(term))
    .map(({ label }) => label.toLowerCase());
  return andList(labels, "or");
}

/**
 * A named book's content notes, all of them, after whether they list what the message asks
 * about; or that it lists none, and how to ask the author.
 */
function bookNotesAnswer(book: BookData, message: string, data: AssistantData): ReplyPart[] {
  const asked = askedNoteTerms(message, data);
  if (book.notes.length === 0) {
    return [
      bookLink(book),
      text(" lists no content notes."),
      ...(data.blogUrl
        ? [
            text(` To ask ${data.author} about it, leave a question on `),
            externalLink("the blog", data.blogUrl),
            text("."),
          ]
        : [text(` To ask ${data.author} about it, use the links at the foot of the page.`)]),
      ...notesPageParts(data, " The books that list notes are on "),
    ];
  }
  const listed = book.notes.filter((note) => note.term !== null && asked.includes(note.term));
  const said =
    asked.length === 0
      ? " lists these content notes: "
      : listed.length > 0
        ? ` lists ${termList(
            asked.filter((term) => listed.some((note) => note.term === term)),
            data,
          )}. Its content notes: `
        : ` does not list ${termList(asked, data)}. Its content notes: `;
  return [
    bookLink(book),
    text(`${said}${book.notes.map(noteWords).join("; ")}.`),
    ...notesPageParts(data, " What each note means: "),
  ];
}

/** Which books list what the message asks about; without a term, where the notes are. */
function notesAnswer(message: string, data: AssistantData): ReplyPart[] {
  const asked = askedNoteTerms(message, data);
  const books = data.books.filter((book) =>
    book.notes.some((note) => note.term !== null && asked.includes(note.term)),
  );
  if (asked.length > 0 && books.length > 0) {
    return [
      text(
        `${termList(asked, data).replace(/^\w/, (first) => first.toUpperCase())} is in the content notes of `,
      ),
      ...listParts(books.map((book) => [bookLink(book)])),
      text("."),
      ...notesPageParts(data, " Every book's notes: "),
    ];
  }
  if (data.contentNotes.href === null) {
    return [
      text("None of the books lists content notes. Ask about one by its title to learn more."),
    ];
  }
  return [
    text(
      asked.length > 0
        ? `No book's content notes list ${termList(asked, data)}.`
        : "Each book's content notes are on its page.",
    ),
    ...notesPageParts(data, " Every book's, and what each note means: "),
  ];
}

/** The free book for joining the mailing list, and where to get it; or that there is none. */
function freeAnswer(data: AssistantData): ReplyPart[] {
  const { magnet } = data;
  if (magnet === null) {
    return [
      text(
        data.mailingList
          ? "There is no free book just now. The mailing list, at the foot of every page, brings news of new books first."
          : "There is no free book just now. Each book's page says where it is sold.",
      ),
    ];
  }
  return [
    text("Yes: "),
    link(magnet.title, magnet.href),
    text(
      ` is free as ${FORMAT_NOUNS[magnet.format].one} when you join ${data.author}'s mailing list.`,
    ),
  ];
}

function listParts(items: ReplyPart[][]): ReplyPart[] {
  return items.flatMap((item, index) => {
    if (index === 0) return item;
    return [
      text(index === items.length - 1 ? (items.length > 2 ? ", and " : " and ") : ", "),
      ...item,
    ];
  });
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
  const when = `It ${book.pubDate > today ? "comes out" : "was published"} on ${book.published}.`;
  return (
    aboutTheBook(book, questionTopic, data.author) ?? [
      bookLink(book),
      text(`${book.subTitle ? `: ${book.subTitle}` : ""}. ${book.summary} ${when}`),
    ]
  );
}

/** What else an author has written: their books, newest first, and their page. */
function authorAnswer({ message, data }: Asked): ReplyPart[] | null {
  const author = findAuthor(message, data.authors);
  if (!author) return null;
  const books = data.books.filter((book) => book.by?.includes(author.id));
  if (books.length === 0) {
    return [link(author.name, author.href), text("'s first book is on its way.")];
  }
  return [
    link(author.name, author.href),
    text(` has written ${books.length === 1 ? "" : `${countOf(books.length, "book")}: `}`),
    ...listParts(books.slice(0, 5).map((book) => [bookLink(book)])),
    text(books.length > 5 ? ", and more on their page." : "."),
  ];
}

/** Who wrote a book, on a site of several authors: each linked to their page. */
function whoWrote(book: BookData, data: AssistantData): ReplyPart[] | null {
  const authors = (book.by ?? []).flatMap((id) => data.authors.find((a) => a.id === id) ?? []);
  if (authors.length === 0) return null;
  return [
    bookLink(book),
    text(" is by "),
    ...listParts(authors.map((author) => [link(author.name, author.href)])),
    text("."),
  ];
}

/** What the author writes, then the series with a page, each with its count of books. */
function aboutAnswer(data: AssistantData): ReplyPart[] {
  const series = data.series.filter((s) => s.count > 0);
  const intro = aboutTheAuthor(data);
  if (series.length === 0) return [text(intro)];
  return [
    text(`${intro} ${series.length === 1 ? "The series is" : "The series are"} `),
    ...listParts(series.map((s) => [seriesLink(s), text(` (${countOf(s.count, "book")})`)])),
    text("."),
  ];
}

/** A book and its day: "The latest release is Lantern, published June 18, 2013." */
const bookOn = (lead: string, book: BookData, when: string): ReplyPart[] => [
  text(lead),
  bookLink(book),
  text(`, ${when} ${book.published}.`),
];

/** The next book to come; while none is announced, the latest. */
function nextAnswer({ data, today, latest }: Asked): ReplyPart[] | null {
  const upcoming = data.books.filter((b) => b.pubDate > today).at(-1);
  if (upcoming) return bookOn("The next book is ", upcoming, "coming");
  return latest
    ? bookOn("Nothing new is announced yet, so the latest release is ", latest, "published")
    : null;
}

/** Each topic's reply, in the spec's order and then the others; `null` or none falls back. */
const ANSWERS: Record<Exclude<Topic, "fallback">, (asked: Asked) => ReplyPart[] | null> = {
  title: titleAnswer,
  author: authorAnswer,
  about: ({ data }) => aboutAnswer(data),
  next: nextAnswer,
  latest: ({ latest }) => (latest ? bookOn("The latest release is ", latest, "published") : null),
  social: ({ data }) =>
    data.social.length > 0
      ? [
          text(`You can follow ${data.author} on `),
          ...listParts(data.social.map((s) => [externalLink(s.label, s.url)])),
          text("."),
        ]
      : [text(`${data.author} has no social media profiles listed on this site yet.`)],
  buy: ({ data, latest }) =>
    latest
      ? [
          text(
            data.stores.length > 0
              ? `The books are sold at ${andList(data.stores)}. The latest is `
              : "Each book's page says where it is sold. The latest is ",
          ),
          bookLink(latest),
          text("."),
        ]
      : null,
  format: ({ data }) => formatsAnswer(data),
  review: ({ data }) =>
    data.reviewUrl
      ? [
          text("Reviews help other readers find the books, thank you! You can leave one on "),
          externalLink("Goodreads", data.reviewUrl),
          text(", or on the store page of any book."),
        ]
      : [
          text(
            "Reviews help other readers find the books! You can leave one on the store page of any book.",
          ),
        ],
  feedback: ({ data }) =>
    data.blogUrl
      ? [
          text(`${data.author} reads every comment. Leave your question or feedback on `),
          externalLink("the blog", data.blogUrl),
          text("."),
        ]
      : [text(`${data.author} reads every comment.`)],
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
