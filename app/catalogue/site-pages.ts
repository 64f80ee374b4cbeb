import { paths } from "./paths.ts";
import { listedSamples } from "./queries.ts";
import type { Catalogue } from "./schema.ts";

/** The path prerendered as the Not Found page; the build writes it out as `404.html`. */
export const NOT_FOUND_PATH = "/404";

/**
 * Every path prerendered at build time: the home page, every book (hidden ones too, for
 * preview links), the alias paths, the series pages, all trailers, the Not Found page and
 * the search index.
 */
export function prerenderPaths(
  catalogue: Pick<Catalogue, "books" | "series" | "samples">,
): string[] {
  return [
    paths.home,
    ...catalogue.books.map((book) => paths.book(book.id)),
    ...catalogue.books.flatMap((book) => book.aliases),
    ...listedSamples(catalogue).map(({ book }) => paths.sample(book.id)),
    ...catalogue.series.map((series) => paths.series(series.key)),
    paths.trailers,
    NOT_FOUND_PATH,
    ASSISTANT_DATA_PATH,
    "/feed.xml",
    "/sitemap.xml",
    "/robots.txt",
  ];
}

/** The chat assistant's data, prerendered as a static JSON file. */
export const ASSISTANT_DATA_PATH = "/assistant.json";
