import type { z } from "zod";
import { parseMarkdown, parseMarkdownWithLists } from "../content/markdown.ts";
import { assetPaths, publicFile, reservedSegments } from "../content/paths.ts";
import { lastInSeries } from "../content/series-places.ts";
import type { Catalogue } from "../content/types.ts";
import { isPlainObject } from "../content/validators.ts";
import { readApartSites } from "./apart-sites.ts";
import { catalogueAuthors, credited, creditIssues } from "./author-credits.ts";
import { authorFrontmatter } from "./authors.ts";
import {
  byFileAndLine,
  ContentError,
  lineAndColumn,
  type Report,
  type Reporter,
  reporter,
} from "./content-issues.ts";
import { didYouMean, fieldMessage, fieldName, oneOf } from "./content-messages.ts";
import { readYaml } from "./content-yaml.ts";
import {
  bookEntry,
  categoriesFileSchema,
  eventFrontmatter,
  guideFrontmatter,
  newsFrontmatter,
  sampleFrontmatter,
  seriesFrontmatter,
  siteSchema,
} from "./schema.ts";
import { signupPageIssues } from "./signups.ts";
import { siteCatalogue, unshownInSettings } from "./site-catalogue.ts";
import { startPageIssues } from "./start-page.ts";
import { unquotedColours } from "./theme.ts";
import { tropeSpellingIssues } from "./trope-fields.ts";

/** A content file as read from disk: its path (relative to the project) and its text. */
export type SourceFile = { file: string; text: string };

export type ContentSources = {
  site: SourceFile;
  categories: SourceFile;
  series: SourceFile[];
  books: SourceFile[];
  news: SourceFile[];
  /** Sample chapters, named after their books (`content/samples/{id}.md`). */
  samples: SourceFile[];
  /** Book-club guides, each named after its book (`content/guides/{book id}.md`). */
  guides: SourceFile[];
  events: SourceFile[];
  /** The authors the books credit (`content/authors/{id}.md`); none for a site of one author. */
  authors: SourceFile[];
};

/**
 * The schema of each kind of content file, by its place in ContentSources: a settings file's
 * YAML, a Markdown file's front matter. The editor's forms are made from them (admin/config.ts).
 */
export const FILE_SCHEMAS = {
  site: siteSchema,
  categories: categoriesFileSchema,
  series: seriesFrontmatter,
  books: bookEntry,
  news: newsFrontmatter,
  samples: sampleFrontmatter,
  guides: guideFrontmatter,
  events: eventFrontmatter,
  authors: authorFrontmatter,
} satisfies Record<keyof ContentSources, z.ZodType>;

export type ParseOptions = {
  /** Whether a public asset such as `/assets/books/x.jpg` exists. */
  assetExists: (publicPath: string) => boolean;
  /** The languages there are message catalogues for (app/i18n/messages/); unchecked if absent. */
  languages?: readonly string[];
};

/** A Markdown content file: the YAML front matter between two `---` lines (1), then the text (2). */
export const FRONT_MATTER = /^---[ \t]*\n([\s\S]*?)\n---[ \t]*(?:\n|$)([\s\S]*)$/;

/**
 * A file's text as its author wrote it, whatever their editor saved: without the byte-order
 * mark Notepad, Word and Excel put first, with Windows' (CRLF) and old Macs' (CR) line endings
 * as plain line feeds (so every line and column a message gives is the editor's), and without
 * the tabs an editor leaves at the end of a line, which YAML would keep in a `|` text. Trailing
 * spaces stay: two of them end a line of Markdown with a break.
 */
export function asWritten(text: string): string {
  return text
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .replace(/\t[ \t]*$/gm, "");
}

/**
 * `text`, written with plain line feeds and no byte-order mark, saved as `file` is: with the
 * file's byte-order mark if it has one, and its line endings (those of its first line). So a
 * tool that rewrites a file saved on Windows changes only the lines whose content it changes.
 */
export function savedLike(text: string, file: string): string {
  const mark = file.startsWith("\uFEFF") ? "\uFEFF" : "";
  const ending = /\r\n|\r|\n/.exec(file)?.[0] ?? "\n";
  return mark + (ending === "\n" ? text : text.replaceAll("\n", ending));
}

