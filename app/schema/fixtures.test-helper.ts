import type { Catalogue } from "../content/types.ts";
import { ContentError, formatIssue } from "./content-issues.ts";
import { type ContentSources, parseCatalogue } from "./parse-catalogue.ts";

/** A small valid content set for tests; each test changes the part it is about. */

export const SITE_YAML = `url: https://example.com
author:
  name: Test Author
  initials: T.
  surname: Author
  tagline: Tests all the way down.
  bio: Writes tests.
  portrait: /assets/author/me.jpg
intro:
  heading: Hello
  text: Welcome.
social:
  - network: x
    label: X
    url: https://x.com/test
links:
  retail: https://shop.example/dp/{id}
  audiobook: https://audio.example/pd/{id}
  review: https://reviews.example/book/show/{id}
blogUrl: https://blog.example
assistant:
  questions: [One?, Two?, Three?, Four?, Five?, Six?, Seven?]
subscribe:
  action: https://subscribe.example
  blogId: "1"
  source: https://example.com/
  subType: widget
  redirectFragment: subscribe
  nonce: abc
`;

export const CATEGORIES_YAML = `categories:
  - key: christian
    label: Christian
    genres: [fiction, nonfiction]
  - key: scifi
    label: Science Fiction
    genres: [fiction]
  - key: featured
    label: Featured
`;

export function seriesFile(id: string, fields = "") {
  return {
    file: `content/series/${id}.md`,
    text: `---\nid: ${id}\nkey: ${id}key\ntitle: Series ${id}\ngenres: [fiction]\n${fields}---\nAbout ${id}.\n`,
  };
}

/** A sample chapter of a book, named after it. */
export function sampleFile(bookId: string, text = "It was a dark night.") {
  return {
    file: `content/samples/${bookId}.md`,
    text: `---\ntitle: Chapter One\n---\n${text}\n`,
  };
}

/** A book-club guide to a book, named after it: front matter only if it has `fields`, then `text`. */
export function guideFile(
  bookId: string,
  fields = "",
  text = "Talk about the book.\n\n1. Why does it begin at night?\n2. Who would you trust?",
) {
  return {
    file: `content/guides/${bookId}.md`,
    text: fields === "" ? `${text}\n` : `---\n${fields}---\n${text}\n`,
  };
}

/** `defaults` as front-matter lines, those that `fields` does not write itself. */
function withDefaults(defaults: Record<string, string>, fields: string): string {
  const given = new Set(fields.split("\n").map((line) => line.split(":")[0]));
  return Object.entries(defaults)
    .filter(([key]) => !given.has(key))
    .map(([key, value]) => `${key}: ${value}\n`)
    .join("");
}

export function bookFile(id: string, fields = "") {
  const lines = withDefaults(
    { title: `Book ${id}`, genres: "[fiction]", pubDate: "January 5, 2020" },
    fields,
  );
  return {
    file: `content/books/${id}.md`,
    text: `---\nid: ${id}\n${lines}${fields}---\nThe story of ${id}.\n`,
  };
}

/** An author of the catalogue, `content/authors/{id}.md`: a name, a sort name and a short bio. */
export function authorFile(id: string, name: string, fields = "") {
  const surname = name.split(" ").at(-1) ?? name;
  const lines = withDefaults(
    {
      sortName: `${surname}, ${name.slice(0, -surname.length).trim()}`,
      shortBio: `${name} writes books.`,
    },
    fields,
  );
  return {
    file: `content/authors/${id}.md`,
    text: `---\nid: ${id}\nname: ${name}\n${lines}${fields}---\n${name} was born, and began to write.\n`,
  };
}

/**
 * A book sold in four editions, written as an author writes them: a blank line after the
 * opening `---`, quoted values, fields before and after `editions:`, a hyphenated ISBN, prices
 * in two currencies, quoted store links, a flow list, an edition's own date and a translation.
 */
export const BOOK_WITH_EDITIONS = {
  file: "content/books/warning.md",
  text: `---

id: warning
title: "The Warning"
categories: [christian, scifi]
genres: [fiction]
pubDate: "March 15, 2011"
praise:
  - quote: "Not with a bang, but with a memo."
    source: "A Reviewer"
editions:
  - format: hardcover
    isbn: 978-0-9851234-0-6
    publisher: Remnant House
    pages: 412
    prices:
      USD: 26.99
      GBP: 20.99
    stores:
      bookshop: "https://bookshop.org/p/books/the-warning/9780985123406"
  - format: ebook
    isbn: 9780985123444
    prices:
      USD: 4.99
    stores:
      amazon: B004NKA001
      kobo: "https://www.kobo.com/us/en/ebook/the-warning"
  - format: audiobook
    isbn: 9780985123451
    pubDate: 2012-06-05
    length: 11h 42m
    narrators: [Daniel Whitfield]
    stores:
      audible: B004NKAU01
  - format: ebook
    language: es
    translator: Lucía Herrera
    isbn: 9780985123468
    pubDate: 2019-09-10
    stores:
      amazon: B07NKAES01
keywords: [surveillance, prophecy]
---
A federal agent reads the signs.
`,
};

