import fc from "fast-check";
import type { IsoDay } from "../content/dates.ts";
import { FORMATS, type Format, isPrint } from "../content/formats.ts";
import { isbn10Of, isbn13CheckDigit } from "../content/isbn.ts";
import type { Genre } from "../content/types.ts";
import { BOX_SET_NUMBER } from "./schema.ts";

/**
 * Catalogues as authors make them, for the properties (*.property.test.ts): what each file
 * says, before it is written out as text (./catalogue-files.test-helper.ts). An arbitrary draws
 * the raw choices (how many books, which series each is in, which trope, a place) and `repair`
 * turns them into a catalogue the content rules allow, so that a shrunk counterexample is a
 * valid catalogue too. The rules the generator keeps, and so takes for granted:
 * - ids, series keys, ISBNs and aliases are each used once; a series place is used once;
 * - a book with a place is in a series; a box set has no number (or 9999) and lists books;
 * - a series' plan is no shorter than its furthest placed book; a complete series has none;
 * - a KDP Select ebook is sold at Amazon alone; audio stores on audiobooks; pages on print;
 * - the free book, the Start here books and series are visible, the free ebook not in KDP
 *   Select; the free book and the review team each have one way to sign up;
 * - a trope is written the same way in every book (its first letter's case aside).
 */

/** The day the catalogues are made for: time is a parameter. */
export const TODAY: IsoDay = "2026-06-01";

const dayAfter = (days: number): IsoDay =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Words in the scripts and signs authors write: titles, tropes and blurbs draw on them. */
export const WORDS = [
  ...["Dawn", "Watchman's", "Warning", "the", "of", "Straße", "Café", "Noël", "Ærø"],
  ...["Любовь", "и", "война", "Ёлки", "Ο", "Φύλακας", "Σοφίας", "האור", "הגנוז"],
  ...["夜の図書館", "图书馆员", "한국어", "🔥", "📚", "👩‍👩‍👧", "Cafe\u0301", "Zoe\u0308"],
  ...['"Quoted"', "It's", "‘Curly’", "«Ёлки»", "“Smart”", "&", "War & Peace", "A&B"],
  ...["Book: A Novel", "#1", "*Star*", "- dash", "[Bracket]", "@home", "!Bang", "50%"],
  ...["`tick`", "|pipe", ">gt", "?q", "{brace}", "a, b", "a # hash", "1984", "0.5", "null"],
] as const;

/**
 * Tropes in many scripts, each a different trope (no two are one trope in other spellings),
 * written in one book as here or with its first letter in upper case.
 */
export const TROPES = [
  ...["found family", "enemies to lovers", "slow burn", "Straße"],
  ...["war", "🔥 second chance", "Rock & Roll", "writer's block"],
  ...["Zoe\u0308's secret", "“chosen one”"],
] as const;

const CATEGORY_KEYS = ["christian", "scifi", "featured"] as const;
const GENRES: readonly Genre[] = ["fiction", "nonfiction", "single"];
const ID_WORDS = ["dawn", "warning", "night", "tide", "ember", "atlas", "harbor", "zero"];
const NOTE_TERMS = ["violence", "war", "death", "grief", "suicide"] as const;

/** How an author writes a file: the habits the build reads alike. */
export type FileStyle = {
  crlf: boolean;
  bom: boolean;
  /** A blank line after the opening `---`. */
  blankLine: boolean;
  /** Lists of words as `[a, b]`, else a line each. */
  flowLists: boolean;
  quotes: "plain" | "single" | "double";
  dates: "iso" | "quoted" | "long" | "time";
  /** A comment at the top of the front matter. */
  comment: boolean;
  /** The fields' order: a seed to shuffle them by (0 keeps the schema's). */
  order: number;
};

export type Price = { currency: "USD" | "GBP" | "EUR"; cents: number; quoted: boolean };
export type IsbnStyle = "number" | "quoted" | "hyphens" | "isbn10";

export type EditionModel = {
  format: Format;
  language: string | null;
  translator: string | null;
  isbn: { isbn13: string; style: IsbnStyle } | null;
  pubDate: IsoDay | null;
  publisher: string | null;
  pages: number | null;
  length: string | null;
  narrators: string[];
  prices: Price[];
  stores: Record<string, string>;
  direct: { url: string; offer: string | null } | null;
  kdpSelect: boolean;
};

