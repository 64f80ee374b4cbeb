import { parse as parseYaml, YAMLParseError } from "yaml";
import type { z } from "zod";
import { parseMarkdown } from "./markdown.ts";
import {
  bookFrontmatter,
  type Catalogue,
  categoriesFileSchema,
  newsFrontmatter,
  sampleFrontmatter,
  seriesFrontmatter,
  siteSchema,
} from "./schema.ts";
import { reservedSegments, sitePages } from "./site-pages.ts";

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
};

export type BuildOptions = {
  /** Whether a public asset such as `/assets/books/x.jpg` exists. */
  assetExists: (publicPath: string) => boolean;
};

/** Thrown when content is invalid; each issue names the file and the field. */
export class ContentError extends Error {
  constructor(readonly issues: string[]) {
    super(`Content is invalid:\n${issues.map((issue) => `  - ${issue}`).join("\n")}`);
    this.name = "ContentError";
  }
}

/** A Markdown content file: the YAML front matter between two `---` lines (1), then the text (2). */
export const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

/**
 * Parses and validates every content file and checks the references between them.
 * Collects all problems before throwing, so one build names every broken field.
 */
export function buildCatalogue(sources: ContentSources, options: BuildOptions): Catalogue {
  const issues: string[] = [];
  const report = (file: string, field: string, message: string) =>
    issues.push(`${file}: ${field}: ${message}`);

  const site = parseData(sources.site, siteSchema, report);
  const categoriesData = parseData(sources.categories, categoriesFileSchema, report);
  const categories = categoriesData?.categories ?? [];
  const seriesEntries = parseEntries(sources.series, seriesFrontmatter, report);
  const bookEntries = parseEntries(sources.books, bookFrontmatter, report);
  const series = seriesEntries.valid;
  const books = bookEntries.valid;
  const news = parseEntries(sources.news, newsFrontmatter, report).valid;
  const samples = parseEntries(sources.samples, sampleFrontmatter, report).valid;

  const categoriesFile = sources.categories.file;
  checkUnique(
    categories.map((c, i) => ({ file: categoriesFile, field: `categories[${i}].key`, id: c.key })),
    report,
  );
  checkUnique(
    series.map((s) => ({ file: s.file, field: "id", id: s.value.id })),
    report,
  );
  checkUnique(
    series.map((s) => ({ file: s.file, field: "key", id: s.value.key })),
    report,
  );
  checkUnique(
    books.map((b) => ({ file: b.file, field: "id", id: b.value.id })),
    report,
  );
  checkUnique(
    news.map((n) => ({ file: n.file, field: "id", id: n.value.id })),
    report,
  );

  // Ids declared by files that failed validation still count as known, so one broken file
  // is reported once and not again by every file that refers to it. A broken categories
  // file declares nothing that can be read, so category references go unchecked until it
  // is fixed.
  const known: Record<"category" | "series" | "book", Set<string> | null> = {
    category: categoriesData ? new Set(categories.map((c) => c.key)) : null,
    series: seriesEntries.declaredIds,
    book: bookEntries.declaredIds,
  };
  const checkRefs = (file: string, field: string, ids: string[], kind: keyof typeof known) =>
    ids.forEach((id, index) => {
      const declared = known[kind];
      if (declared && !declared.has(id))
        report(file, `${field}[${index}]`, `unknown ${kind} '${id}'`);
    });

  const aliasOwners = new Map<string, string>();
  for (const { file, value } of books) {
    checkRefs(file, "categories", value.categories, "category");
    checkRefs(file, "series", value.series, "series");
    checkRefs(file, "related", value.related, "book");
    checkRefs(file, "contains", value.contains, "book");
    if (!options.assetExists(`/assets/books/${value.id}.jpg`)) {
      report(file, "cover", `missing cover public/assets/books/${value.id}.jpg`);
    }
    checkTrailerThumbnail(file, value, options, report);
    value.aliases.forEach((alias, index) => {
      const owner = aliasOwners.get(alias);
      if (owner) report(file, `aliases[${index}]`, `'${alias}' is already used by ${owner}`);
      aliasOwners.set(alias, file);
    });
  }
  for (const { file, value } of series) checkTrailerThumbnail(file, value, options, report);
  for (const { file, value } of news) {
    checkRefs(file, "categories", value.categories, "category");
    checkRefs(file, "series", value.series, "series");
    checkRefs(file, "related", value.related, "book");
  }
  // A sample is named after its book.
  const sampled = samples.map(({ file, value }) => ({ file, bookId: fileId(file), value }));
  for (const { file, bookId } of sampled) {
    if (!bookEntries.declaredIds.has(bookId)) {
      report(file, "file name", `no book '${bookId}': name a sample content/samples/{book id}.md`);
    }
  }
  if (site && !options.assetExists(site.author.portrait)) {
    report(sources.site.file, "author.portrait", `missing file public${site.author.portrait}`);
  }

  if (site) {
    // The site's own pages and folders, which no alias may take.
    const reserved = reservedSegments(
      sitePages({
        site,
        books: books.map((b) => b.value),
        series: series.map((s) => s.value),
        samples: [],
      }),
    );
    for (const { file, value } of books) {
      value.aliases.forEach((alias, index) => {
        if (reserved.has(alias.slice(1))) {
          report(file, `aliases[${index}]`, `'${alias}' is one of the site's own addresses`);
        }
      });
    }
  }

  if (issues.length > 0 || !site) throw new ContentError(issues);
  return {
    site,
    categories,
    series: series.map((s) => s.value),
    books: books.map((b) => b.value),
    news: news.map((n) => n.value),
    samples: sampled.map(({ bookId, value }) => ({
      bookId,
      title: value.title,
      text: value.description,
    })),
  };
}

