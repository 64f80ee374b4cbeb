import { BOOK_SECTION_IDS, sectionBooks } from "../catalogue/book-sections.ts";
import { comingEvents } from "../catalogue/events.ts";
import { listedGuides } from "../catalogue/guides.ts";
import { findBookByAlias, listedSamples, visibleBooks } from "../catalogue/queries.ts";
import { shelfCatalogue } from "../catalogue/shelf.ts";
import { listedTropes } from "../catalogue/tropes.ts";
import type { IsoDay } from "../content/dates.ts";
import { type PageRoute, paths } from "../content/paths.ts";
import type { Catalogue } from "../content/types.ts";
import { assistantData } from "./assistant-data.server.ts";
import { authorPage, authorsPage } from "./author-pages.ts";
import { eventCalendar, releaseCalendar } from "./calendars.ts";
import { contentNotesPage } from "./content-notes.ts";
import { eventsPage } from "./events-page.ts";
import { atomFeed, authorAtomFeed, robotsTxt, seriesAtomFeed, sitemapXml } from "./feeds.ts";
import { guidePage } from "./guide-page.ts";
import { homePage } from "./home-page.ts";
import { bookPage, samplePage, seriesPage, shelfPage, trailersPage } from "./page-data.ts";
import { pressKitPage } from "./press-kit.ts";
import { magnetPage, reviewTeamPage } from "./signup-pages.ts";
import { type SitePage, sitePages } from "./site-pages.ts";
import { startPage } from "./start-page.ts";
import { tropePage, tropesPage } from "./trope-pages.ts";

/**
 * What every page and file of a catalogue is made of, as app/routes/*'s loaders make it from
 * the page data functions (each loader reads the project's own catalogue; these take any), for
 * the properties over generated catalogues: each page the site lists (sitePages) with its
 * data, the JSON a page receives or the text of a file.
 */

export type PageData = { page: SitePage; data: unknown };

/** The one item whose page or file is at `path`, which the loader would find. */
function at<T>(items: readonly T[], path: string, pathOf: (item: T) => string): T {
  const found = items.find((item) => pathOf(item) === path);
  if (found === undefined) throw new Error(`the site lists ${path}, and its loader finds nothing`);
  return found;
}

/** The catch-all route's page at an address the author chose (loadNamedPage). */
function namedPage(catalogue: Catalogue, path: string, today: IsoDay) {
  const { magnet, reviewTeam, start } = catalogue.site;
  if (magnet?.path === path) return magnetPage(catalogue, magnet);
  if (reviewTeam?.path === path) return reviewTeamPage(catalogue, reviewTeam, today);
  if (start?.path === path) return startPage(catalogue, start);
  const book = findBookByAlias(catalogue.books, path);
  if (!book) throw new Error(`the site lists ${path}, and its loader finds nothing`);
  return bookPage(book, catalogue, today);
}

type Loader = (catalogue: Catalogue, path: string, today: IsoDay) => unknown;

