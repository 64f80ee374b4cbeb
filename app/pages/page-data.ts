import * as bookSays from "~messages/book";
import * as editionSays from "~messages/edition";
import * as lines from "~messages/lines";
import * as seo from "~messages/seo";
import { cardsFor, pressKitPath, seriesAuthors, showsAuthors } from "../catalogue/authors.ts";
import { toBookCard, toSeriesLink } from "../catalogue/book-card.ts";
import { bookHeat } from "../catalogue/book-heat.ts";
import { positionLabel, subtitleFor } from "../catalogue/book-lines.ts";
import { hasContentNotesPage } from "../catalogue/content-notes.ts";
import {
  editionSlug,
  editionSlugs,
  inBuyingOrder,
  libraryRequest,
} from "../catalogue/edition-choice.ts";
import {
  directOffer,
  type EditionDetail,
  editionDetails,
  editionLabel,
  editionStoreLinks,
  theEdition,
} from "../catalogue/edition-links.ts";
import { comingEvents } from "../catalogue/events.ts";
import { audiobookUrl, retailUrl, reviewUrl } from "../catalogue/links.ts";
import {
  containedBooks,
  listedSamples,
  listedSeries,
  listedSeriesOf,
  readingOrder,
  relatedBooks,
  seriesBooks,
  seriesNeighbours,
} from "../catalogue/queries.ts";
import { seriesLine, seriesStatusLine } from "../catalogue/series-status.ts";
import { shelfCatalogue } from "../catalogue/shelf.ts";
import { amazonLinks, otherStoreLinks, type StoreCode } from "../catalogue/stores.ts";
import { allTrailers } from "../catalogue/trailers.ts";
import { bookTropes } from "../catalogue/tropes.ts";
import type { IsoDay } from "../content/dates.ts";
import { type Block, plainText } from "../content/markdown.ts";
import { assetPaths, paths } from "../content/paths.ts";
import type { Book, Catalogue, Sample, Series } from "../content/types.ts";
import { longDate, wordList } from "../i18n/formats.ts";
import { analyticsTag } from "../schema/analytics.ts";
import { releaseAlertContract, subscribeContract } from "../schema/subscribe-providers.ts";
import { bookContentNotes } from "./content-notes.ts";
import { guideLink } from "./guide-page.ts";
import { homeAnchors } from "./home-page.ts";
import { bookSeo, pageSeo, sampleSeo, seriesSeo } from "./seo.ts";
import { magnetLine } from "./signup-pages.ts";
import { startTitle } from "./start-page.ts";

/**
 * What a book's page shows of it, without the extras (the series page lists these): also,
 * for a box set or collection, the books it contains. On its own page, the book's place in
 * its series says whether the series is finished (`seriesStatus`); the series page says that
 * once, above its books.
 */
export function bookDetail(
  book: Book,
  catalogue: Pick<Catalogue, "series" | "books" | "authors">,
  { seriesStatus = true } = {},
) {
  const line = seriesStatus ? seriesLine(book, catalogue.series, catalogue.books) : null;
  const card = cardsFor(catalogue);
  return {
    ...card(book),
    hidden: book.hidden,
    /** The day it comes out, as the site's language writes it (publicationLine says it). */
    published: longDate(book.pubDate),
    /** The book's own subtitle, else its place in its series. */
    subtitle: book.subTitle ?? line ?? subtitleFor(book, catalogue.series),
    /** Its place in its series, under a subtitle of its own. */
    seriesLine: book.subTitle ? line : null,
    description: book.description,
    contains: containedBooks(book, catalogue.books).map(card),
  };
}

/**
 * Where a book can be bought, for its one Buy button (the sample page's, and a book page
 * without editions) and the stores beside it. A book with editions is bought where its
 * formats panel first offers it (inBuyingOrder): the author's own store where it sells one and
 * the site puts it first, else the first edition's first store. One without editions is bought
 * at Amazon through the site's link, in the visitor's country, and lists its other stores.
 */
