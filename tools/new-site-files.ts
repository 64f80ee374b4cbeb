import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { IsoDay } from "../app/content/dates.ts";
import { assetPaths, publicFile } from "../app/content/paths.ts";
import type { Site } from "../app/content/types.ts";
import { DEFAULT_THEME } from "../app/schema/theme.ts";

/** The content files `npm run new-site` writes (tools/new-site.ts), as text, by path. */

/**
 * What a new author's first site has none of: the sample's content folders (of Markdown files)
 * and its images' folders, both in the project.
 */
export const SAMPLE_CONTENT = ["books", "series", "news", "samples", "guides", "events"].map(
  (folder) => `content/${folder}`,
);
export const SAMPLE_IMAGES = [
  assetPaths.folders.books,
  assetPaths.folders.trailers,
  assetPaths.folders.author,
].map(publicFile);

/** Writes `files`, each a path under `root` and its text, making their folders. */
export function writeFiles(root: string, files: { file: string; text: string }[]) {
  for (const { file, text } of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
}

/**
 * The parts of a name the site shows: the initials of the names before the surname for the
 * copyright line ("N.K." of "Nathan K. Ashford"), the surname, and two letters for a monogram.
 */
export function authorNames(name: string) {
  const words = name.trim().split(/\s+/);
  const surname = words.at(-1) ?? name;
  const first = (word: string) => [...word.replace(/^[^\p{L}\p{N}]+/u, "")][0] ?? "";
  const given = words.slice(0, -1);
  const initials = (given.length > 0 ? given : [surname])
    .map((word) => `${first(word).toUpperCase()}.`)
    .join("");
  const monogram = (first(given[0] ?? "") + first(surname)).toUpperCase().slice(0, 2);
  return { surname, initials, monogram };
}

/** A book's id from its title: lowercase letters and digits joined by hyphens. */
export function bookId(title: string): string {
  const id = title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return id === "" ? "my-first-book" : id;
}

/** Text in YAML's double quotes (JSON's quoting is valid YAML). */
const quoted = (text: string) => JSON.stringify(text);

/**
 * The store links and the assistant's questions a new site takes when the content it replaces
 * cannot be read for them: the spec's seven questions, and the stores' own addresses.
 */
export const STANDARD: Pick<NewSite, "questions" | "links"> = {
  questions: [
    "What kind of books do you write?",
    "When is the next book coming out?",
    "What is your newest book?",
    "Where can I buy your books?",
    "Are your books available as audiobooks?",
    "Where can I follow you on social media?",
    "How can I leave a review?",
  ],
  links: {
    retail: "https://www.amazon.com/dp/{id}",
    audiobook: "https://www.audible.com/pd/{id}",
    review: "https://www.goodreads.com/book/show/{id}",
  },
};

export type NewSite = {
  name: string;
  bookTitle: string;
  today: IsoDay;
  /** The assistant's seven questions, which speak of no one in particular. */
  questions: string[];
  /** The store link patterns: the stores' addresses, not the author's. */
  links: Site["links"];
};

export function newSiteFiles({ name, bookTitle, today, questions, links }: NewSite) {
  const { surname, initials } = authorNames(name);
  const id = bookId(bookTitle);
  const siteYaml = `# Site configuration: everything the pages say about the author and where links go.
# Your site's own address (for canonical links, the sitemap and feeds).
url: https://www.example.com
author:
  name: ${quoted(name)}
  # The copyright line reads "© {year} {initials} {surname}".
  initials: ${quoted(initials)}
  surname: ${quoted(surname)}
  tagline: ${quoted(`Books by ${name}`)}
  bio: ${quoted(`${name} writes books. This is where readers learn about you: edit it in content/site.yaml.`)}
  portrait: ${assetPaths.portrait}
intro:
  heading: ${quoted(`The books of ${name}`)}
  text: ${quoted(`Welcome. Browse the books, read about the author, and find your next read.`)}
# The titles of the home page's sections of covers: Featured Books, Fiction Books and
# Nonfiction Books unless written here. Books of genre single need their section's title:
# sections:
#   singles: Kindle Singles
# Your profiles, each with network (facebook, x, youtube, goodreads...), label and url.
social: []
links:
  retail: ${links.retail}
  audiobook: ${links.audiobook}
  review: ${links.review}
# Your blog's address, or "" for no Blog link.
blogUrl: ""
assistant:
  # The seven Instant Answers offered in the chat.
  questions:
${questions.map((question) => `    - ${quoted(question)}`).join("\n")}
# Where Core Web Vitals are reported: a beacon URL, or empty to log them in the console.
vitalsBeaconUrl: ""
# A subscription form in the footer appears once you add subscribe: with your mailing-list
# service (provider: wordpress, buttondown, kit, mailerlite or mailchimp) and its settings;
# see docs/mailing-list.md.
# A free book for subscribers (magnet:) and a review team (reviewTeam:) each get a page of
# their own once you add them; see docs/mailing-list.md. So does Start here (start:), your
# readers' ways into your books; see docs/writing-content.md.
# Visits are counted once you add analytics: with your service (provider: plausible,
# goatcounter, umami or cloudflare) and its settings; see docs/analytics.md.
# The site's colours ("#rrggbb", in quotes) and faces; the build checks their contrast.
theme:
  accent: "${DEFAULT_THEME.accent}"
  dark: "${DEFAULT_THEME.dark}"
  light: "${DEFAULT_THEME.light}"
  displayFont: ${DEFAULT_THEME.displayFont}
  textFont: ${DEFAULT_THEME.textFont}
`;
  const categoriesYaml = `# The categories books are filed under. \`genres\` lists the home sections whose filters offer it.
categories:
  - key: featured
    label: Featured
  - key: upcoming
    label: Coming Soon!
`;
  const book = `---
id: ${id}
title: ${quoted(bookTitle)}
genres: [fiction]
categories: [featured]
pubDate: ${today}
# The book's ids at the stores in content/site.yaml's links, once it has them.
amazonId: ""
goodreadsId: ""
---
${bookTitle} is your book. Write its description here: a paragraph or two that make a reader want it.

Edit this file, content/books/${id}.md, for its date, categories and store ids, and replace its cover, public/assets/books/${id}.jpg, with the real one.
`;
  return {
    "content/site.yaml": siteYaml,
    "content/categories.yaml": categoriesYaml,
    [`content/books/${id}.md`]: book,
  };
}
