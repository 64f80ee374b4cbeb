import type { Book, Catalogue } from "../content/types.ts";

/**
 * The catalogue one site shows, of a catalogue published as several (`sites:` in site.yaml):
 * the main site's, or a site apart's by its id. A site shows its authors (the main one, every
 * author unless its `authors:` names some), the books any of them wrote (a co-written book on
 * the site of each), the series, samples and guides of those books, and the events and news
 * that name no other book; with its own settings. Nothing of another author is in it: not their
 * file, their book, a link to one (a book's related books and contents are of its site's), nor
 * the other sites' settings.
 */
export function siteCatalogue(catalogue: Catalogue, siteId?: string): Catalogue {
  const apart = siteId === undefined ? undefined : catalogue.apart.find((s) => s.id === siteId);
  if (siteId !== undefined && !apart) {
    const ids = catalogue.apart.map((s) => s.id);
    throw new Error(
      `SITE is '${siteId}', which site.yaml's sites do not have: ${ids.length > 0 ? `write one of ${ids.join(", ")}` : "it has none"}`,
    );
  }
  const shownIds = apart?.authors ?? catalogue.site.authors;
  if (!shownIds) return { ...catalogue, apart: [] };
  const shown = new Set(shownIds);
  const ids = new Set(
    catalogue.books.filter((b) => b.authors.some((id) => shown.has(id))).map((b) => b.id),
  );
  const own = (book: Book): Book => ({
    ...book,
    related: book.related.filter((id) => ids.has(id)),
    contains: book.contains.filter((id) => ids.has(id)),
    authors: book.authors.filter((id) => shown.has(id)),
  });
  const books = catalogue.books.filter((book) => ids.has(book.id)).map(own);
  const seriesIds = new Set(books.flatMap((book) => book.series));
  const series = catalogue.series.filter((s) => seriesIds.has(s.id));
  return {
    ...catalogue,
    site: apart?.site ?? catalogue.site,
    authors: catalogue.authors.filter((author) => shown.has(author.id)),
    books,
    series,
    samples: catalogue.samples.filter((sample) => ids.has(sample.bookId)),
    guides: catalogue.guides.filter((guide) => ids.has(guide.bookId)),
    events: catalogue.events.filter((event) => event.books.every((id) => ids.has(id))),
    news: catalogue.news.filter(
      (item) =>
        item.related.every((id) => ids.has(id)) && item.series.every((id) => seriesIds.has(id)),
    ),
    apart: [],
  };
}

/**
 * What a site's settings name that it does not show: its free book, its Start here steps'
 * books and series (each a field's path in its settings, and what to write instead).
 */
export function unshownInSettings(site: Catalogue): { path: PropertyKey[]; message: string }[] {
  const books = new Set(site.books.map((book) => book.id));
  const series = new Set(site.series.map((s) => s.id));
  const issues: { path: PropertyKey[]; message: string }[] = [];
  const { magnet, start } = site.site;
  if (magnet?.book !== undefined && !books.has(magnet.book)) {
    issues.push({
      path: ["magnet", "book"],
      message: `magnet.book is '${magnet.book}', a book by an author the site does not show: give the site a free book of its own`,
    });
  }
  start?.steps.forEach((step, index) => {
    for (const [field, ids, known] of [
      ["books", step.books, books],
      ["series", step.series === undefined ? [] : [step.series], series],
    ] as const) {
      for (const id of ids.filter((each) => !known.has(each))) {
        issues.push({
          path: ["start", "steps", index, field],
          message: `start.steps[${index}].${field} names '${id}', by an author the site does not show: give the site a Start here of its own`,
        });
      }
    }
  });
  return issues;
}