/** Every file of `sources` with its text passed through `change`, told the file's kind. */
export function mapSources(
  sources: ContentSources,
  change: (text: string, kind: keyof ContentSources, file: string) => string,
): ContentSources {
  const one = (kind: keyof ContentSources) => (source: SourceFile) => ({
    ...source,
    text: change(source.text, kind, source.file),
  });
  return {
    site: one("site")(sources.site),
    categories: one("categories")(sources.categories),
    series: sources.series.map(one("series")),
    books: sources.books.map(one("books")),
    news: sources.news.map(one("news")),
    samples: sources.samples.map(one("samples")),
    guides: sources.guides.map(one("guides")),
    events: sources.events.map(one("events")),
    authors: sources.authors.map(one("authors")),
  };
}

/**
 * Parses and validates every content file and checks the references between them.
 * Collects all problems before throwing, so one build names every broken field.
 */
export function parseCatalogue(saved: ContentSources, options: ParseOptions): Catalogue {
  const { report, issues } = reporter();
  const content = readContent(mapSources(saved, asWritten), report);
  checkIds(content, report);
  const refs = referenceChecks(content, report);
  const aliasOwners = checkBooks(content.books, refs, options, report);
  for (const { file, path, message } of creditIssues(content.authors.length, content.books)) {
    report(file, path, message);
  }
  for (const { file, path, message } of tropeSpellingIssues(
    content.books.map(({ file, value }) => ({ file, tropes: value.tropes })),
  )) {
    report(file, path, message);
  }
  checkSeries(content, options, report);
  for (const { file, value } of content.news) refs.topics(file, value);
  for (const { file, value } of content.events) refs.each(file, "books", value.books, "book");
  const extras = readExtras(content, report);
  checkSite(content, options, report);
  checkPlacedPages(content, refs, aliasOwners, options, report);
  const apart = checkShownAuthors(content, refs, report);

  const { site } = content;
  if (issues.length > 0 || !site) throw new ContentError(byFileAndLine(issues));
  const authors = catalogueAuthors(
    site,
    content.authors.map((a) => a.value),
  );
  const catalogue: Catalogue = {
    site,
    authors,
    authorFiles: content.authors.length > 0,
    apart,
    categories: content.categories,
    series: content.series.map((s) => s.value),
    books: content.books.map((b) => credited(b.value, authors)),
    news: content.news.map((n) => n.value),
    ...extras,
    events: content.events.map((e) => e.value),
  };
  checkEachSiteShows(catalogue, content, report);
  if (issues.length > 0) throw new ContentError(byFileAndLine(issues));
  return catalogue;
}

/**
 * Checks each site names only what it shows in its settings: the main site where it shows
 * some authors, and each site apart, at its own field or, where it takes the main one's, at
 * its entry under `sites:`.
 */
function checkEachSiteShows(catalogue: Catalogue, content: Content, report: Report) {
  if (catalogue.site.authors) {
    for (const { path, message } of unshownInSettings(siteCatalogue(catalogue))) {
      report(content.siteFile, path, message);
    }
  }
  const { siteData } = content;
  const written = isPlainObject(siteData) && Array.isArray(siteData.sites) ? siteData.sites : [];
  catalogue.site.sites.forEach((entry, index) => {
    if (!catalogue.apart.some((site) => site.id === entry.id)) return;
    const raw: unknown = written[index];
    for (const { path, message } of unshownInSettings(siteCatalogue(catalogue, entry.id))) {
      const own = isPlainObject(raw) && typeof path[0] === "string" && path[0] in raw;
      report(
        content.siteFile,
        own ? ["sites", index, ...path] : ["sites", index, "id"],
        own
          ? message
          : `the site ${entry.id} takes ${String(path[0])} from the main settings, and ${message}`,
      );
    }
  });
}

/**
 * Reads and validates each file of each collection, each folder's names apart from case and
 * the site's colours quoted, keeping the ids every file declares.
 */
