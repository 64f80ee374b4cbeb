import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { environment } from "../../config/environment.mjs";
import type { Catalogue } from "../content/types.ts";
import { BASE_LANGUAGE, MESSAGES_FOLDER, PSEUDO_LANGUAGE } from "../i18n/languages.ts";
import { type ContentSources, parseCatalogue, type SourceFile } from "./parse-catalogue.ts";
import { siteCatalogue } from "./site-catalogue.ts";

/** The languages there are catalogues for: app/i18n/messages/{language}.json. */
export function catalogueLanguages(root: string): string[] {
  const folder = path.join(root, MESSAGES_FOLDER);
  return (existsSync(folder) ? readdirSync(folder) : [])
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length))
    .sort();
}

/** The languages the site can speak: the catalogues', and the pseudo-language made from English's. */
export function messageLanguages(root: string): string[] {
  const languages = catalogueLanguages(root);
  return languages.includes(BASE_LANGUAGE) ? [...languages, PSEUDO_LANGUAGE].sort() : languages;
}

/** Reads every content file under `{root}/content`, with paths relative to `root` for messages. */
export function readContentSources(root: string): ContentSources {
  const read = (file: string): SourceFile => ({
    file,
    text: readFileSync(path.join(root, file), "utf8"),
  });
  const folder = (name: string) =>
    (existsSync(path.join(root, "content", name))
      ? readdirSync(path.join(root, "content", name))
      : []
    )
      .filter((entry) => entry.endsWith(".md"))
      .sort()
      .map((entry) => read(`content/${name}/${entry}`));
  return {
    site: read("content/site.yaml"),
    categories: read("content/categories.yaml"),
    series: folder("series"),
    books: folder("books"),
    news: folder("news"),
    samples: folder("samples"),
    guides: folder("guides"),
    events: folder("events"),
    authors: folder("authors"),
  };
}

/**
 * Loads and validates the project's content against the files in `public/`: what one site
 * shows (./site-catalogue.ts), the main site's or, with `SITE` (`site`), a site apart's by its
 * id; or all of it (`"all"`, for what builds every site).
 */
export function loadCatalogueFrom(
  root: string,
  site: "all" | "main" | string = environment.site ?? "main",
): Catalogue {
  const catalogue = parseCatalogue(readContentSources(root), {
    assetExists: (publicPath) => existsSync(path.join(root, "public", publicPath)),
    languages: messageLanguages(root),
  });
  if (site === "all") return catalogue;
  return siteCatalogue(catalogue, site === "main" ? undefined : site);
}

let cached: Catalogue | undefined;

/**
 * The catalogue of this project, read once per process (build, prerender or test run), and
 * again after forgetCatalogue: the development server's live content
 * (build-steps/vite-plugins/live-content.ts) forgets it when a content file changes.
 */
export function loadCatalogue(): Catalogue {
  cached ??= loadCatalogueFrom(process.cwd());
  return cached;
}

/**
 * `make` of this project's catalogue, made once per catalogue read: for what every page's
 * loader asks of the whole catalogue (the frame's data), which a prerender of a thousand pages
 * would otherwise make a thousand times.
 */
export function fromCatalogue<T>(make: (catalogue: Catalogue) => T): () => T {
  let last: { catalogue: Catalogue; made: T } | undefined;
  return () => {
    const catalogue = loadCatalogue();
    if (last?.catalogue !== catalogue) last = { catalogue, made: make(catalogue) };
    return last.made;
  };
}

/** Drops the catalogue read by loadCatalogue, so that the next call reads the files again. */
export function forgetCatalogue() {
  cached = undefined;
}
