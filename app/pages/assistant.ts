import { z } from "zod/mini";
import { newestFirst, seriesBooks, visibleBooks } from "../catalogue/queries.ts";
import { countOf } from "../catalogue/wording.ts";
import { formatLongDate, type IsoDay } from "../content/dates.ts";
import { plainText } from "../content/markdown.ts";
import { paths } from "../content/paths.ts";
import type { Catalogue } from "../content/schema.ts";

/**
 * The book assistant: scripted answers chosen by keywords, computed from the catalogue
 * so they never go stale. Hidden books are never in its data, so never named.
 */

/** What the assistant knows, prerendered as JSON and loaded when the chat opens. */
export type AssistantData = {
  author: string;
  /** The line under the author's name, which says what they write, in their words. */
  tagline: string;
  books: {
    id: string;
    title: string;
    subTitle: string | null;
    pubDate: IsoDay;
    summary: string;
    genres: string[];
    hasAudio: boolean;
  }[];
  series: { key: string; title: string; count: number }[];
  social: { label: string; url: string }[];
  reviewUrl: string | null;
  blogUrl: string;
  questions: string[];
};

export type ReplyPart =
  | { kind: "text"; text: string }
  | { kind: "link"; text: string; href: string; external: boolean };
export type Reply = { topic: Topic; parts: ReplyPart[] };

export type Topic =
  | "title"
  | "about"
  | "next"
  | "latest"
  | "social"
  | "buy"
  | "format"
  | "review"
  | "feedback"
  | "fallback";

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

/** Builds the assistant's data from the catalogue: visible books only. */
export function assistantData(catalogue: Catalogue, questions: string[]): AssistantData {
  const books = visibleBooks(catalogue.books);
  return {
    author: catalogue.site.author.name,
    tagline: catalogue.site.author.tagline,
    books: newestFirst(books).map((book) => ({
      id: book.id,
      title: book.title,
      subTitle: book.subTitle ?? null,
      pubDate: book.pubDate,
      summary: summaryOf(plainText(book.description)),
      genres: book.genres,
      hasAudio: book.audioId !== "",
    })),
    series: catalogue.series.map((series) => ({
      key: series.key,
      title: series.title,
      count: seriesBooks(catalogue.books, series.id).length,
    })),
    social: catalogue.site.social.map(({ label, url }) => ({ label, url })),
    reviewUrl: catalogue.site.social.find((s) => s.network === "goodreads")?.url ?? null,
    blogUrl: catalogue.site.blogUrl,
    questions,
  };
}