function readContent(sources: ContentSources, report: Reporter) {
  // The folders: every collection but the two settings files.
  const { site: _, categories: __, ...folders } = sources;
  for (const folder of Object.values(folders)) checkNamesApartFromCase(folder, report);
  const siteData = parseYamlAt(sources.site, 0, sources.site.text, report);
  const site =
    siteData === undefined ? null : validate(sources.site.file, siteData, siteSchema, report);
  for (const { line, message } of unquotedColours(sources.site.text)) {
    report(sources.site.file, line, message);
  }
  const categories = parseData(sources.categories, categoriesFileSchema, report);
  const series = parseEntries(sources.series, seriesFrontmatter, "the series' description", report);
  const books = parseEntries(sources.books, bookEntry, "the book's description", report);
  return {
    site,
    /** The settings as written, which each site apart takes its own from. */
    siteData,
    siteFile: sources.site.file,
    categoriesFile: sources.categories.file,
    categories: categories?.categories ?? [],
    /** The category keys, or null when the categories file cannot be read. */
    categoryKeys: categories ? new Set(categories.categories.map((c) => c.key)) : null,
    series: series.valid,
    seriesIds: series.declaredIds,
    books: books.valid,
    bookIds: books.declaredIds,
    news: parseEntries(sources.news, newsFrontmatter, "the news item's text", report).valid,
    samples: parseEntries(sources.samples, sampleFrontmatter, "the chapter", report).valid,
    guides: parseEntries(sources.guides, guideFrontmatter, "the guide's questions", report, {
      frontMatter: "optional",
    }).valid,
    events: parseEntries(sources.events, eventFrontmatter, "the event's description", report).valid,
    ...authorsOf(
      parseEntries(sources.authors, authorFrontmatter, "the author's biography", report),
    ),
  };
}
type Content = ReturnType<typeof readContent>;

/** The authors' files, and their ids, which books may name only where there are some. */
const authorsOf = ({ valid, declaredIds }: Entries<typeof authorFrontmatter>) => ({
  authors: valid,
  authorIds: declaredIds.size > 0 ? declaredIds : null,
});

/** Checks each id, series key and ISBN is used once, and each file is named in its id's case. */
function checkIds(
  { categories, categoriesFile, series, books, news, events, authors }: Content,
  report: Report,
) {
  const unique = <K extends "id" | "key">(
    kind: string,
    entries: readonly Parsed<Record<K, string>>[],
    field: K,
  ) =>
    checkUnique(
      kind,
      entries.map(({ file, value }) => ({ file, path: [field], id: value[field] })),
      report,
    );
  checkUnique(
    "category",
    categories.map((c, i) => ({ file: categoriesFile, path: ["categories", i, "key"], id: c.key })),
    report,
  );
  unique("series", series, "id");
  unique("series", series, "key");
  unique("book", books, "id");
  // An ISBN names one edition: two books (or two editions) with one are a copy-and-paste slip.
  checkUnique(
    "edition",
    books.flatMap(({ file, value }) =>
      value.editions.flatMap(({ format, isbn }, index) => {
        const path = format === null ? ["isbn"] : ["editions", index, "isbn"];
        return isbn === null ? [] : [{ file, path, id: isbn }];
      }),
    ),
    report,
  );
  unique("author", authors, "id");
  for (const { file, value } of [...series, ...books, ...news, ...events, ...authors]) {
    checkNameCase(file, value.id, report);
  }
  unique("news item", news, "id");
  unique("event", events, "id");
}

/** The checks that an id names a category, a series or a book that some file declares. */
function referenceChecks(content: Content, report: Report) {
  // Ids declared by files that failed validation still count as known, so one broken file
  // is reported once and not again by every file that refers to it. A broken categories
  // file declares nothing that can be read, so category references go unchecked until it
  // is fixed.
  const known: Record<Kind, ReadonlySet<string> | null> = {
    category: content.categoryKeys,
    series: content.seriesIds,
    book: content.bookIds,
    author: content.authorIds,
  };
  /** An id that names nothing of its kind, at `path`. */
  const one = (file: string, path: PropertyKey[], id: string, kind: Kind) => {
    const declared = known[kind];
    if (declared && !declared.has(id)) {
      report(file, path, unknownReference(path, id, kind, [...declared]));
    }
  };
  /** Each id of a list (at `field`, a name or a path) that names nothing of its kind. */
  const each = (file: string, field: string | PropertyKey[], ids: string[], kind: Kind) =>
    ids.forEach((id, index) => {
      one(file, [...(typeof field === "string" ? [field] : field), index], id, kind);
    });
  /** A book's or a news item's categories, series and related books. */
  const topics = (
    file: string,
    value: { categories: string[]; series: string[]; related: string[] },
  ) => {
    each(file, "categories", value.categories, "category");
    each(file, "series", value.series, "series");
    each(file, "related", value.related, "book");
  };
  return { one, each, topics };
}
type References = ReturnType<typeof referenceChecks>;

