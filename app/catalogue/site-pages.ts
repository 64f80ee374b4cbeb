import type { IsoDay } from "./dates.ts";
import { ASSETS_FOLDER, paths, STATIC_FOLDER } from "./paths.ts";
import { listedSamples, newestFirst, visibleBooks } from "./queries.ts";
import type { Catalogue } from "./schema.ts";

/** The chat assistant's data, prerendered as a static JSON file. */
export const ASSISTANT_DATA_PATH = "/assistant.json";
export const FEED_PATH = "/feed.xml";
export const SITEMAP_PATH = "/sitemap.xml";
export const ROBOTS_PATH = "/robots.txt";

/**
 * A page or file the build prerenders. `indexed` pages go in the sitemap; the others are
 * for visitors who have their address (a hidden book's preview, an alias, the search page)
 * or for programs (the feed, the assistant's data).
 */
export type SitePage = {
  path: string;
  kind: "page" | "alias" | "file";
  indexed: boolean;
  lastmod?: IsoDay;
};

/**
 * Every page and file the site prerenders, from the content: the one list the prerender
 * step, the sitemap and the check of alias paths read. Unknown addresses get the Not Found
 * page, which the build writes as `404.html`.
 */
export function sitePages(
  catalogue: Pick<Catalogue, "books" | "series" | "samples" | "site">,
): SitePage[] {
  const visible = new Set(visibleBooks(catalogue.books).map((book) => book.id));
  const page = (path: string, indexed: boolean, lastmod?: IsoDay): SitePage =>
    lastmod ? { path, kind: "page", indexed, lastmod } : { path, kind: "page", indexed };
  const file = (path: string): SitePage => ({ path, kind: "file", indexed: false });
  return [
    page(paths.home, true),
    // Hidden books too, for a preview link; they are never listed.
    ...newestFirst(catalogue.books).map((book) =>
      page(paths.book(book.id), visible.has(book.id), book.pubDate),
    ),
    // An alias shows its book's page, whose canonical address is /book/{id}.
    ...catalogue.books.flatMap((book) =>
      book.aliases.map((alias): SitePage => ({ path: alias, kind: "alias", indexed: false })),
    ),
    ...catalogue.series.map((series) => page(paths.series(series.key), true)),
    page(paths.trailers, true),
    ...listedSamples(catalogue).map(({ book }) => page(paths.sample(book.id), true)),
    // The page served for every /search/{query}: it searches in the browser.
    page(paths.searchPage, false),
    file(ASSISTANT_DATA_PATH),
    file(FEED_PATH),
    file(SITEMAP_PATH),
    file(ROBOTS_PATH),
  ];
}

/**
 * Folders served beside the pages: images, the build's hashed files, the editor. An alias
 * must not take their names either.
 */
const SERVED_FOLDERS = [`/${ASSETS_FOLDER}`, `/${STATIC_FOLDER}`, paths.editor];

const firstSegment = (path: string) => path.split("/")[1] ?? "";

/**
 * The first path segments an alias may not take: those of the site's other pages and files
 * (book, series, search, trailers ...) and of the folders served beside them.
 */
export function reservedSegments(pages: SitePage[]): Set<string> {
  return new Set(
    [...pages.filter((page) => page.kind !== "alias").map((page) => page.path), ...SERVED_FOLDERS]
      .map(firstSegment)
      .filter((segment) => segment !== ""),
  );
}