/** A book without `editions:`: its store ids and pages as the book's own fields. */
export type LegacyStores = {
  amazonId: string | null;
  isbn: { isbn13: string; style: IsbnStyle } | null;
  stores: Record<string, string>;
  audioId: string | null;
};

export type HeatWritten = { level: number; as: "number" | "quoted" | "label" };

export type BookModel = {
  id: string;
  title: string;
  /** The authors it credits, by id: none without content/authors/ (the site's author). */
  authors: string[];
  subTitle: string | null;
  genres: Genre[];
  categories: string[];
  series: string[];
  /** As written: null for none, BOX_SET_NUMBER for a box set. */
  seriesNum: number | null;
  contains: string[];
  pubDate: IsoDay;
  hidden: boolean;
  editions: EditionModel[];
  legacy: LegacyStores | null;
  tropes: string[];
  heat: HeatWritten | null;
  contentNotes: { term: string | null; note: string | null }[];
  keywords: string[];
  related: string[];
  aliases: string[];
  trailer: boolean;
  praise: { quote: string; source: string }[];
  description: string;
  sample: { title: string; text: string } | null;
  guide: { spoilers: string | null; text: string } | null;
  style: FileStyle;
};

export type SeriesModel = {
  id: string;
  key: string;
  title: string;
  genres: Genre[];
  status: "complete" | "ongoing" | null;
  planned: number | null;
  description: string;
  style: FileStyle;
};

/** An author of content/authors/: a press's, or a pen name. */
export type AuthorModel = {
  id: string;
  name: string;
  sortName: string;
  shortBio: string;
  bio: string;
  /** A profile, and an own mailing list (Buttondown), or none. */
  profile: boolean;
  list: boolean;
  style: FileStyle;
};

export type SignupWay = { landing: string } | { signup: { tag: string } };

export type SiteModel = {
  author: string;
  directStores: "first" | "last";
  borrow: boolean;
  /** The mailing list: Buttondown, which tags a sign-up, or WordPress.com, which cannot. */
  mailingList: "buttondown" | "wordpress";
  magnet:
    | ({ format: "ebook" | "audiobook"; path: string | null; way: SignupWay } & (
        | { book: string }
        | { title: string; description: string }
      ))
    | null;
  reviewTeam: { terms: string; path: string | null; way: SignupWay } | null;
  start: {
    path: string | null;
    steps: { title: string; text: string | null; series: string | null; books: string[] }[];
  } | null;
  style: FileStyle;
};

export type CatalogueModel = {
  site: SiteModel;
  /** None: a site of one author, site.yaml's. One, or several: a press, or pen names. */
  authors: AuthorModel[];
  series: SeriesModel[];
  books: BookModel[];
  events: { id: string; title: string; books: string[]; style: FileStyle }[];
};

const style: fc.Arbitrary<FileStyle> = fc.record({
  crlf: fc.boolean(),
  bom: fc.boolean(),
  blankLine: fc.boolean(),
  flowLists: fc.boolean(),
  quotes: fc.constantFrom("plain", "single", "double"),
  dates: fc.constantFrom("iso", "quoted", "long", "time"),
  comment: fc.boolean(),
  order: fc.nat(),
});

const some = <T>(items: readonly T[], most = items.length) =>
  fc.subarray([...items], { maxLength: most });
const text = (least: number, most: number) =>
  fc
    .array(fc.constantFrom(...WORDS), { minLength: least, maxLength: most })
    .map((words) => words.join(" "));
/** A blurb: one or two paragraphs, each ending with a full stop. */
const blurb = fc
  .array(text(3, 12), { minLength: 1, maxLength: 2 })
  .map((paragraphs) => paragraphs.map((p) => `${p}.`).join("\n\n"));
/** Picks from lists that are known only once the catalogue is drawn: positions, taken modulo. */
const picks = (most: number) => fc.array(fc.nat(), { maxLength: most });
const rarely = fc.nat(5).map((n) => n === 0);