/**
 * Checks each book's references, cover, trailer's thumbnail and aliases (one book's each, and
 * none of the site's own addresses); returns the file that owns each alias.
 */
function checkBooks(
  books: Content["books"],
  refs: References,
  options: ParseOptions,
  report: Report,
): ReadonlyMap<string, string> {
  const aliasOwners = new Map<string, string>();
  const reserved = reservedSegments();
  for (const { file, value } of books) {
    refs.topics(file, value);
    refs.each(file, "contains", value.contains, "book");
    refs.each(file, "authors", value.authors, "author");
    const cover = assetPaths.cover(value.id);
    if (!options.assetExists(cover)) {
      report(
        file,
        null,
        `the cover is missing: add it as ${publicFile(cover)} (a 2:3 JPEG), or run npm run assets to draw a placeholder`,
      );
    }
    checkTrailerThumbnail(file, value, options, report);
    value.aliases.forEach((alias, index) => {
      const path = ["aliases", index];
      const owner = reserved.has(alias.slice(1))
        ? "one of the site's own addresses"
        : aliasOwners.has(alias) && `which ${aliasOwners.get(alias)} already uses`;
      if (owner)
        report(file, path, `${fieldName(path)} is '${alias}', ${owner}: choose another path`);
      aliasOwners.set(alias, file);
    });
  }
  return aliasOwners;
}

/** Checks each series' trailer thumbnail, and that its plan holds the books it has. */
function checkSeries({ series, books }: Content, options: ParseOptions, report: Report) {
  const placed = books.map(({ file, value: book }) => ({ ...book, file }));
  for (const { file, value } of series) {
    checkTrailerThumbnail(file, value, options, report);
    if (value.planned === undefined) continue;
    if (value.status === "complete") {
      report(
        file,
        ["planned"],
        `planned is ${value.planned}, but the series is complete (status: complete): take planned off, or write status: ongoing`,
      );
      continue;
    }
    // A novella at 5.5 falls within a plan of 5 books, after the fifth; a book 6 does not.
    const last = lastInSeries(value.id, placed);
    if (last && Math.floor(last.seriesNum) > value.planned) {
      report(
        file,
        ["planned"],
        `planned is ${value.planned}, but the series already has book ${last.seriesNum} (${last.file}): write how many books it will have in all`,
      );
    }
  }
}

/**
 * Checks each sample and guide is named after a book, and each guide asks a numbered
 * question; returns them as the catalogue holds them.
 */
function readExtras({ samples, guides, bookIds }: Content, report: Report) {
  // A sample and a guide are named after their book. Those of a hidden book are kept and not
  // built (listedSamples, listedGuides), so hiding a book is one edit, and showing it again too.
  const namedAfterBook = <T>(entries: Parsed<T>[], noun: string, folder: string) =>
    entries.map(({ file, value, body }) => {
      const bookId = fileId(file);
      if (!bookIds.has(bookId)) {
        const guess = didYouMean(bookId, [...bookIds]);
        report(
          file,
          null,
          `no book has the id '${bookId}': name a ${noun} after its book, content/${folder}/{book id}.md${guess && ` (${guess})`}`,
        );
      }
      return { file, bookId, value, body };
    });
  const sampled = namedAfterBook(samples, "sample", "samples");
  // A guide is its questions: one without a numbered question would ask none.
  const guided = namedAfterBook(guides, "guide", "guides").map((guide) => ({
    ...guide,
    text: parseMarkdownWithLists(guide.body),
  }));
  for (const { file, value, text } of guided) {
    if (value.description.length > 0 && !text.some((block) => block.kind === "list")) {
      report(
        file,
        null,
        "the guide has no numbered question: write each question on a line of its own starting with its number, such as 1. What did you make of the opening?",
      );
    }
  }
  return {
    samples: sampled.map(({ bookId, value }) => ({
      bookId,
      title: value.title,
      text: value.description,
    })),
    guides: guided.map(({ bookId, value, text }) => ({
      bookId,
      spoilers: value.spoilers ?? null,
      text,
    })),
  };
}

/**
 * Checks whom each site shows, the main one (its `authors:`) and each apart (`sites:`), and
 * reads the sites apart: only a catalogue with content/authors/ has authors to show.
 */
