import { expect, test } from "vitest";
import { isUpcoming, seriesBooks } from "../app/catalogue/queries.ts";
import { parseMarkdown } from "../app/content/markdown.ts";
import {
  allAssets,
  CATEGORIES_YAML,
  catalogue as fixtureCatalogue,
  SITE_YAML,
  sources,
} from "../app/schema/fixtures.test-helper.ts";
import { parseCatalogue } from "../app/schema/parse-catalogue.ts";
import {
  type ContentFile,
  freshSite,
  type GenerateOptions,
  generateContent,
} from "./generate-catalogue.ts";

const TODAY = "2026-06-01";
const base = fixtureCatalogue();
const options: GenerateOptions = {
  count: 300,
  seed: 1,
  today: TODAY,
  taken: [...base.books.map((b) => b.id), ...base.series.flatMap((s) => [s.id, s.key])],
  categories: base.categories,
  withSeries: true,
  withTrailers: true,
};

/** The fixture catalogue with the generated files added, validated as the build does. */
function grown(files: ContentFile[]) {
  const fixture = sources();
  return parseCatalogue(
    {
      ...fixture,
      series: [...fixture.series, ...files.filter((f) => f.file.startsWith("content/series/"))],
      books: [...fixture.books, ...files.filter((f) => f.file.startsWith("content/books/"))],
    },
    allAssets,
  );
}

let generated: ReturnType<typeof grown> | undefined;
/** The 300 books of `options` in the fixture catalogue: made and validated once, for each test. */
const generatedCatalogue = () => {
  generated ??= grown(generateContent(options));
  return generated;
};

test("the same seed, count and day give the same files, another seed other books", () => {
  expect(generateContent(options)).toEqual(generateContent(options));
  const titles = (files: ContentFile[]) => files.map((f) => f.file);
  expect(titles(generateContent({ ...options, seed: 2 }))).not.toEqual(
    titles(generateContent(options)),
  );
});