export function bookStores(book: Book, catalogue: Pick<Catalogue, "site">): BookStores {
  const views = bookEditionsView(book, catalogue.site);
  if (!views) {
    const retail = retailUrl(catalogue.site, book.amazonId);
    return {
      buy: retail ? { label: lines.buy_book(), url: retail, byCountry: amazonLinks(retail) } : null,
      other: otherStoreLinks(book.stores),
    };
  }
  const direct = views.find((view) => view.direct)?.direct ?? null;
  const [first] = inBuyingOrder(
    views.flatMap((view) => view.stores),
    direct,
  );
  if (!first) return { buy: null, other: [] };
  const buy =
    "seller" in first
      ? { label: bookSays.buy_direct({ seller: first.seller }), url: first.url, byCountry: {} }
      : {
          label: bookSays.buy_from({ store: first.name }),
          url: first.url,
          byCountry: first.byCountry,
        };
  return { buy, other: [] };
}
export type BookStores = {
  /** The button: what it says, where it goes, and the same page in each country's store. */
  buy: { label: string; url: string; byCountry: Partial<Record<StoreCode, string>> } | null;
  other: { name: string; url: string }[];
};

/**
 * The formats a book's page offers, each with its details, stores and what borrowing needs;
 * `null` for a book without `editions:`, whose page keeps the one Buy button and its stores.
 */
export function bookEditionsView(book: Book, site: Catalogue["site"]) {
  if (book.editions.every((edition) => edition.format === null)) return null;
  const slugs = editionSlugs(book.editions);
  // The free book's: its format is had for joining the mailing list rather than paid for.
  const magnet = site.magnet?.book === book.id ? site.magnet : null;
  return book.editions.map((edition, index) => ({
    slug: slugs[index] ?? editionSlug(edition),
    label: editionLabel(edition),
    format: edition.format,
    language: edition.language,
    details:
      magnet && edition.format === magnet.format
        ? freeDetails(editionDetails(edition), magnet.path)
        : editionDetails(edition),
    stores: editionStoreLinks(edition),
    /** The author's own store for it, and whether it comes before the others. */
    direct:
      edition.direct === null
        ? null
        : {
            url: edition.direct.url,
            offer: directOffer(edition),
            seller: site.author.name,
            first: site.directStores === "first",
          },
    /**
     * Where to borrow it (built on the device from the reader's library) and what to ask a
     * library to buy; `null` for none.
     */
    borrow: site.borrow ? borrowView(edition, book.editions) : null,
  }));
}

/**
 * An edition's borrowing: its ISBN, for the libraries that lend it and for asking one to buy
 * it; or, for a KDP Select ebook, which no library lends, the editions to ask for instead.
 */
function borrowView(edition: Book["editions"][number], editions: Book["editions"]) {
  const request = libraryRequest(edition, editions);
  if (request === null) return null;
  if ("isbn" in request) return { isbn: request.isbn, instead: null };
  return {
    isbn: null,
    instead: request.instead.map((other) => ({
      name: theEdition(other),
      isbn: other.isbn ?? "",
    })),
  };
}
export type EditionView = NonNullable<ReturnType<typeof bookEditionsView>>[number];

/** The free book's page, for a book page whose formats do not already say it is free. */
function freeLine(book: Book, editions: EditionView[] | null, site: Catalogue["site"]) {
  const { magnet } = site;
  if (magnet?.book !== book.id) return null;
  const said = editions?.some((edition) => edition.format === magnet.format) ?? false;
  return said ? null : magnet.path;
}

/** An edition's details with the free book's line in place of its price. */
function freeDetails(details: EditionDetail[], path: string): EditionDetail[] {
  const line = { term: lines.price(), value: bookSays.free(), href: path };
  return [...details.filter((detail) => detail.term !== editionSays.list_price()), line];
}