const LOADERS: Record<PageRoute, Loader> = {
  home: (c, _, today) => ({ ...homePage(c), events: comingEvents(c, today) }),
  book: (c, path, today) =>
    bookPage(
      at(c.books, path, (b) => paths.book(b.id)),
      c,
      today,
    ),
  sample: (c, path) => {
    const { book, sample } = at(listedSamples(c), path, (s) => paths.sample(s.book.id));
    return samplePage(book, sample, c);
  },
  guide: (c, path) => {
    const { book, guide } = at(listedGuides(c), path, (g) => paths.guide(g.book.id));
    return guidePage(book, guide, c);
  },
  "release-calendar": (c, path, today) =>
    releaseCalendar(
      at(visibleBooks(c.books), path, (b) => paths.releaseCalendar(b.id)),
      c,
      today,
    ),
  series: (c, path) =>
    seriesPage(
      at(c.series, path, (s) => paths.series(s.key)),
      c,
    ),
  search: () => ({}),
  trailers: (c) => trailersPage(c),
  events: (c) => eventsPage(c),
  "event-calendar": (c, path, today) =>
    eventCalendar(
      at(c.events, path, (e) => paths.eventCalendar(e.id)),
      c,
      today,
    ),
  "content-notes": (c) => contentNotesPage(c),
  shelf: (c) => shelfPage(c),
  tropes: (c) => tropesPage(c),
  trope: (c, path) =>
    tropePage(
      at(listedTropes(c.books), path, (t) => paths.trope(t.slug)),
      c,
    ),
  authors: (c) => authorsPage(c),
  author: (c, path) =>
    authorPage(
      at(c.authors, path, (a) => paths.author(a.id)),
      c,
    ),
  "author-feed": (c, path) =>
    authorAtomFeed(
      c,
      at(c.authors, path, (a) => paths.authorFeed(a.id)),
    ),
  "author-press": (c, path) =>
    pressKitPage(
      at(c.authors, path, (a) => paths.authorPress(a.id)),
      c,
      () => "",
    ),
  press: (c) =>
    pressKitPage(
      at(c.authors, paths.press, () => paths.press),
      c,
      () => "",
    ),
  "shelf-data": (c) => shelfCatalogue(c),
  "section-books": (c, path) => ({
    books: sectionBooks(c, at(BOOK_SECTION_IDS, path, paths.sectionBooks)),
  }),
  "assistant-data": (c) => assistantData(c, c.site.assistant.questions),
  feed: (c) => atomFeed(c),
  "series-feed": (c, path) =>
    seriesAtomFeed(
      c,
      at(c.series, path, (s) => paths.seriesFeed(s.key)),
    ),
  sitemap: (c) => sitemapXml(c),
  robots: (c) => robotsTxt(c),
  alias: namedPage,
};

/** Every page and file the site builds for a catalogue on a day, with its data. */
export function everyPage(catalogue: Catalogue, today: IsoDay): PageData[] {
  return sitePages(catalogue, { today }).map((page) => ({
    page,
    data: LOADERS[page.route](catalogue, page.path, today),
  }));
}

/** A book card (BookCard) or a section's book: a grid links its cover to the book's page. */
const isBookCard = (value: Record<string, unknown>): value is { id: string } =>
  ["id", "title", "pubDate", "amazonId"].every((key) => typeof value[key] === "string");
/** A series link (SeriesLink): the menus and the book's page link the series' page. */
const isSeriesLink = (value: Record<string, unknown>): value is { key: string } =>
  ["id", "key", "title"].every((key) => typeof value[key] === "string") && !("pubDate" in value);

/**
 * The site's own addresses that data links to: paths (`/book/x`, `/#about`), full addresses on
 * the site (in JSON-LD, feeds, calendar files), and the pages of the book cards and series
 * links it holds. Images under /assets/ and JSON-LD's node ids (`@id`) are no links.
 */
export function linksIn(data: unknown, site: Pick<Catalogue["site"], "url">): string[] {
  const origin = new URL(site.url).origin;
  const full = new RegExp(`${origin.replaceAll(".", "\\.")}(/[^\\s"'<>\\]]*)?`, "g");
  const found: string[] = [];
  const visit = (value: unknown, key: string | null) => {
    if (typeof value === "string") {
      if (key === "@id") return;
      if (/^\/(?!\/)\S*$/.test(value)) found.push(value);
      // A calendar file folds its lines at 75 octets, a link among them (RFC 5545, 3.1).
      const text = value.startsWith("BEGIN:VCALENDAR") ? value.replace(/\r\n[ \t]/g, "") : value;
      for (const match of text.matchAll(full)) found.push(match[1] ?? "/");
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, null);
    } else if (typeof value === "object" && value !== null) {
      const fields: Record<string, unknown> = { ...value };
      if (isBookCard(fields)) found.push(paths.book(fields.id));
      else if (isSeriesLink(fields)) found.push(paths.series(fields.key));
      for (const [inner, item] of Object.entries(fields)) visit(item, inner);
    }
  };
  visit(data, null);
  return found.filter((link) => !link.startsWith("/assets/"));
}