const rawEdition = fc.record({
  format: fc.constantFrom(...FORMATS),
  translated: rarely,
  isbn: fc.option(fc.constantFrom<IsbnStyle>("number", "quoted", "hyphens", "isbn10")),
  ownDay: fc.option(fc.integer({ min: -3000, max: 400 })),
  publisher: fc.option(text(1, 3)),
  pages: fc.integer({ min: 40, max: 900 }),
  minutes: fc.integer({ min: 30, max: 2000 }),
  narrators: fc.array(text(1, 2), { maxLength: 2 }),
  prices: fc.uniqueArray(
    fc.record({
      currency: fc.constantFrom("USD" as const, "GBP" as const, "EUR" as const),
      cents: fc.integer({ min: 1, max: 5000 }),
      quoted: fc.boolean(),
    }),
    { selector: (price) => price.currency, maxLength: 3 },
  ),
  stores: some(["amazon", "audible", "apple", "kobo", "barnesAndNoble", "bookshop", "librofm"]),
  storeAsLink: fc.boolean(),
  direct: fc.option(fc.record({ offer: fc.option(text(1, 4)) })),
  kdpSelect: rarely,
});

const rawBook = fc.record({
  word: fc.constantFrom(...ID_WORDS),
  /** Who wrote it, among the authors: one, or two writing together. */
  credited: picks(2),
  title: text(1, 4),
  subTitle: fc.option(text(1, 3), { freq: 1 }),
  genres: fc.subarray([...GENRES], { minLength: 1 }),
  categories: some(CATEGORY_KEYS),
  series: picks(3),
  place: fc.oneof(
    fc.constant({ kind: "none" as const }),
    fc.record({ kind: fc.constant("whole" as const), n: fc.integer({ min: 1, max: 9 }) }),
    fc.record({
      kind: fc.constant("decimal" as const),
      n: fc.integer({ min: 1, max: 9 }),
      hundredths: fc.constantFrom(5, 25, 50, 75),
    }),
    fc.record({ kind: fc.constant("box" as const), contains: picks(3) }),
  ),
  day: fc.oneof(
    fc.integer({ min: -6000, max: -2 }),
    fc.constantFrom(-1, 0, 1),
    fc.integer({ min: 2, max: 500 }),
  ),
  hidden: rarely,
  editions: fc.array(rawEdition, { maxLength: 4 }),
  legacy: fc.record({
    amazon: fc.boolean(),
    isbn: fc.option(fc.constantFrom<IsbnStyle>("number", "quoted", "hyphens")),
    stores: some(["apple", "kobo", "barnesAndNoble", "bookshop"]),
    audio: fc.boolean(),
  }),
  tropes: fc.array(fc.record({ pick: fc.nat(), capital: fc.boolean() }), { maxLength: 4 }),
  heat: fc.option(
    fc.record({
      level: fc.integer({ min: 1, max: 5 }),
      as: fc.constantFrom("number" as const, "quoted" as const, "label" as const),
    }),
  ),
  contentNotes: fc.array(
    fc.record({ term: fc.option(fc.constantFrom(...NOTE_TERMS)), note: fc.option(text(1, 5)) }),
    { maxLength: 3 },
  ),
  keywords: fc.array(text(1, 2), { maxLength: 3 }),
  related: picks(2),
  alias: rarely,
  trailer: rarely,
  praise: fc.array(fc.record({ quote: text(2, 6), source: text(1, 2) }), { maxLength: 2 }),
  description: blurb,
  sample: fc.option(fc.record({ title: text(1, 3), text: blurb })),
  guide: fc.option(fc.record({ spoilers: fc.option(text(2, 6)), questions: picks(3) })),
  style,
});

const rawAuthor = fc.record({
  name: text(1, 3),
  bio: blurb,
  profile: fc.boolean(),
  list: rarely,
  style,
});

const rawSeries = fc.record({
  word: fc.constantFrom(...ID_WORDS),
  ownKey: fc.boolean(),
  title: text(1, 3),
  genres: fc.subarray(["fiction", "nonfiction"] as Genre[], { minLength: 1 }),
  status: fc.constantFrom("complete" as const, "ongoing" as const, null),
  planned: fc.option(fc.integer({ min: 1, max: 12 })),
  description: blurb,
  style,
});

