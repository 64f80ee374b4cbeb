import { CST, isMap, isNode, isScalar, Lexer, parseDocument } from "yaml";
import { readYaml } from "../../app/schema/content-yaml.ts";
import {
  asWritten,
  type ContentSources,
  FRONT_MATTER,
  fileId,
  mapSources,
  type SourceFile,
} from "../../app/schema/parse-catalogue.ts";

/**
 * The content as the site publishes it, for the editor's snapshot, which anyone can fetch
 * beside the editor's page. The editor checks a save with the build's own checks over these
 * files, so each stays a file the build takes; what is taken out leaves its lines empty, so
 * that a message on a file names the line the author sees in it. Taken out:
 * - the YAML's comments, the author's notes to themselves;
 * - the fields the site never shows (NEVER_SHOWN), which only a save of their own file checks;
 * - what the site does not build: a hidden book's sample and guide, whose files are only named
 *   (a new entry may not take them), and the page of a series without a visible book: its
 *   description, keywords and trailer.
 */
export function publishedContent(
  sources: ContentSources,
  /**
   * Whether the site shows a file, by its kind and id (a sample's and a guide's, its book's),
   * where it shows some of its authors only: the others' are left out.
   */
  shows: (kind: Kind, id: string) => boolean = () => true,
): {
  sources: ContentSources;
  withheld: string[];
} {
  const texts = shownFiles(mapSources(sources, asWritten), shows);
  const books = texts.books.map((book) => frontMatterOf(book.text, book.file));
  const hidden = new Set(books.filter((book) => book.hidden === true).map((book) => book.id));
  const shownSeries = new Set(books.filter((book) => book.hidden !== true).flatMap(seriesOf));
  const notBuilt = (file: SourceFile) => hidden.has(fileId(file.file));
  const published = mapSources(texts, (text, kind, file) => {
    const unshown = [...(NEVER_SHOWN[kind] ?? [])];
    const series = kind === "series" ? frontMatterOf(text, file) : undefined;
    if (series && !shownSeries.has(series.id)) unshown.push(...SERIES_PAGE_FIELDS);
    const withoutNotes = inYaml(kind, text, (yaml) => erased(yaml, hiddenRanges(yaml, unshown)));
    return series && !shownSeries.has(series.id) ? withBody(withoutNotes, NO_PAGE) : withoutNotes;
  });
  return {
    sources: {
      ...published,
      samples: published.samples.filter((file) => !notBuilt(file)),
      guides: published.guides.filter((file) => !notBuilt(file)),
    },
    withheld: [...texts.samples, ...texts.guides].filter(notBuilt).map(({ file }) => file),
  };
}

/** The sources without the files of the folders the site does not show. */
function shownFiles(
  sources: ContentSources,
  shows: (kind: Kind, id: string) => boolean,
): ContentSources {
  const only =
    (kind: Kind, named = false) =>
    (files: SourceFile[]) =>
      files.filter(({ file, text }) =>
        shows(kind, named ? fileId(file) : frontMatterOf(text, file).id),
      );
  return {
    ...sources,
    series: only("series")(sources.series),
    books: only("books")(sources.books),
    news: only("news")(sources.news),
    samples: only("samples", true)(sources.samples),
    guides: only("guides", true)(sources.guides),
    events: only("events")(sources.events),
    authors: only("authors")(sources.authors),
  };
}

/** The fields of a kind of file that no page, feed or file of the site shows. */
const NEVER_SHOWN: Partial<Record<keyof ContentSources, string[]>> = {
  // A news item shows its title, day, text and link; what it is about only the checks read.
  news: ["amazonId", "genres", "keywords"],
  // The sites apart are published apart: their names and addresses are theirs to say.
  site: ["sites"],
};
/** What only a series' own page shows, which a series without a visible book does not have. */
const SERIES_PAGE_FIELDS = ["keywords", "trailerUrl"];
/** The description of a series without a page, in place of the one its file has. */
const NO_PAGE = "Not published: the series has no page until one of its books is shown.";

type Kind = keyof ContentSources;

/** A settings file's text, or a Markdown file's front matter, passed through `change`. */
function inYaml(kind: Kind, text: string, change: (yaml: string) => string): string {
  if (kind === "site" || kind === "categories") return change(text);
  const match = FRONT_MATTER.exec(text);
  if (!match) return text;
  const start = text.indexOf("\n") + 1;
  const yaml = match[1] ?? "";
  return text.slice(0, start) + change(yaml) + text.slice(start + yaml.length);
}

/** A Markdown file with `body` in place of its text below the front matter. */
function withBody(text: string, body: string): string {
  const match = FRONT_MATTER.exec(text);
  if (!match) return text;
  return `${text.slice(0, match[0].length - (match[2] ?? "").length)}${body}\n`;
}

/** What the snapshot reads of a Markdown file's front matter: its id, hidden, series. */
function frontMatterOf(text: string, file: string) {
  const read = readYaml(FRONT_MATTER.exec(text)?.[1] ?? "");
  const data: Record<string, unknown> =
    read.ok && typeof read.data === "object" && read.data !== null ? { ...read.data } : {};
  const { id, hidden, series } = data;
  return { id: typeof id === "string" ? id : fileId(file), hidden, series };
}

const seriesOf = ({ series }: { series: unknown }) =>
  Array.isArray(series) ? series.map(String) : [];

type Range = [start: number, end: number];

/** Where the YAML's comments are, each with the spaces before it, and the fields `fields`. */
function hiddenRanges(yaml: string, fields: string[]): Range[] {
  const ranges: Range[] = [];
  let at = 0;
  let previous = "";
  for (const token of new Lexer().lex(yaml)) {
    // The lexer marks a document's start, a flow's end and a scalar with characters of its own.
    const marker = token === CST.DOCUMENT || token === CST.FLOW_END || token === CST.SCALAR;
    if (CST.tokenType(token) === "comment" && previous !== CST.SCALAR) {
      const spaces = /^[ \t]+$/.test(previous) ? previous.length : 0;
      ranges.push([at - spaces, at + token.length]);
    }
    if (!marker) at += token.length;
    previous = token;
  }
  if (fields.length === 0) return ranges;
  const doc = parseDocument(yaml);
  if (doc.errors.length > 0 || !isMap(doc.contents)) return ranges;
  for (const { key, value } of doc.contents.items) {
    if (!isScalar(key) || !fields.includes(String(key.value)) || !key.range) continue;
    ranges.push([key.range[0], (isNode(value) ? value.range?.[1] : undefined) ?? key.range[1]]);
  }
  return ranges;
}

/** `text` without what `ranges` cover, but for their line breaks. */
function erased(text: string, ranges: Range[]): string {
  let out = "";
  let at = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    if (end <= at) continue;
    const from = Math.max(start, at);
    out += text.slice(at, from) + text.slice(from, end).replace(/[^\n]/g, "");
    at = end;
  }
  return out + text.slice(at);
}