/** An event, `content/events/{id}.md`, in a bookshop unless `fields` says otherwise. */
export function eventFile(id: string, fields = "") {
  const defaults: Record<string, string> = {
    title: `Event ${id}`,
    start: "2026-12-05 19:00",
    timeZone: "America/Chicago",
    place: "\n  venue: Main Street Books\n  address: 12 Main Street, Springfield, IL",
  };
  const given = new Set(fields.split("\n").map((line) => line.split(":")[0]));
  const lines = Object.entries(defaults)
    .filter(([key]) => !given.has(key) && !(key === "place" && given.has("online")))
    .map(([key, value]) => `${key}: ${value}\n`)
    .join("");
  return {
    file: `content/events/${id}.md`,
    text: `---\nid: ${id}\n${lines}${fields}---\nA reading from ${id}, and questions.\n`,
  };
}

export function sources(overrides: Partial<ContentSources> = {}): ContentSources {
  return {
    // The singles' section needs its title once a test's books include a single.
    site: { file: "content/site.yaml", text: `${SITE_YAML}sections:\n  singles: Short Reads\n` },
    categories: { file: "content/categories.yaml", text: CATEGORIES_YAML },
    series: [seriesFile("saga")],
    books: [
      bookFile("one", "series: [saga]\nseriesNum: 1\ncategories: [christian]\n"),
      bookFile("two", "series: [saga]\nseriesNum: 2\n"),
    ],
    news: [
      {
        file: "content/news/hello.md",
        text: "---\nid: hello\ntitle: Hello\npubDate: 2025-02-09\ncontentUrl: https://blog.example/hello\n---\nNews.\n",
      },
    ],
    samples: [],
    guides: [],
    events: [],
    authors: [],
    ...overrides,
  };
}

export const allAssets = { assetExists: () => true };

export function catalogue(overrides: Partial<ContentSources> = {}): Catalogue {
  return parseCatalogue(sources(overrides), allAssets);
}

/** The build's messages for content it refuses, as `file, line N: message`. */
export function issuesOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error.issues.map(formatIssue);
    throw error;
  }
  throw new Error("expected the content to be refused");
}

/**
 * Three events over three books, one hidden: a signing with a place (and the hidden book),
 * a stream online in London, and a festival in Paris that is over; with `byId` to take one.
 */
export function eventsCatalogue() {
  const events = catalogue({
    books: [bookFile("one"), bookFile("two"), bookFile("secret", "hidden: true\n")],
    events: [
      eventFile("signing", "end: 2026-12-05 21:00\nbooks: [one, secret]\n"),
      eventFile(
        "stream",
        "start: 2026-12-01 12:00\ntimeZone: Europe/London\nonline: https://video.example/live\nbooks: [two]\n",
      ),
      eventFile(
        "festival",
        "start: 2026-11-20 10:00\nend: 2026-11-22 16:00\ntimeZone: Europe/Paris\nonline: https://fest.example/live\n",
      ),
    ],
  });
  const byId = (id: string) => {
    const event = events.events.find((e) => e.id === id);
    if (!event) throw new Error(`no event ${id}`);
    return event;
  };
  return { events, byId };
}

/** Each mailing-list service's settings, as an author writes them under `subscribe:`. */
export const SERVICES = {
  buttondown: "provider: buttondown\nusername: nk_ashford\n",
  kit: "provider: kit\nformId: 7463169\n",
  mailerlite: "provider: mailerlite\naccountId: 1561600\nformId: '155870684527986630'\n",
  mailchimp:
    "provider: mailchimp\naction: https://nkashford.us21.list-manage.com/subscribe/post?u=8a83058b9ef8a5d4d9076f258&amp;id=7fcdb807f6\n",
  wordpress:
    "action: https://subscribe.example\nblogId: '1'\nsource: https://example.com/\nsubType: widget\nredirectFragment: subscribe\nnonce: abc\n",
};

/** The fixture site with its mailing list replaced by `subscribe`, and `more` settings after it. */
export function siteWith(subscribe: string, more: string) {
  const base = SITE_YAML.replace(/subscribe:\n(?: {2}.*\n)+/, "");
  const indented = subscribe
    .trim()
    .split("\n")
    .map((line) => `  ${line}`)
    .join("\n");
  return {
    site: {
      file: "content/site.yaml",
      text: `${base}sections:\n  singles: Short Reads\nsubscribe:\n${indented}\n${more}`,
    },
  };
}