const rawWay = fc.record({ landing: fc.boolean(), tag: fc.constantFrom("free-book", "readers") });
const rawSite = fc.record({
  author: text(1, 3),
  directStores: fc.constantFrom("first" as const, "last" as const),
  borrow: fc.boolean(),
  mailingList: fc.constantFrom("buttondown" as const, "wordpress" as const),
  magnet: fc.option(
    fc.record({
      book: fc.option(fc.nat()),
      title: text(1, 3),
      description: blurb,
      format: fc.constantFrom("ebook" as const, "audiobook" as const),
      path: fc.option(fc.constantFrom("/free-book", "/gift")),
      way: rawWay,
    }),
  ),
  reviewTeam: fc.option(
    fc.record({ terms: blurb, path: fc.option(fc.constant("/reviewers")), way: rawWay }),
  ),
  start: fc.option(
    fc.record({
      path: fc.option(fc.constant("/begin")),
      steps: fc.array(
        fc.record({
          title: text(1, 4),
          text: fc.option(text(2, 8)),
          series: fc.option(fc.nat()),
          books: picks(3),
        }),
        { minLength: 1, maxLength: 4 },
      ),
    }),
  ),
  style,
});

type RawOf<A> = A extends fc.Arbitrary<infer T> ? T : never;
const rawCatalogue = (most: number) =>
  fc.record({
    site: rawSite,
    authors: fc.array(rawAuthor, { maxLength: 4 }),
    series: fc.array(rawSeries, { maxLength: 3 }),
    books: fc.array(rawBook, { maxLength: most }),
    events: fc.array(fc.record({ title: text(1, 3), books: picks(2), style }), { maxLength: 2 }),
  });
type Raw = RawOf<ReturnType<typeof rawCatalogue>>;

/**
 * Catalogues of none to `most` books in up to three series, with the site's free book,
 * review team and Start here, and events naming books.
 */
export const catalogueModel = ({ most = 8 } = {}): fc.Arbitrary<CatalogueModel> =>
  rawCatalogue(most).map(repair);

/** Each word once: the first as it is, the others numbered. */
function uniqueIds(words: string[], prefix = ""): string[] {
  const seen = new Set<string>();
  return words.map((word, index) => {
    const id = seen.has(`${prefix}${word}`) ? `${prefix}${word}-${index + 1}` : `${prefix}${word}`;
    seen.add(id);
    return id;
  });
}

/** The items picked from `from`, each once, `except` left out. */
const pickFrom = (positions: number[], from: string[], except?: string) =>
  from.length === 0
    ? []
    : [...new Set(positions.map((p) => from[p % from.length] ?? ""))].filter((id) => id !== except);

function repair(raw: Raw): CatalogueModel {
  const seriesIds = uniqueIds(
    raw.series.map((s) => s.word),
    "s-",
  );
  const bookIds = uniqueIds(raw.books.map((b) => b.word));
  const authors = raw.authors.map(repairAuthor);
  const authorIds = authors.map((author) => author.id);
  const taken = new Map<string, Set<number>>();
  const books = raw.books.map((book, index) => ({
    ...repairBook(book, index, bookIds, seriesIds, taken),
    // One author or two, co-writing, where there are several; the only one may go unnamed.
    authors:
      authorIds.length > 1 || book.credited.length > 0
        ? pickFrom(book.credited.length > 0 ? book.credited : [index], authorIds)
        : [],
  }));
  const series = raw.series.map((s, index): SeriesModel => {
    const id = seriesIds[index] ?? "";
    // The plan runs at least to the furthest placed book, hidden ones too.
    const furthest = Math.max(0, ...[...(taken.get(id) ?? [])].map(Math.floor));
    return {
      id,
      key: s.ownKey ? `${id}-books` : id,
      title: s.title,
      genres: s.genres,
      status: s.status,
      planned:
        s.planned === null || s.status === "complete" ? null : Math.max(s.planned, furthest, 1),
      description: s.description,
      style: s.style,
    };
  });
  return {
    books,
    series,
    authors,
    site: repairSite(raw.site, books, series),
    events: raw.events.map((event, index) => ({
      id: `event-${index + 1}`,
      title: event.title,
      books: pickFrom(event.books, bookIds),
      style: event.style,
    })),
  };
}

