/**
 * Content files for a catalogue of any size: books with plausible titles, two-paragraph
 * blurbs, keywords and dates spread over the years (a few still to come), ten to a series
 * (every third series' first book listed in the series before it too), with some standalones;
 * some fiction with tropes, heat or content notes. The same seed, count and day give the same
 * files.
 */
import { isSeq, parseDocument } from "yaml";
import { formatLongDate, type IsoDay } from "../app/content/dates.ts";
import { isbn13CheckDigit } from "../app/content/isbn.ts";
import { assetPaths } from "../app/content/paths.ts";
import type { Category, Genre } from "../app/content/types.ts";
import {
  COMPLICATIONS,
  CONTENT_NOTE_TERMS,
  FIRST_NAMES,
  INCIDENTS,
  KEYWORDS,
  NONFICTION_TOPICS,
  NOVEL_KINDS,
  OCCUPATIONS,
  PLACES,
  SERIES_PATTERNS,
  SURNAMES,
  THEMES,
  TITLE_ADJECTIVES,
  TITLE_NOUNS,
  TITLE_OF,
  TROPES,
} from "./generated-words.ts";

export type ContentFile = { file: string; text: string };

export type GenerateOptions = {
  /** How many books to add. */
  count: number;
  seed: number;
  /** The day the catalogue is made for: a few books come out after it. */
  today: IsoDay;
  /** Ids and series keys already in the catalogue, which the new ones must not take. */
  taken: string[];
  categories: Category[];
  /** Ten books to a series with a series file each; otherwise standalones only. */
  withSeries: boolean;
  /** A trailer for a few books and for every third series. */
  withTrailers: boolean;
  /**
   * Authors of content/authors/ for a press or a writer's names (none by default): each series
   * one author's, the standalones shared in turn, one in twenty co-written, and with three or
   * more, the last with no book yet.
   */
  authors?: number;
};

const BOOKS_PER_SERIES = 10;
const YEARS_BACK = 15;

/** A small, fast generator of numbers in [0, 1): the same seed, the same numbers. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error("nothing to pick from");
    return item;
  };
  const some = <T>(items: readonly T[], n: number): T[] =>
    [...items]
      .map((item) => ({ item, key: next() }))
      .sort((a, b) => a.key - b.key)
      .slice(0, n)
      .map(({ item }) => item);
  return { next, int, pick, some };
}
type Random = ReturnType<typeof random>;

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/'/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function addDays(day: IsoDay, days: number): IsoDay {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const fill = (template: string, slots: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => slots[name] ?? "");

type Hero = { name: string; occupation: string; place: string };

function hero(rng: Random): Hero {
  return {
    name: `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`,
    occupation: rng.pick(OCCUPATIONS),
    place: rng.pick(PLACES),
  };
}

type Draft = {
  id: string;
  title: string;
  subTitle?: string;
  genre: Genre;
  categories: string[];
  /** Its series and place, and another series it is listed in (a crossover's second). */
  series?: { id: string; title: string; num: number; also?: string };
  pubDate: IsoDay;
  amazonId: string;
  audioId: string;
  goodreadsId: string;
  trailerUrl: string;
  keywords: string[];
  related: string[];
  description: string[];
  /** The `editions:` lines of a book sold in formats of its own; none for the others. */
  editions?: string[];
  tropes?: string[];
  heat?: number;
  /** Content note terms, the first with the author's words beside it when `noteWords` says. */
  contentNotes?: string[];
  noteWords?: string;
  /** Who wrote it, where the catalogue has authors of its own. */
  authors?: string[];
};

type SeriesDraft = {
  id: string;
  key: string;
  title: string;
  keywords: string[];
  trailerUrl: string;
  hero: Hero;
  description: string[];
};

/** Names, titles and ids, each used once. */
function namer(rng: Random, taken: string[]) {
  const used = new Set(taken);
  const unique = (make: () => string, slug: (title: string) => string[]): string => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const title = make();
      const ids = slug(title);
      if (ids.every((id) => id !== "" && !used.has(id))) {
        for (const id of ids) used.add(id);
        return title;
      }
    }
    throw new Error("ran out of names: add words to tools/generated-words.ts");
  };
  // Drawn after the pattern, in this order: the same seed gives the same titles.
  const titleWords = () => ({
    adjective: rng.pick(TITLE_ADJECTIVES),
    noun: rng.pick(TITLE_NOUNS),
    of: rng.pick(TITLE_OF),
  });
  const bookTitle = () =>
    unique(
      () =>
        fill(
          rng.pick([
            "The {adjective} {noun}",
            "{noun} of {of}",
            "The {noun} of {of}",
            "{adjective} {noun}",
            "After the {noun}",
          ]),
          titleWords(),
        ),
      (title) => [slugify(title)],
    );
  const seriesTitle = () =>
    unique(
      () => fill(rng.pick(SERIES_PATTERNS), { ...titleWords(), surname: rng.pick(SURNAMES) }),
      (title) => {
        const id = slugify(title.replace(/^The /, ""));
        return [id, id.replace(/-/g, "")];
      },
    );
  return { bookTitle, seriesTitle };
}

