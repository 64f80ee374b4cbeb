import type { Book, Catalogue, Series } from "./schema.ts";

/**
 * The slices of the catalogue that pages receive. Loaders run at build time and pass
 * only these to the browser, so no page ships the whole catalogue.
 */

export type BookCard = Pick<Book, "id" | "title" | "pubDate" | "amazonId">;

export function toBookCard(book: BookCard): BookCard {
  return { id: book.id, title: book.title, pubDate: book.pubDate, amazonId: book.amazonId };
}

export type SeriesLink = Pick<Series, "id" | "key" | "title">;

export function toSeriesLink(series: Series): SeriesLink {
  return { id: series.id, key: series.key, title: series.title };
}

/** What every page's frame needs: the author, the links out, and the series menu. */
export function shellData(catalogue: Catalogue) {
  const { site } = catalogue;
  return {
    author: {
      name: site.author.name,
      initials: site.author.initials,
      surname: site.author.surname,
    },
    social: site.social,
    blogUrl: site.blogUrl,
    subscribe: site.subscribe,
    vitalsBeaconUrl: site.vitalsBeaconUrl,
    series: catalogue.series.map(toSeriesLink),
  };
}
export type ShellData = ReturnType<typeof shellData>;