function checkShownAuthors(
  { site, siteData, siteFile, authors }: Content,
  refs: References,
  report: Report,
) {
  if (!site) return [];
  const shown = [
    ...(site.authors ? [{ path: ["authors"], ids: site.authors }] : []),
    ...site.sites.map((entry, index) => ({
      path: ["sites", index, "authors"],
      ids: entry.authors,
    })),
  ];
  const [first] = shown;
  if (authors.length === 0 && first) {
    report(
      siteFile,
      first.path,
      `${fieldName(first.path)} names authors, but the site has no content/authors/ folder: add a file there for each author, or take it out`,
    );
    return [];
  }
  for (const { path, ids } of shown) refs.each(siteFile, path, ids, "author");
  checkUnique(
    "site",
    site.sites.map((entry, index) => ({
      file: siteFile,
      path: ["sites", index, "id"],
      id: entry.id,
    })),
    report,
  );
  return readApartSites(siteFile, siteData, site.sites, siteSchema, report);
}

/**
 * Checks the author's portrait is there, and the singles' section has its title when there are
 * singles.
 */
function checkSite(
  { site, siteData, siteFile, books }: Content,
  options: ParseOptions,
  report: Report,
) {
  const languages = options.languages;
  if (site && languages && !languages.includes(site.language)) {
    report(
      siteFile,
      ["language"],
      `language is '${site.language}', which the site has no words in: write one of ${languages.join(", ")}, or add app/i18n/messages/${site.language}.json (docs/languages.md)`,
    );
  }
  // The main site's portrait, and each site apart's that is its own.
  const written = isPlainObject(siteData) && Array.isArray(siteData.sites) ? siteData.sites : [];
  const portraits = site
    ? [
        { path: ["author", "portrait"], portrait: site.author.portrait },
        ...written.flatMap((entry: unknown, index) => {
          const author = isPlainObject(entry) ? entry.author : undefined;
          const own = isPlainObject(author) ? author.portrait : undefined;
          return typeof own === "string"
            ? [{ path: ["sites", index, "author", "portrait"], portrait: own }]
            : [];
        }),
      ]
    : [];
  for (const { path, portrait } of portraits) {
    if (options.assetExists(portrait)) continue;
    report(
      siteFile,
      path,
      `${fieldName(path)} is '${portrait}', but public${portrait} is missing: add the portrait there, or run npm run assets to draw one`,
    );
  }
  // The home page shows the singles under the author's own title: a site with some says it.
  const single = books.find(({ value }) => !value.hidden && value.genres.includes("single"));
  if (site && single && site.sections.singles === undefined) {
    const path = ["sections", "singles"];
    report(
      siteFile,
      path,
      fieldMessage(
        path,
        undefined,
        `the home page shows the singles (the books of genre single, such as ${single.value.id}) under this title: write it, such as Kindle Singles or Short Reads`,
      ),
    );
  }
}

/**
 * Checks the pages the author places at addresses of their choosing (the free book's, the
 * review team's, Start here): what each names, and that its address is its own. An address is
 * taken by the site's own pages, a book's alias, or a page earlier in this list, which keeps it.
 */
function checkPlacedPages(
  { site, siteFile, books, series, bookIds }: Content,
  refs: References,
  aliasOwners: ReadonlyMap<string, string>,
  options: ParseOptions,
  report: Report,
) {
  if (!site) return;
  const reserved = reservedSegments();
  const placedPages = [
    { section: "magnet", path: site.magnet?.path, name: "the free book's page" },
    { section: "reviewTeam", path: site.reviewTeam?.path, name: "the review team's page" },
    { section: "start", path: site.start?.path, name: "the Start here page" },
  ] as const;
  const takenPaths = (path: string, section: (typeof placedPages)[number]["section"]) => {
    if (reserved.has(path.slice(1))) return "one of the site's own addresses";
    const alias = aliasOwners.get(path);
    if (alias !== undefined) return `which ${alias} already uses as an alias`;
    const earlier = placedPages.slice(
      0,
      placedPages.findIndex((page) => page.section === section),
    );
    const owner = earlier.find((page) => page.path === path);
    return owner && `${owner.name}'s too`;
  };
  const hiddenBookIds = new Set(
    books.filter(({ value }) => value.hidden).map(({ value }) => value.id),
  );
  const kdpSelectEbooks = new Map(
    books
      .filter(({ value }) => value.editions.some((edition) => edition.kdpSelect))
      .map(({ file, value }) => [value.id, file]),
  );
  const signups = signupPageIssues(site, {
    bookIds,
    hiddenBookIds,
    kdpSelectEbooks,
    assetExists: options.assetExists,
    takenPaths,
  });
  for (const { path, message } of signups) report(siteFile, path, message);
  const { start } = site;
  if (!start) return;
  start.steps.forEach((step, index) => {
    const at = ["start", "steps", index];
    if (step.series !== undefined) refs.one(siteFile, [...at, "series"], step.series, "series");
    refs.each(siteFile, [...at, "books"], step.books, "book");
  });
  for (const { path, message } of startPageIssues(start, {
    hiddenBookIds,
    seriesIds: new Set(series.map(({ value }) => value.id)),
    shownSeriesIds: new Set(
      books.filter(({ value }) => !value.hidden).flatMap(({ value }) => value.series),
    ),
  }))
    report(siteFile, path, message);
  const owner = takenPaths(start.path, "start");
  if (owner !== undefined) {
    report(
      siteFile,
      ["start", "path"],
      `start.path is '${start.path}', ${owner}: choose another path`,
    );
  }
}