type Report = (file: string, field: string, message: string) => void;
type Parsed<T> = { file: string; value: T };

function parseData<S extends z.ZodType>(
  source: SourceFile,
  schema: S,
  report: Report,
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
  if (typeof data === "object" && data !== null && "id" in data && typeof data.id === "string") {
    return data.id;
  }
  return fileId(file);
}

/** The id a content file's name gives: `content/books/{id}.md`. */
export function fileId(file: string): string {
  return file.slice(file.lastIndexOf("/") + 1).replace(/\.md$/, "");
}

function parseEntries<S extends z.ZodType>(
  sources: SourceFile[],
  schema: S,
  report: Report,
): Entries<S> {
  const declaredIds = new Set<string>();
  const valid = sources.flatMap((source) => {
    const { file, text } = source;
    const match = FRONT_MATTER.exec(text);
    if (!match) {
      report(file, "front matter", "the file must start with a block between two '---' lines");
      declaredIds.add(declaredId(file, undefined));
      return [];
    }
    // The front matter starts on the file's second line, after the first '---'.
    const data = parseYamlAt(source, text.indexOf("\n") + 1, match[1] ?? "", report);
    declaredIds.add(declaredId(file, data));
    if (data === undefined) return [];
    const value = validate(file, data, schema, report);
    if (value === null) return [];
    const description = parseMarkdown(match[2] ?? "");
    if (description.length === 0)
      report(file, "description", "the text after the front matter is empty");
    return [{ file, value: { ...value, description } }];
  });
  return { valid, declaredIds };
}

/**
 * Parses `yaml`, which starts at offset `start` of the source's text. A syntax error is
 * reported at its line and column in the file itself, which is what an editor shows; YAML's
 * own position would count from the front matter, one line off.
 */
function parseYamlAt(source: SourceFile, start: number, yaml: string, report: Report): unknown {
  try {
    // Plain messages: pretty ones add YAML's own position and a snippet to the message.
    return parseYaml(yaml, { prettyErrors: false });
  } catch (error) {
    const message = error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error);
    if (error instanceof YAMLParseError) {
      const { line, column } = lineAndColumn(source.text, start + error.pos[0]);
      report(source.file, `line ${line}, column ${column}`, message);
    } else report(source.file, "yaml", message);
    return undefined;
  }
}

/** The 1-based line and column of an offset in a text, as editors count them. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf("\n") + 1;
  return { line: before.split("\n").length, column: offset - lineStart + 1 };
}

function validate<S extends z.ZodType>(
  file: string,
  data: unknown,
  schema: S,
  report: Report,
): z.infer<S> | null {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  for (const issue of result.error.issues) report(file, fieldPath(issue.path), issue.message);
  return null;
}

function fieldPath(path: PropertyKey[]): string {
  if (path.length === 0) return "(file)";
  return path
    .map((part, index) =>
      typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`,
    )
    .join("");
}

/** Reports every entry whose id was already taken, naming where it was first used. */
function checkUnique(entries: { file: string; field: string; id: string }[], report: Report) {
  const firstUse = new Map<string, string>();
  for (const { file, field, id } of entries) {
    const first = firstUse.get(id);
    if (first === undefined) firstUse.set(id, `${file} (${field})`);
    else report(file, field, `duplicate '${id}', already used in ${first}`);
  }
}

function checkTrailerThumbnail(
  file: string,
  entry: { id: string; trailerUrl: string },
  options: BuildOptions,
  report: Report,
) {
  const thumbnail = `/assets/trailers/${entry.id}_trailer.jpg`;
  if (entry.trailerUrl !== "" && !options.assetExists(thumbnail)) {
    report(file, "trailerUrl", `missing trailer thumbnail public${thumbnail}`);
  }
}