/** A video id as the player takes it, in the generator's own pattern so it is never real. */
const videoId = (rng: Random) =>
  `gen${Array.from({ length: 8 }, () => rng.pick([..."abcdefghjkmnpqrstuvwxyz23456789"])).join("")}`;
const storeId = (rng: Random) =>
  `B0${Array.from({ length: 8 }, () => rng.pick([..."ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"])).join("")}`;

function novelBlurb(rng: Random, title: string, who: Hero, series?: SeriesDraft, num?: number) {
  const ally = `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`;
  const first = who.name.split(" ")[0] ?? who.name;
  const opening = `${who.name}, ${who.occupation} in ${who.place}, ${rng.pick(INCIDENTS)}.`;
  const twist = fill(rng.pick(COMPLICATIONS), {
    name: first,
    ally,
    allyRole: rng.pick(OCCUPATIONS),
  });
  const kind = rng.pick(NOVEL_KINDS);
  const closing = series
    ? `**${title}** is Book ${num} of ${series.title}: ${kind} about ${rng.pick(THEMES)}.`
    : `**${title}** is ${kind} about ${rng.pick(THEMES)}.`;
  return [`${opening} ${twist}`, closing];
}

function nonfictionBlurb(rng: Random, title: string, topic: string) {
  const reader = rng.pick(["study groups", "pastors and parents", "curious skeptics", "readers"]);
  return [
    `Most of us were never taught to think carefully about ${topic}. We inherited opinions instead, and then wondered why they failed us when the news turned strange.`,
    `**${title}** is a plain-spoken guide for ${reader}, with questions for discussion at the end of every chapter and a reading list for those who want to go further.`,
  ];
}

function singleBlurb(rng: Random, title: string, who: Hero) {
  return [
    `${who.name}, ${who.occupation} in ${who.place}, ${rng.pick(INCIDENTS)}. There is one night to decide what to do about it.`,
    `**${title}** is a short read, about an hour from first page to last, about ${rng.pick(THEMES)}.`,
  ];
}

/** Makes a book of a genre, a title and a day: its stores, keywords and categories drawn. */
type BookMaker = (genre: Genre, title: string, pubDate: IsoDay) => Draft;

/**
 * A series of ten and its books, at even gaps that end before today, each related to the books
 * either side; the first book of every third series is listed in the one before it too.
 */
function draftSeries(
  rng: Random,
  names: ReturnType<typeof namer>,
  options: GenerateOptions,
  book: BookMaker,
  { index, previous }: { index: number; previous: SeriesDraft | undefined },
): { draft: SeriesDraft; books: Draft[] } {
  const earliest = addDays(options.today, -365 * YEARS_BACK);
  const title = names.seriesTitle();
  const id = slugify(title.replace(/^The /, ""));
  const draft: SeriesDraft = {
    id,
    key: id.replace(/-/g, ""),
    title,
    keywords: rng.some(KEYWORDS, 4),
    trailerUrl: options.withTrailers && index % 3 === 0 ? videoId(rng) : "",
    hero: hero(rng),
    description: [],
  };
  const gap = rng.int(120, 270);
  const latestStart = addDays(options.today, -gap * BOOKS_PER_SERIES);
  const span = Math.max(0, (Date.parse(latestStart) - Date.parse(earliest)) / 86_400_000);
  const start = addDays(earliest, Math.floor(rng.next() * span));
  const books: Draft[] = [];
  for (let n = 1; n <= BOOKS_PER_SERIES; n += 1) {
    const draftBook = book(
      "fiction",
      names.bookTitle(),
      addDays(start, (n - 1) * gap + rng.int(0, 20)),
    );
    const also = n === 1 && index % 3 === 1 ? previous?.id : undefined;
    draftBook.series = { id, title, num: n, ...(also && { also }) };
    draftBook.keywords = [...new Set([...draft.keywords.slice(0, 2), ...draftBook.keywords])];
    draftBook.description = novelBlurb(rng, draftBook.title, draft.hero, draft, n);
    books.push(draftBook);
  }
  books.forEach((b, i) => {
    b.related = [books[i - 1]?.id, books[i + 1]?.id].filter((r): r is string => r !== undefined);
  });
  const [first] = books;
  draft.description = [
    `${title} follows ${draft.hero.name}, ${draft.hero.occupation} in ${draft.hero.place}, across ${BOOKS_PER_SERIES} novels, from the first quiet warning to the night everything changes.`,
    `Readers call it ${rng.pick(NOVEL_KINDS)} about ${rng.pick(THEMES)}. Start with Book 1, ${first?.title}.`,
  ];
  return { draft, books };
}