test("generated books are valid content: ten to a series, some standalones, a few to come", () => {
  const catalogue = generatedCatalogue();
  const added = catalogue.books.filter((b) => !base.books.some((o) => o.id === b.id));
  expect(added).toHaveLength(300);
  const newSeries = catalogue.series.filter((s) => !base.series.some((o) => o.id === s.id));
  expect(newSeries.length).toBeGreaterThan(0);
  for (const series of newSeries) {
    // Its ten in order, then the first book of the series after it, where that crosses over.
    const places = seriesBooks(catalogue.books, series.id).map((b) => b.seriesNum);
    expect(places.slice(0, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(places.slice(10).filter((place) => place !== null)).toEqual([]);
  }
  const crossovers = added.filter((b) => b.series.length === 2);
  expect(crossovers.length).toBeGreaterThan(0);
  for (const book of crossovers) {
    expect(book.seriesNum).toBe(1);
    expect(seriesBooks(catalogue.books, book.series[1] ?? "").at(-1)).toMatchObject({
      id: book.id,
      seriesNum: null,
    });
  }
  const standalones = added.filter((b) => b.series.length === 0);
  expect(standalones.length).toBeGreaterThan(0);
  expect(new Set(standalones.flatMap((b) => b.genres))).toEqual(
    new Set(["fiction", "nonfiction", "single"]),
  );
  const upcoming = added.filter((b) => isUpcoming(b, TODAY));
  expect(upcoming.length).toBeGreaterThan(0);
  expect(upcoming.length).toBeLessThan(added.length * 0.05);
  const years = new Set(added.map((b) => b.pubDate.slice(0, 4)));
  expect(years.size).toBeGreaterThan(10);
  for (const book of added) {
    expect(
      book.description.filter((block) => block.kind === "paragraph"),
      book.id,
    ).toHaveLength(2);
    expect(book.keywords.length, book.id).toBeGreaterThanOrEqual(3);
  }
  expect(added.filter((b) => b.trailerUrl !== "").length).toBeGreaterThan(0);
});

test("some generated fiction has tropes that books share, a heat or content notes; no other book has", () => {
  const catalogue = generatedCatalogue();
  const added = catalogue.books.filter((b) => !base.books.some((o) => o.id === b.id));
  const withTropes = added.filter((b) => b.tropes.length > 0);
  const withHeat = added.filter((b) => b.heat !== undefined);
  const withNotes = added.filter((b) => b.contentNotes.length > 0);
  for (const some of [withTropes, withHeat, withNotes]) {
    expect(some.length).toBeGreaterThan(0);
    expect(some.length).toBeLessThan(added.length);
    expect(some.every((b) => b.genres.includes("fiction"))).toBe(true);
  }
  const books = (trope: string) => withTropes.filter((b) => b.tropes.includes(trope)).length;
  expect(withTropes.some((b) => b.tropes.some((trope) => books(trope) >= 2))).toBe(true);
  expect(withNotes.some((b) => b.contentNotes.some((note) => note.note !== null))).toBe(true);
});

test("a new author's catalogue has standalone books only, no trailers, one featured", () => {
  const files = generateContent({
    ...options,
    count: 3,
    taken: [],
    withSeries: false,
    withTrailers: false,
  });
  expect(files.map((f) => f.file.split("/")[1])).toEqual(["books", "books", "books"]);
  const catalogue = parseCatalogue(
    {
      ...sources({ series: [], news: [], books: files }),
      categories: { file: "content/categories.yaml", text: CATEGORIES_YAML },
    },
    allAssets,
  );
  expect(catalogue.books.every((b) => b.series.length === 0 && b.trailerUrl === "")).toBe(true);
  expect(catalogue.books.filter((b) => b.categories.includes("featured"))).toHaveLength(1);
  expect(generateContent({ ...options, count: 0 })).toEqual([]);
});

test("a new author's site settings keep every field and none of the old author's words", () => {
  const text = freshSite(SITE_YAML, 1);
  const site = parseCatalogue(
    sources({ site: { file: "content/site.yaml", text } }),
    allAssets,
  ).site;
  expect(site.author.name).not.toBe("Test Author");
  expect(text).not.toMatch(/Test Author|example\.com|x\.com\/test/);
  expect(site.url).toMatch(/^https:\/\//);
  expect(parseMarkdown(site.author.bio).length).toBeGreaterThan(0);
  const withPages = freshSite(
    `${SITE_YAML}magnet:\n  book: one\n  landing: https://dl.bookfunnel.com/k7\nreviewTeam:\n  terms: Test Author's terms.\n  landing: https://storyoriginapp.com/x\nstart:\n  steps:\n    - title: Begin\n      books: [one]\n`,
    1,
  );
  expect(withPages).not.toMatch(/magnet|reviewTeam|start:|Test Author/);
});

test("a press's catalogue: every book credited, each series one author's, some co-written, and a name with no book yet", () => {
  const files = generateContent({ ...options, count: 100, authors: 5 });
  const authorFiles = files.filter((f) => f.file.startsWith("content/authors/"));
  expect(authorFiles).toHaveLength(5);
  const fixture = sources();
  const press = parseCatalogue(
    {
      ...fixture,
      authors: authorFiles,
      series: files.filter((f) => f.file.startsWith("content/series/")),
      books: files.filter((f) => f.file.startsWith("content/books/")),
    },
    allAssets,
  );
  expect(press.authors).toHaveLength(5);
  expect(press.books.every((book) => book.authors.length > 0)).toBe(true);
  for (const series of press.series) {
    // A crossover, listed in the series before its own, is its own series' author's.
    const own = seriesBooks(press.books, series.id).filter((book) => book.series[0] === series.id);
    const owners = new Set(own.map((book) => book.authors[0]));
    expect(owners.size, series.id).toBe(1);
  }
  expect(press.books.filter((book) => book.authors.length === 2).length).toBeGreaterThan(0);
  const credited = new Set(press.books.flatMap((book) => book.authors));
  expect(press.authors.filter((author) => !credited.has(author.id))).toHaveLength(1);
  // Without authors, no author's file and no book names one.
  expect(generateContent(options).some((f) => f.file.startsWith("content/authors/"))).toBe(false);
});