/**
 * The audiobook to listen to: the audiobook edition's first store (as its panel shows it),
 * else the book's audioId.
 */
function listenUrl(
  book: Book,
  editions: EditionView[] | null,
  site: Catalogue["site"],
): string | null {
  const audiobook = editions?.find((edition) => edition.format === "audiobook");
  if (!audiobook) return audiobookUrl(site, book.audioId);
  return audiobook.stores[0]?.url ?? null;
}

/** A book's or a series' trailer, for the player on its page; `null` for none. */
function pageTrailer({
  id,
  title,
  trailerUrl,
}: Pick<Book | Series, "id" | "title" | "trailerUrl">) {
  return trailerUrl ? { id, title, trailerUrl, thumbnail: assetPaths.trailerThumbnail(id) } : null;
}

/** Words read in a minute, for a sample's reading time. */
const WORDS_PER_MINUTE = 230;

/** How long a text takes to read, in whole minutes (at least one). */
export function readingMinutes(text: Block[]): number {
  const words = plainText(text).split(" ").filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
export type BookDetail = ReturnType<typeof bookDetail>;

/** Everything on a book's page, as on `today`. */
export function bookPage(book: Book, catalogue: Catalogue, today: IsoDay) {
  // A series with a page: a hidden book's series may have no visible book, and so none.
  const series = listedSeriesOf(book, catalogue);
  const editions = bookEditionsView(book, catalogue.site);
  const { previous, next } = seriesNeighbours(catalogue.books, book);
  const card = cardsFor(catalogue);
  return {
    book: {
      ...bookDetail(book, catalogue),
      keywords: book.keywords,
      /** Its tropes, each linked to its page; its heat, linked to the scale's explanation. */
      tropes: bookTropes(book, catalogue.books),
      heat: bookHeat(book, catalogue.books),
    },
    editions,
    links: {
      audiobook: listenUrl(book, editions, catalogue.site),
      review: reviewUrl(catalogue.site, book.goodreadsId),
    },
    stores: bookStores(book, catalogue),
    praise: book.praise,
    /** What the book contains that a reader may want to know first, shown only when asked. */
    contentNotes: bookContentNotes(book, catalogue),
    sample: sampleLink(book, catalogue),
    guide: guideLink(book, catalogue),
    readingOrder: { previous: previous && card(previous), next: next && card(next) },
    trailer: pageTrailer(book),
    series: series
      ? {
          ...toSeriesLink(series),
          books: seriesBooks(catalogue.books, series.id)
            .filter((b) => b.id !== book.id)
            .map(card),
        }
      : null,
    related: relatedBooks(book, catalogue.books).map(card),
    /**
     * The free book's page, when this book is it and none of its formats says so in place of
     * its price (it has no editions, or none in the format given away).
     */
    free: freeLine(book, editions, catalogue.site),
    /** The review team's page, which a book to come links to. */
    reviewTeam: catalogue.site.reviewTeam?.path ?? null,
    /** "Tell me when it's out", while the book is to come, where the mailing list can tag. */
    releaseAlert: catalogue.site.subscribe
      ? releaseAlertContract(catalogue.site.subscribe, book.id)
      : null,
    events: comingEvents(catalogue, today, book.id),
    seo: bookSeo(book, catalogue, today),
  };
}
export type BookPage = ReturnType<typeof bookPage>;

/**
 * Everything on a series page: its books in reading order, each with its place ('Book 2.5')
 * and the first marked to start with, box sets after them; then its trailer and keywords.
 */
export function seriesPage(series: Series, catalogue: Catalogue) {
  const order = readingOrder(catalogue.books, series.id);
  const first = order[0];
  return {
    /** The reading order's ids, for the reader's next book (app/catalogue/shelf.ts). */
    order: order.map((book) => book.id),
    series: { ...toSeriesLink(series), description: series.description, keywords: series.keywords },
    /** Whether the series is finished, where it says so. */
    status: seriesStatusLine(series, catalogue.books),
    books: seriesBooks(catalogue.books, series.id).map((book) => ({
      ...bookDetail(book, catalogue, { seriesStatus: false }),
      position: book.seriesNum === null ? null : positionLabel(book.seriesNum),
      startHere: book.id === first?.id,
    })),
    trailer: pageTrailer(series),
    author: wordList(seriesAuthors(series, catalogue).map((author) => author.name)),
    feed: paths.seriesFeed(series.key),
    seo: seriesSeo(series, catalogue),
  };
}

/** The page of every trailer. */
export function trailersPage(catalogue: Catalogue) {
  const { site } = catalogue;
  return {
    trailers: allTrailers(catalogue),
    seo: pageSeo(site, paths.trailers, {
      title: seo.trailers_title({ author: site.author.name }),
      description: `${seo.trailers_description({ author: site.author.name })} ${site.author.tagline}`,
    }),
  };
}

/** The reader's shelf page: the catalogue it draws the shelf from; never indexed. */
export function shelfPage(catalogue: Catalogue) {
  const { site } = catalogue;
  return {
    catalogue: shelfCatalogue(catalogue),
    seo: pageSeo(site, paths.shelf, {
      title: seo.shelf_title({ author: site.author.name }),
      description: seo.shelf_description({ author: site.author.name }),
      noindex: true,
    }),
  };
}

/**
 * The link to a book's sample chapter, with how long it takes to read; `null` without one, or
 * where its page is not built (a hidden book's preview links none, as with its guide).
 */
function sampleLink(book: Book, catalogue: Pick<Catalogue, "books" | "samples">) {
  const listed = listedSamples(catalogue).find((s) => s.book.id === book.id);
  return listed
    ? { href: paths.sample(book.id), minutes: readingMinutes(listed.sample.text) }
    : null;
}

/** A book's sample chapter page: the chapter, then the way back to the book and to buy it. */
export function samplePage(book: Book, sample: Sample, catalogue: Catalogue) {
  return {
    book: { ...toBookCard(book), href: paths.book(book.id) },
    sample: { title: sample.title, text: sample.text, minutes: readingMinutes(sample.text) },
    stores: bookStores(book, catalogue),
    seo: sampleSeo(book, sample, catalogue),
  };
}

/**
 * What every page's frame needs: the author, the links out, the mailing-list form and the
 * analytics script (as each service's embed code has them, made here so that the settings'
 * schema stays out of the browser), the home page's anchors that have something under
 * them, and the series that have a page.
 */
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
    shopUrl: site.shopUrl,
    subscribe: site.subscribe && subscribeContract(site.subscribe),
    /** The free book's one line under the form, leading to its page. */
    magnet: magnetLine(catalogue),
    vitalsBeaconUrl: site.vitalsBeaconUrl,
    // Left out when there is none: a site without analytics carries nothing of them.
    ...(site.analytics && { analytics: analyticsTag(site.analytics, site.url) }),
    anchors: homeAnchors(catalogue),
    series: listedSeries(catalogue).map(toSeriesLink),
    /** Whether there is an events page to link. */
    events: catalogue.events.length > 0,
    /** Whether the site shows its several authors: their page, in the menu. */
    authors: showsAuthors(catalogue),
    /** The press kit of a site of one author of content/authors/, linked from the footer. */
    press: showsAuthors(catalogue) ? null : firstPressKit(catalogue),
    /** The Start here page, first in the menu where there is one. */
    start: site.start ? { path: site.start.path, title: startTitle(site.start) } : null,
    /** The content notes page, linked from the footer where there is one. */
    contentNotes: hasContentNotesPage(catalogue.books) ? paths.contentNotes : null,
  };
}
export type ShellData = ReturnType<typeof shellData>;

/** The one author's press kit, where the site has one. */
function firstPressKit(catalogue: Catalogue): string | null {
  const [author] = catalogue.authors;
  return author ? pressKitPath(author, catalogue) : null;
}