/** Generated content files to add to a catalogue, under `content/`. */
export function generateContent(options: GenerateOptions): ContentFile[] {
  const rng = random(options.seed);
  const names = namer(rng, options.taken);
  const seriesCount = options.withSeries ? Math.floor((options.count * 0.8) / BOOKS_PER_SERIES) : 0;
  const standaloneCount = options.count - seriesCount * BOOKS_PER_SERIES;
  const categoriesOf = (genre: Genre) =>
    options.categories
      .filter((c) => c.genres?.includes(genre) && c.key !== "boxset")
      .map((c) => c.key);
  const featured = options.categories.some((c) => c.key === "featured");
  const earliest = addDays(options.today, -365 * YEARS_BACK);

  const series: SeriesDraft[] = [];
  const drafts: Draft[] = [];
  const book: BookMaker = (genre, title, pubDate) => {
    const categories = rng.some(categoriesOf(genre), rng.int(1, 2));
    if (featured && rng.next() < 0.03) categories.push("featured");
    return {
      id: slugify(title),
      title,
      genre,
      categories,
      pubDate,
      amazonId: storeId(rng),
      audioId: genre !== "nonfiction" && rng.next() < 0.3 ? storeId(rng) : "",
      goodreadsId: `${rng.int(10_000_000, 99_999_999)}-${slugify(title)}`,
      trailerUrl: options.withTrailers && rng.next() < 0.04 ? videoId(rng) : "",
      keywords: rng.some(KEYWORDS, rng.int(3, 5)),
      related: [],
      description: [],
    };
  };

  for (let s = 0; s < seriesCount; s += 1) {
    const made = draftSeries(rng, names, options, book, { index: s, previous: series[s - 1] });
    series.push(made.draft);
    drafts.push(...made.books);
  }

  for (let i = 0; i < standaloneCount; i += 1) {
    const roll = rng.next();
    const genre: Genre = roll < 0.6 ? "fiction" : roll < 0.85 ? "nonfiction" : "single";
    const span = (Date.parse(options.today) - Date.parse(earliest)) / 86_400_000;
    const draftBook = book(
      genre,
      names.bookTitle(),
      addDays(earliest, Math.floor(rng.next() * span)),
    );
    if (genre === "nonfiction") {
      const [topic, subTitle] = rng.pick(NONFICTION_TOPICS);
      draftBook.subTitle = subTitle;
      draftBook.description = nonfictionBlurb(rng, draftBook.title, topic);
    } else if (genre === "single") {
      draftBook.description = singleBlurb(rng, draftBook.title, hero(rng));
    } else {
      draftBook.description = novelBlurb(rng, draftBook.title, hero(rng));
    }
    drafts.push(draftBook);
  }
  // An author's site features a book or two; a generated one features its first at least.
  if (featured && drafts[0] && !drafts[0].categories.includes("featured"))
    drafts[0].categories.push("featured");
  const standalones = drafts.filter((d) => !d.series);
  for (const d of standalones) {
    const others = standalones.filter((o) => o !== d && o.genre === d.genre);
    d.related = rng.some(others, 2).map((o) => o.id);
  }

  // A few books still to come: the newest of some series, or standalones; every other one
  // without a store id yet (coming soon rather than pre-order).
  const lastOfSeries = drafts.filter((d) => !d.series || d.series.num === BOOKS_PER_SERIES);
  const upcoming = options.count >= 3 ? Math.max(1, Math.round(options.count * 0.02)) : 0;
  rng.some(lastOfSeries, upcoming).forEach((d, i) => {
    d.pubDate = addDays(options.today, rng.int(20, 240));
    if (i % 2 === 1) d.amazonId = "";
  });

  // Every tenth book is sold in formats of its own: a hardcover and an ebook, and an audiobook
  // where it has one, each with its own ISBN (979-8, which no sample book uses).
  drafts.forEach((d, i) => {
    if (i % 10 === 4) d.editions = editionLines(d, i, rng);
  });

  addTropesAndNotes(drafts, random(options.seed + 45));
  const authors = addAuthors(drafts, options.authors ?? 0, random(options.seed + 77));

  return [...authors, ...series.map(seriesFile), ...drafts.map(bookFile)];
}