/** The authors' ids, each once, from their names; the sort name their last word first. */
function repairAuthor(raw: Raw["authors"][number], index: number): AuthorModel {
  const words = raw.name.split(" ");
  const last = words.at(-1) ?? raw.name;
  const given = words.slice(0, -1).join(" ");
  return {
    id: `author-${index + 1}`,
    name: raw.name,
    sortName: given === "" ? last : `${last}, ${given}`,
    shortBio: `${raw.name} writes.`,
    bio: raw.bio,
    profile: raw.profile,
    list: raw.list,
    style: raw.style,
  };
}

function repairBook(
  raw: Raw["books"][number],
  index: number,
  bookIds: string[],
  seriesIds: string[],
  taken: Map<string, Set<number>>,
): Omit<BookModel, "authors"> {
  const id = bookIds[index] ?? "";
  const series = pickFrom(raw.series, seriesIds);
  const first = series[0];
  let seriesNum: number | null = null;
  let contains: string[] = [];
  if (first !== undefined && raw.place.kind === "box") {
    contains = pickFrom(raw.place.contains, bookIds, id);
    seriesNum = contains.length === 0 ? BOX_SET_NUMBER : null;
  } else if (first !== undefined && raw.place.kind !== "none" && raw.place.kind !== "box") {
    // Each place of a series once: a taken place moves the book one further.
    const places = taken.get(first) ?? new Set<number>();
    let place = raw.place.n + (raw.place.kind === "decimal" ? raw.place.hundredths / 100 : 0);
    while (places.has(place)) place += 1;
    places.add(place);
    taken.set(first, places);
    seriesNum = place;
  }
  const editions = raw.editions.map((edition, at) => repairEdition(edition, index * 8 + at));
  return {
    id,
    title: raw.title,
    subTitle: raw.subTitle,
    genres: raw.genres,
    categories: raw.categories,
    series,
    seriesNum,
    contains,
    pubDate: dayAfter(raw.day),
    hidden: raw.hidden,
    editions,
    legacy:
      editions.length > 0
        ? null
        : {
            amazonId: raw.legacy.amazon ? asin(index * 8 + 7) : null,
            isbn:
              raw.legacy.isbn === null
                ? null
                : { isbn13: isbn(index * 8 + 7), style: raw.legacy.isbn },
            stores: Object.fromEntries(
              raw.legacy.stores.map((s) => [s, `https://${s}.example/${id}`]),
            ),
            audioId: raw.legacy.audio ? `AU${index}X` : null,
          },
    tropes: repairTropes(raw.tropes),
    heat: raw.heat,
    contentNotes: raw.contentNotes
      .filter((note) => note.term !== null || note.note !== null)
      .map(({ term, note }) => ({ term, note })),
    keywords: raw.keywords,
    related: pickFrom(raw.related, bookIds, id),
    aliases: raw.alias ? [`/read-${id}`] : [],
    trailer: raw.trailer,
    praise: raw.praise,
    description: raw.description,
    sample: raw.sample,
    guide: raw.guide && {
      spoilers: raw.guide.spoilers,
      text: `Talk about it.\n\n${[0, ...raw.guide.questions]
        .map((n, at) => `${at + 1}. ${WORDS[n % WORDS.length]}?`)
        .join("\n")}`,
    },
    style: raw.style,
  };
}

/** Each trope once, as the pool writes it or with its first letter up. */
const repairTropes = (raw: { pick: number; capital: boolean }[]) => {
  const seen = new Set<number>();
  return raw.flatMap(({ pick, capital }) => {
    const at = pick % TROPES.length;
    if (seen.has(at)) return [];
    seen.add(at);
    const trope = TROPES[at] ?? "";
    return [capital ? trope.charAt(0).toUpperCase() + trope.slice(1) : trope];
  });
};

/** The ISBN-13 numbered `n` (978 and nine digits of it), its check digit computed. */
export const isbn = (n: number) => {
  // 978-0: its ISBN-10 starts with a 0, which YAML would drop from a number.
  const first12 = `978${String(n).padStart(9, "0")}`;
  return `${first12}${isbn13CheckDigit(first12)}`;
};
const asin = (n: number) => `B0${String(10_000_000 + n).slice(-8)}`;

