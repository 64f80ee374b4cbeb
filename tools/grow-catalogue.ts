/**
 * `npm run grow-catalogue -- <folder> --books <n>`: a copy of the project in <folder> with
 * <n> generated books added to its catalogue, their covers and trailer thumbnails drawn, to
 * build, measure and test the site at any size. With `--fresh` the copy's catalogue starts
 * empty instead, as a new author's first site: generated books only, no series, news,
 * samples or trailers, and a generated author; with `--authors <n>` too, a press's: n authors
 * sharing the books, in series of their own. `--seed` varies the books (1 by default);
 * `--today` (YYYY-MM-DD) sets the day a few of them come out after.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { countOf } from "../app/catalogue/wording.ts";
import { type IsoDay, parseIsoDay, toIsoDay } from "../app/content/dates.ts";
import { loadCatalogueFrom, readContentSources } from "../app/schema/content.server.ts";
import { parseCatalogue } from "../app/schema/parse-catalogue.ts";
import { copyProject } from "../dev-helpers/project-copy.ts";
import { drawAssets } from "./draw-assets.ts";
import { freshSite, generateContent } from "./generate-catalogue.ts";
import { SAMPLE_CONTENT, SAMPLE_IMAGES, writeFiles } from "./new-site-files.ts";

export type GrowOptions = {
  /** How many generated books to add. */
  books: number;
  /** Start from an empty catalogue (a new author's) rather than the project's. */
  fresh?: boolean;
  seed?: number;
  today?: IsoDay;
  /** With `fresh`: a press's authors (content/authors/), who share the books. */
  authors?: number;
};

/**
 * Copies the project into `to` and grows its catalogue; returns the copy's catalogue, checked
 * as the build checks it.
 */
export async function growCatalogue(to: string, options: GrowOptions) {
  const { books, fresh = false, seed = 1, today = toIsoDay(new Date()), authors = 0 } = options;
  // The sample's own books name no author, which a catalogue of several must.
  if (authors > 0 && !fresh) throw new Error("--authors makes a press's catalogue: add --fresh");
  const root = copyProject(to, { generated: !fresh, caches: true });
  if (fresh) {
    for (const folder of [...SAMPLE_CONTENT, ...SAMPLE_IMAGES]) {
      rmSync(path.join(root, folder), { recursive: true });
      // Kept empty: the build's image step reads each of these folders.
      mkdirSync(path.join(root, folder));
    }
    const site = path.join(root, "content/site.yaml");
    writeFileSync(site, freshSite(readFileSync(site, "utf8"), seed));
  }
  const existing = parseCatalogue(readContentSources(root), { assetExists: () => true });
  const files = generateContent({
    count: books,
    seed,
    today,
    taken: [...existing.books.map((b) => b.id), ...existing.series.flatMap((s) => [s.id, s.key])],
    categories: existing.categories,
    withSeries: !fresh || authors > 0,
    withTrailers: !fresh,
    authors,
  });
  writeFiles(root, files);
  await drawAssets(root);
  return { root, catalogue: loadCatalogueFrom(root) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      books: { type: "string" },
      fresh: { type: "boolean", default: false },
      seed: { type: "string", default: "1" },
      today: { type: "string" },
      authors: { type: "string", default: "0" },
    },
  });
  const books = Number(values.books);
  const authors = Number(values.authors);
  const seed = Number(values.seed);
  const today = values.today === undefined ? undefined : parseIsoDay(values.today);
  const [folder, ...extra] = positionals;
  const counts = [books, authors];
  if (!folder || extra.length > 0 || counts.some((n) => !Number.isInteger(n) || n < 0)) {
    console.error(
      "Usage: npm run grow-catalogue -- <new folder> --books <n> [--fresh [--authors <n>]] [--seed <n>] [--today YYYY-MM-DD]",
    );
    process.exit(2);
  }
  if (!Number.isInteger(seed)) throw new Error(`--seed must be a whole number, not ${values.seed}`);
  if (today === null) throw new Error(`--today must be a day as YYYY-MM-DD, not ${values.today}`);
  const started = Date.now();
  const { root, catalogue } = await growCatalogue(folder, {
    books,
    fresh: values.fresh,
    seed,
    today,
    authors,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    `${root}: ${countOf(catalogue.books.length, "book")} (${books} generated), ${catalogue.series.length} series, made in ${seconds} s. Build it with: cd ${root} && npm run build`,
  );
}