/**
 * Authors' files for `count` names (none for none), and each book's `authors`: a series is
 * one author's, the standalones go to each in turn, one in twenty of them written by two; with
 * three names or more the last has no book yet (their first is on its way). A random sequence
 * of its own, so the books are as they were without authors.
 */
function addAuthors(drafts: Draft[], count: number, rng: Random): ContentFile[] {
  const names = new Set<string>();
  while (names.size < count) names.add(`${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`);
  const authors = [...names].map((name) => ({ id: slugify(name), name }));
  const writing = authors.length >= 3 ? authors.slice(0, -1) : authors;
  const seriesIds = [...new Set(drafts.flatMap((d) => (d.series ? [d.series.id] : [])))];
  let turn = 0;
  for (const d of drafts) {
    if (!d.series) turn += 1;
    const owner = d.series ? seriesIds.indexOf(d.series.id) : turn;
    const first = writing[owner % writing.length];
    const second = writing[(owner + 1) % writing.length];
    if (!first || !second) continue;
    d.authors =
      !d.series && turn % 20 === 7 && writing.length > 1 ? [first.id, second.id] : [first.id];
  }
  return authors.map(({ id, name }) => {
    const [given = "", surname = ""] = name.split(" ");
    return markdownFile(
      `content/authors/${id}.md`,
      [
        `id: ${id}`,
        `name: ${name}`,
        `sortName: ${JSON.stringify(`${surname}, ${given}`)}`,
        `shortBio: ${JSON.stringify(`${name} writes novels about ${rng.pick(THEMES)}.`)}`,
        `portrait: ${assetPaths.folders.authors}/${id}.jpg`,
      ],
      [
        `${name} grew up in ${rng.pick(PLACES)} and worked as ${rng.pick(OCCUPATIONS)} before the first book.`,
        `${given} now writes full time, and answers every letter from readers, eventually.`,
      ],
    );
  });
}

/**
 * Tropes for about two fiction books in five (from a short list, so that books share them),
 * a heat for about one in ten, and content notes for about one in twelve, a few of those with
 * words of the author's. A random sequence of their own, so that the rest of each book is as
 * it was before books had them.
 */
function addTropesAndNotes(drafts: Draft[], rng: Random) {
  for (const d of drafts) {
    if (d.genre !== "fiction") continue;
    if (rng.next() < 0.4) d.tropes = rng.some(TROPES, rng.int(1, 3));
    if (rng.next() < 0.1) d.heat = rng.int(1, 5);
    if (rng.next() < 0.08) {
      d.contentNotes = rng.some(CONTENT_NOTE_TERMS, rng.int(1, 2));
      if (rng.next() < 0.3) d.noteWords = `in chapters ${rng.int(2, 9)} and ${rng.int(10, 24)}`;
    }
  }
}

/** A book's `contentNotes:` lines, a term each, the first with words of the author's if any. */
const contentNoteLines = (d: Draft) =>
  d.contentNotes && d.contentNotes.length > 0
    ? [
        "contentNotes:",
        ...d.contentNotes.flatMap((term, i) => [
          `  - term: ${term}`,
          ...(i === 0 && d.noteWords ? [`    note: ${d.noteWords}`] : []),
        ]),
      ]
    : [];

/** A content file: its front-matter lines between `---` lines, then its paragraphs. */
const markdownFile = (file: string, lines: string[], paragraphs: string[]): ContentFile => ({
  file,
  text: `---\n${lines.join("\n")}\n---\n\n${paragraphs.join("\n\n")}\n`,
});
const list = (items: string[]) => `[${items.join(", ")}]`;
const quoted = (items: string[]) => `[${items.map((item) => JSON.stringify(item)).join(", ")}]`;

function seriesFile(s: SeriesDraft): ContentFile {
  const lines = [
    `id: ${s.id}`,
    `key: ${s.key}`,
    `title: ${JSON.stringify(s.title)}`,
    "genres: [fiction]",
    `keywords: ${quoted(s.keywords)}`,
    ...(s.trailerUrl ? [`trailerUrl: ${s.trailerUrl}`] : []),
  ];
  return markdownFile(`content/series/${s.id}.md`, lines, s.description);
}

