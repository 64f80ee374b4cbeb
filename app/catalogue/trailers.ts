import type { IsoDay } from "../content/dates.ts";
import { assetPaths, paths } from "../content/paths.ts";
import type { Catalogue } from "../content/types.ts";
import { newestFirst, seriesBooks, visibleBooks } from "./queries.ts";

/** How many trailers the home page shows. */
export const HOME_TRAILER_COUNT = 4;

export type Trailer = {
  id: string;
  title: string;
  trailerUrl: string;
  /** The book's publication day, or for a series its newest visible book's. */
  pubDate: IsoDay;
  thumbnail: string;
  /** The page the trailer belongs to. */
  href: string;
};

/** Every trailer of a visible book or of a series with visible books, newest first. */
export function allTrailers(catalogue: Pick<Catalogue, "books" | "series">): Trailer[] {
  const trailer = (
    { id, title, trailerUrl }: { id: string; title: string; trailerUrl: string },
    pubDate: IsoDay,
    href: string,
  ): Trailer => ({
    id,
    title,
    trailerUrl,
    pubDate,
    thumbnail: assetPaths.trailerThumbnail(id),
    href,
  });
  const bookTrailers = visibleBooks(catalogue.books)
    .filter((book) => book.trailerUrl !== "")
    .map((book) => trailer(book, book.pubDate, paths.book(book.id)));
  const seriesTrailers = catalogue.series.flatMap((series) => {
    if (series.trailerUrl === "") return [];
    const newest = newestFirst(seriesBooks(catalogue.books, series.id))[0];
    if (!newest) return [];
    return [trailer(series, newest.pubDate, paths.series(series.key))];
  });
  return newestFirst([...bookTrailers, ...seriesTrailers]);
}