function repairEdition(raw: RawOf<typeof rawEdition>, n: number): EditionModel {
  const audio = raw.format === "audiobook";
  const kdpSelect = raw.kdpSelect && raw.format === "ebook";
  const stores = raw.stores.filter((store) => {
    if (kdpSelect) return store === "amazon";
    if (store === "audible" || store === "librofm") return audio;
    return true;
  });
  return {
    format: raw.format,
    language: raw.translated ? "es" : null,
    translator: raw.translated ? "Lucía Herrera" : null,
    isbn:
      raw.isbn === null
        ? null
        : {
            isbn13: isbn(n),
            style: raw.isbn === "isbn10" && isbn10Of(isbn(n)) === null ? "quoted" : raw.isbn,
          },
    pubDate: raw.ownDay === null ? null : dayAfter(raw.ownDay),
    publisher: raw.publisher,
    pages: isPrint(raw.format) ? raw.pages : null,
    length: audio ? `${Math.floor(raw.minutes / 60)}h ${raw.minutes % 60}m` : null,
    narrators: audio ? raw.narrators : [],
    prices: raw.prices,
    stores: Object.fromEntries(
      stores.map((store) => [
        store,
        raw.storeAsLink || !["amazon", "audible", "apple"].includes(store)
          ? `https://${store}.example/book/${n}`
          : store === "apple"
            ? String(1_573_300_000 + n)
            : asin(n),
      ]),
    ),
    direct:
      raw.direct === null || kdpSelect
        ? null
        : { url: `https://payhip.example/b/${n}`, offer: raw.direct.offer },
    kdpSelect,
  };
}

function repairSite(raw: Raw["site"], books: BookModel[], series: SeriesModel[]): SiteModel {
  const visible = books.filter((book) => !book.hidden);
  const way = (w: RawOf<typeof rawWay>, tag: string): SignupWay =>
    w.landing || raw.mailingList === "wordpress"
      ? { landing: "https://books.bookfunnel.com/free" }
      : { signup: { tag } };
  const hasKdpEbook = (book: BookModel) => book.editions.some((edition) => edition.kdpSelect);
  const magnet =
    raw.magnet &&
    (() => {
      const candidates = visible.filter(
        (book) => raw.magnet?.format === "audiobook" || !hasKdpEbook(book),
      );
      const book =
        raw.magnet.book === null
          ? undefined
          : candidates[raw.magnet.book % Math.max(1, candidates.length)];
      const common = {
        format: raw.magnet.format,
        path: raw.magnet.path,
        way: way(raw.magnet.way, "free-book"),
      };
      return book
        ? { ...common, book: book.id }
        : { ...common, title: raw.magnet.title, description: raw.magnet.description };
    })();
  const shownSeries = series.filter((s) => visible.some((book) => book.series.includes(s.id)));
  const steps = (raw.start?.steps ?? []).flatMap((step) => {
    const chosen =
      step.series === null ? undefined : shownSeries[step.series % Math.max(1, shownSeries.length)];
    const named = pickFrom(
      step.books,
      visible.map((book) => book.id),
    );
    if (!chosen && named.length === 0) return [];
    return [
      {
        title: step.title,
        text: step.text,
        series: chosen?.id ?? null,
        books: chosen ? [] : named,
      },
    ];
  });
  return {
    author: raw.author,
    directStores: raw.directStores,
    borrow: raw.borrow,
    mailingList: raw.mailingList,
    magnet,
    reviewTeam: raw.reviewTeam && {
      terms: raw.reviewTeam.terms,
      path: raw.reviewTeam.path,
      // Never the free book's tag: its readers would be taken for reviewers.
      way: way(raw.reviewTeam.way, "reviewers"),
    },
    start: raw.start && steps.length > 0 ? { path: raw.start.path, steps } : null,
    style: raw.style,
  };
}

/** The seed of every property over generated catalogues, so that a failure repeats. */
export const CATALOGUE_SEED = 53;

/**
 * fast-check's settings for a property over `runs` catalogues (CATALOGUE_RUNS, read by
 * config/environment.mjs), and the test's time. A catalogue takes a few tens of milliseconds;
 * each has a second, and a failure a minute more to shrink its counterexample, after which
 * fast-check reports the smallest it has found (skipAllAfterTimeLimit) before the test's time
 * is up, so that the report is never lost to a timeout on a busy machine.
 */
export const catalogueRuns = (runs: number) => ({
  params: { seed: CATALOGUE_SEED, numRuns: runs, skipAllAfterTimeLimit: runs * 1000 + 60_000 },
  timeout: runs * 1000 + 90_000,
});