type Kind = "category" | "series" | "book" | "author";

/** A file's valid data, and the text below its front matter as written. */
type Parsed<T> = { file: string; value: T; body: string };

function parseData<S extends z.ZodType>(
  source: SourceFile,
  schema: S,
  report: Reporter,
): z.infer<S> | null {
  const data = parseYamlAt(source, 0, source.text, report);
  return data === undefined ? null : validate(source.file, data, schema, report);
}

type Entries<S extends z.ZodType> = {
  valid: Parsed<z.infer<S> & { description: ReturnType<typeof parseMarkdown> }>[];
  /** Every id a file declares, valid or not, so references to a broken file are not reported again. */
  declaredIds: Set<string>;
};

/**
 * The id a content file declares: its `id` when that can be read, otherwise (broken YAML, no
 * front matter, no id) the one its name gives, since files are named `{id}.md`.
 */
function declaredId(file: string, data: unknown): string {
  if (typeof data === "object" && data !== null && "id" in data) {
    if (typeof data.id === "string" || typeof data.id === "number") return String(data.id);
  }
  return fileId(file);
}

/**
 * Two files of a folder whose names differ only in case (`Dune.md` and `dune.md`) are one file
 * on Windows and macOS: whichever was saved last would replace the other there.
 */
function checkNamesApartFromCase(sources: SourceFile[], report: Report) {
  const seen = new Map<string, string>();
  for (const { file } of sources) {
    const first = seen.get(file.toLowerCase());
    if (first === undefined) {
      seen.set(file.toLowerCase(), file);
      continue;
    }
    report(
      file,
      null,
      `this file's name differs from ${first} only in case, and Windows and macOS keep one file for the two: rename one of them, or merge them`,
    );
  }
}

/**
 * A file named as its id in another case (`Dune.md` for `id: dune`): the address is the id,
 * and on Windows and macOS the file cannot be renamed to it by changing the case alone.
 */
function checkNameCase(file: string, id: string, report: Report) {
  const name = fileId(file);
  if (name === id || name.toLowerCase() !== id.toLowerCase()) return;
  report(
    file,
    ["id"],
    `id is '${id}' but the file is named ${name}.md: name the file ${id}.md, with its id's case (on Windows or macOS, rename it to another name first, then to ${id}.md)`,
  );
}

/** The id a content file's name gives: `content/books/{id}.md`. */
export function fileId(file: string): string {
  return file.slice(file.lastIndexOf("/") + 1).replace(/\.md$/, "");
}