/** A generated book's editions, as the lines of its `editions:` field. */
function editionLines(d: Draft, index: number, rng: Random): string[] {
  const isbn = (n: number) => {
    const first12 = `9798${String(index * 3 + n).padStart(8, "0")}`;
    return first12 + isbn13CheckDigit(first12);
  };
  return [
    "editions:",
    "  - format: hardcover",
    `    isbn: ${isbn(0)}`,
    `    pages: ${rng.int(180, 520)}`,
    "  - format: ebook",
    `    isbn: ${isbn(1)}`,
    ...(d.amazonId ? ["    stores:", `      amazon: ${d.amazonId}`] : []),
    ...(d.audioId
      ? [
          "  - format: audiobook",
          `    isbn: ${isbn(2)}`,
          `    length: ${rng.int(5, 16)}h ${rng.int(1, 59)}m`,
          `    narrators: [${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}]`,
          "    stores:",
          `      audible: ${d.audioId}`,
        ]
      : []),
  ];
}

function bookFile(d: Draft): ContentFile {
  const lines = [
    `id: ${d.id}`,
    `title: ${JSON.stringify(d.title)}`,
    ...(d.subTitle ? [`subTitle: ${JSON.stringify(d.subTitle)}`] : []),
    ...(d.authors ? [`authors: ${list(d.authors)}`] : []),
    `categories: ${list(d.categories)}`,
    `genres: [${d.genre}]`,
    ...(d.series
      ? [
          `series: ${list([d.series.id, d.series.also ?? ""].filter(Boolean))}`,
          `seriesNum: ${d.series.num}`,
        ]
      : []),
    ...(d.related.length > 0 ? [`related: ${list(d.related)}`] : []),
    // A book with editions writes its stores in each edition.
    ...(d.audioId && !d.editions ? [`audioId: ${d.audioId}`] : []),
    ...(d.amazonId && !d.editions ? [`amazonId: ${d.amazonId}`] : []),
    `pubDate: ${JSON.stringify(formatLongDate(d.pubDate))}`,
    `goodreadsId: ${d.goodreadsId}`,
    ...(d.trailerUrl ? [`trailerUrl: ${d.trailerUrl}`] : []),
    `keywords: ${quoted(d.keywords)}`,
    ...(d.tropes ? [`tropes: ${list(d.tropes)}`] : []),
    ...(d.heat === undefined ? [] : [`heat: ${d.heat}`]),
    ...contentNoteLines(d),
    ...(d.editions ?? []),
  ];
  return markdownFile(`content/books/${d.id}.md`, lines, d.description);
}

/**
 * A new author's `site.yaml`, made from the project's own so that it keeps every setting the
 * schema asks for: a generated name, texts and addresses, nothing of the sample author's.
 */
export function freshSite(siteYaml: string, seed: number): string {
  const rng = random(seed);
  const first = rng.pick(FIRST_NAMES);
  const middle = rng.pick(FIRST_NAMES);
  const surname = rng.pick(SURNAMES);
  const name = `${first} ${middle[0]}. ${surname}`;
  const handle = slugify(`${first}${surname}`).replace(/-/g, "");
  const url = `https://www.${handle}books.com`;
  const doc = parseDocument(siteYaml);
  doc.setIn(["url"], url);
  doc.setIn(["author", "name"], name);
  doc.setIn(["author", "initials"], `${first[0]}.${middle[0]}.`);
  doc.setIn(["author", "surname"], surname);
  doc.setIn(["author", "tagline"], "Stories of ordinary people who keep watch.");
  doc.setIn(
    ["author", "bio"],
    `${name} writes suspense about faith, family and the price of telling the truth. Before the first novel there were twenty years of teaching history to teenagers, who are still the toughest critics.\n\n${first} lives in ${rng.pick(PLACES)} and answers every letter from readers, eventually.`,
  );
  // The portrait `npm run assets` draws.
  doc.setIn(["author", "portrait"], assetPaths.portrait);
  doc.setIn(["intro", "heading"], "New stories, one page at a time");
  doc.setIn(
    ["intro", "text"],
    `Novels and short reads from ${name}. Browse the books and find out what comes next.`,
  );
  // Its singles, in the words its introduction uses.
  doc.setIn(["sections", "singles"], "Short Reads");
  const social = doc.getIn(["social"]);
  if (isSeq(social)) {
    social.items.forEach((_, i) => {
      const network = slugify(String(doc.getIn(["social", i, "network"]) ?? "social"));
      doc.setIn(["social", i, "url"], `https://www.${network}.example/${handle}`);
    });
  }
  doc.setIn(["blogUrl"], `https://${handle}.wordpress.com`);
  if (doc.hasIn(["subscribe", "source"])) doc.setIn(["subscribe", "source"], `${url}/`);
  // The free book and Start here name the old author's books, and those pages and the review
  // team's speak in their words: a new author adds their own.
  doc.deleteIn(["magnet"]);
  doc.deleteIn(["reviewTeam"]);
  doc.deleteIn(["start"]);
  return doc.toString();
}