/** Lowercase words without punctuation or accents, so "Jacob’s" finds "jacobs". */
export function normalize(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’‘`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The ways a visitor may write a title: whole, without a leading article, before a colon. */
function titleForms(title: string): string[] {
  const forms = new Set<string>();
  for (const variant of [title, title.split(/[:,]/)[0] ?? title]) {
    const full = normalize(variant);
    forms.add(full);
    forms.add(full.replace(/^(the|a|an) /, ""));
  }
  return [...forms].filter((form) => form.length >= 4);
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

const KEYWORD_RULES: { topic: Exclude<Topic, "title" | "fallback">; words: RegExp }[] = [
  { topic: "about", words: /\b(genres?|write|writes|writing|wrote|written|about|kinds? of)\b/ },
  { topic: "next", words: /\b(next|coming|upcoming|releases?|released|releasing|soon)\b/ },
  { topic: "latest", words: /\b(latest|newest|recent|recently|new)\b/ },
  { topic: "social", words: /\b(social|follow|facebook|twitter|youtube|instagram|goodreads)\b/ },
  { topic: "buy", words: /\b(buy|buying|purchase|order|ordering|store|shop)\b/ },
  {
    topic: "format",
    words: /\b(formats?|audio|audiobooks?|kindle|e ?books?|paperbacks?|hardcovers?)\b/,
  },
  { topic: "review", words: /\b(reviews?|reviewing|rate|rating)\b/ },
  { topic: "feedback", words: /\b(questions?|comments?|feedback|contact)\b/ },
];

/** Which topic a message is about, in the spec's order of precedence. */
export function topicOf(message: string, data: AssistantData): Topic {
  if (findTitle(message, data.books)) return "title";
  const text = normalize(message);
  return KEYWORD_RULES.find((rule) => rule.words.test(text))?.topic ?? "fallback";
}

export const FALLBACK_TEXT =
  "I'm not sure about that. You can ask me about specific books, the latest releases, or where to buy the books, or pick one of the Instant Answers.";

const text = (value: string): ReplyPart => ({ kind: "text", text: value });
const bookLink = (book: { id: string; title: string }): ReplyPart => ({
  kind: "link",
  text: book.title,
  href: paths.book(book.id),
  external: false,
});
const externalLink = (label: string, href: string): ReplyPart => ({
  kind: "link",
  text: label,
  href,
  external: true,
});

/** What the author writes, from their books' kinds, then their tagline in their words. */
const GENRE_WORDS: Record<string, string> = {
  fiction: "fiction",
  nonfiction: "nonfiction",
  single: "short Kindle Singles",
};
function aboutTheAuthor(data: AssistantData): string {
  const kinds = Object.keys(GENRE_WORDS)
    .filter((genre) => data.books.some((book) => book.genres.includes(genre)))
    .map((genre) => GENRE_WORDS[genre]);
  const list =
    kinds.length <= 1 ? (kinds[0] ?? "") : `${kinds.slice(0, -1).join(", ")} and ${kinds.at(-1)}`;
  const writes = list === "" ? data.author : `${data.author} writes ${list}.`;
  return [writes, data.tagline].filter(Boolean).join(list === "" ? ": " : " ");
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

/** The scripted reply to a visitor's message, for the visitor's day. */
export function answer(message: string, data: AssistantData, today: IsoDay): Reply {
  const topic = topicOf(message, data);
  const published = data.books.filter((b) => b.pubDate <= today);
  const latest = published[0] ?? data.books[0];
  switch (topic) {
    case "title": {
      const book = findTitle(message, data.books);
      if (!book) break;
      const when =
        book.pubDate > today
          ? `It comes out on ${formatLongDate(book.pubDate)}.`
          : `It was published on ${formatLongDate(book.pubDate)}.`;
      return {
        topic,
        parts: [
          bookLink(book),
          text(`${book.subTitle ? `: ${book.subTitle}` : ""}. ${book.summary} ${when}`),
        ],
      };
    }
    case "about": {
      const series = data.series.filter((s) => s.count > 0);
      const intro = aboutTheAuthor(data);
      if (series.length === 0) return { topic, parts: [text(intro)] };
      return {
        topic,
        parts: [
          text(`${intro} ${series.length === 1 ? "The series is" : "The series are"} `),
          ...listParts(
            series.map((s) => [
              { kind: "link", text: s.title, href: paths.series(s.key), external: false },
              text(` (${countOf(s.count, "book")})`),
            ]),
          ),
          text("."),
        ],
      };
    }
    case "next": {
      const upcoming = data.books.filter((b) => b.pubDate > today).at(-1);
      if (upcoming) {
        return {
          topic,
          parts: [
            text("The next book is "),
            bookLink(upcoming),
            text(`, coming ${formatLongDate(upcoming.pubDate)}.`),
          ],
        };
      }
      if (!latest) break;
      return {
        topic,
        parts: [
          text("Nothing new is announced yet, so the latest release is "),
          bookLink(latest),
          text(`, published ${formatLongDate(latest.pubDate)}.`),
        ],
      };
    }
    case "latest":
      if (!latest) break;
      return {
        topic,
        parts: [
          text("The latest release is "),
          bookLink(latest),
          text(`, published ${formatLongDate(latest.pubDate)}.`),
        ],
      };
    case "social":
      return {
        topic,
        parts:
          data.social.length > 0
            ? [
                text(`You can follow ${data.author} on `),
                ...listParts(data.social.map((s) => [externalLink(s.label, s.url)])),
                text("."),
              ]
            : [text(`${data.author} has no social media profiles listed on this site yet.`)],
      };
    case "buy":
      if (!latest) break;
      return {
        topic,
        parts: [
          text(
            "Every book is sold in the online store: open a book and use its Buy the book button. The latest is ",
          ),
          bookLink(latest),
          text("."),
        ],
      };
    case "format": {
      const audio = data.books.filter((b) => b.hasAudio);
      const ebooks = "The books come as Kindle e-books and paperbacks";
      if (audio.length === 0) return { topic, parts: [text(`${ebooks}.`)] };
      return {
        topic,
        parts: [
          text(
            audio.length === 1
              ? `${ebooks}, and one has an audiobook: `
              : `${ebooks}, and ${audio.length} have audiobooks, among them `,
          ),
          ...listParts(audio.slice(0, 3).map((b) => [bookLink(b)])),
          text(". A book's page has a Listen button when there is an audiobook."),
        ],
      };
    }
    case "review":
      return {
        topic,
        parts: data.reviewUrl
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
      };
    case "feedback":
      return {
        topic,
        parts: data.blogUrl
          ? [
              text(`${data.author} reads every comment. Leave your question or feedback on `),
              externalLink("the blog", data.blogUrl),
              text("."),
            ]
          : [text(`${data.author} reads every comment.`)],
      };
    case "fallback":
      break;
  }
  return { topic: "fallback", parts: [text(FALLBACK_TEXT)] };
}

const assistantSchema = z.object({
  author: z.string(),
  tagline: z.string(),
  books: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      subTitle: z.nullable(z.string()),
      pubDate: z.string(),
      summary: z.string(),
      genres: z.array(z.string()),
      hasAudio: z.boolean(),
    }),
  ),
  series: z.array(z.object({ key: z.string(), title: z.string(), count: z.number() })),
  social: z.array(z.object({ label: z.string(), url: z.string() })),
  reviewUrl: z.nullable(z.string()),
  blogUrl: z.string(),
  questions: z.array(z.string()),
});

/** Checks the assistant's data as fetched by the browser. */
export function parseAssistantData(data: unknown): AssistantData {
  return assistantSchema.parse(data);
}