function parseEntries<S extends z.ZodType>(
  sources: SourceFile[],
  schema: S,
  text: string,
  report: Reporter,
  /** Optional where every field is (a guide's): a file without it is all text. */
  { frontMatter = "required" }: { frontMatter?: "required" | "optional" } = {},
): Entries<S> {
  const declaredIds = new Set<string>();
  const valid = sources.flatMap((source) => {
    const { file } = source;
    const match = FRONT_MATTER.exec(source.text);
    if (!match && frontMatter === "optional") {
      const value = validate(file, {}, schema, report);
      const description = parseMarkdown(source.text);
      if (description.length === 0) report(file, 1, `the file is empty: write ${text} in it`);
      return value === null ? [] : [{ file, value: { ...value, description }, body: source.text }];
    }
    if (!match) {
      report(
        file,
        1,
        "the file does not start with front matter: put its fields between two lines of --- at the top",
      );
      declaredIds.add(declaredId(file, undefined));
      return [];
    }
    // The front matter starts on the file's second line, after the first '---'.
    const yaml = match[1] ?? "";
    const data = parseYamlAt(source, source.text.indexOf("\n") + 1, yaml, report);
    declaredIds.add(declaredId(file, data));
    if (data === undefined) return [];
    const value = validate(file, data, schema, report);
    if (value === null) return [];
    const description = parseMarkdown(match[2] ?? "");
    if (description.length === 0) {
      // The line after the closing '---'.
      const line = lineAndColumn(source.text, match[0].length - (match[2] ?? "").length).line;
      report(
        file,
        line,
        `there is no text after the front matter: write ${text} below the closing ---`,
      );
    }
    return [{ file, value: { ...value, description }, body: match[2] ?? "" }];
  });
  return { valid, declaredIds };
}

/**
 * Reads `yaml`, which starts at offset `start` of the source's text. A syntax error is
 * reported at its line and column in the file itself, which is what an editor shows; YAML's
 * own position would count from the front matter, one line off.
 */
function parseYamlAt(source: SourceFile, start: number, yaml: string, report: Reporter): unknown {
  const read = readYaml(yaml);
  if (!read.ok) {
    const { line, column } = lineAndColumn(source.text, start + read.offset);
    report(source.file, line, read.message, column);
    return undefined;
  }
  report.locate(source, start, read);
  return read.data;
}

/**
 * Validates data with its schema, whose fields word each message (./schema-fields.ts).
 * An unknown field is placed at its own line.
 */
function validate<S extends z.ZodType>(
  file: string,
  data: unknown,
  schema: S,
  report: Report,
): z.infer<S> | null {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const path =
      issue.code === "unrecognized_keys" ? [...issue.path, ...issue.keys.slice(0, 1)] : issue.path;
    report(file, path, issue.message);
  }
  return null;
}

const KIND_WORDS: Record<Kind, { noun: string; where: string }> = {
  category: { noun: "a category", where: "the keys in content/categories.yaml" },
  series: { noun: "a series", where: "the ids in content/series/" },
  book: { noun: "a book", where: "the books' file names in content/books/" },
  author: { noun: "an author", where: "the authors' file names in content/authors/" },
};

/** A reference to an id no file declares, with the id most likely meant. */
function unknownReference(path: PropertyKey[], id: string, kind: Kind, ids: string[]): string {
  const { noun, where } = KIND_WORDS[kind];
  const guess = didYouMean(id, ids);
  const fix =
    guess !== ""
      ? guess
      : kind !== "book" && ids.length > 0 && ids.length <= 12
        ? `use ${oneOf(ids)}`
        : `check it against ${where}`;
  return `${fieldName(path)} is '${id}', which is not ${noun}: ${fix}`;
}

/** Reports every entry whose id was already taken, naming where it was first used. */
function checkUnique(
  kind: string,
  entries: { file: string; path: PropertyKey[]; id: string }[],
  report: Report,
) {
  const firstUse = new Map<string, { file: string; path: PropertyKey[] }>();
  for (const { file, path, id } of entries) {
    const first = firstUse.get(id);
    if (first === undefined) {
      firstUse.set(id, { file, path });
      continue;
    }
    const where = first.file === file ? fieldName(first.path) : first.file;
    const field = String(path.at(-1));
    report(
      file,
      path,
      `${fieldName(path)} is '${id}', which ${where} already has: give each ${kind} its own ${field}`,
    );
  }
}

function checkTrailerThumbnail(
  file: string,
  entry: { id: string; trailerUrl: string },
  options: ParseOptions,
  report: Report,
) {
  const thumbnail = assetPaths.trailerThumbnail(entry.id);
  if (entry.trailerUrl !== "" && !options.assetExists(thumbnail)) {
    report(
      file,
      ["trailerUrl"],
      `trailerUrl is set, but the trailer's thumbnail is missing: add it as ${publicFile(thumbnail)} (a 16:9 JPEG), or run npm run assets to draw a placeholder`,
    );
  }
}
