import { pressKitPath, showsAuthors } from "../catalogue/authors.ts";
import { BOOK_SECTION_IDS, FIRST_ROWS, sectionBooks } from "../catalogue/book-sections.ts";
import { hasContentNotesPage } from "../catalogue/content-notes.ts";
import { listedGuides } from "../catalogue/guides.ts";
import {
  isUpcoming,
  listedSamples,
  listedSeries,
  newestFirst,
  visibleBooks,
} from "../catalogue/queries.ts";
import { allTrailers } from "../catalogue/trailers.ts";
import { hasTropesPage, listedTropes } from "../catalogue/tropes.ts";
import type { IsoDay } from "../content/dates.ts";
import { type PageRoute, paths, ROUTE_PATTERNS } from "../content/paths.ts";
import type { Catalogue } from "../content/types.ts";

/** The chat assistant's data, prerendered as a static JSON file. */
export const ASSISTANT_DATA_PATH = ROUTE_PATTERNS["assistant-data"];
export const FEED_PATH = ROUTE_PATTERNS.feed;
export const SITEMAP_PATH = ROUTE_PATTERNS.sitemap;
export const ROBOTS_PATH = ROUTE_PATTERNS.robots;

/**
 * The routes of app/routes.ts, one per type of page or file, in the table's order. The route
 * table holds those the site has a page of: React Router builds no route whose data it never
 * prerenders.
 */
export const PAGE_ROUTES = Object.keys(ROUTE_PATTERNS) as PageRoute[];
export type { PageRoute };

/**
 * A page or file the build prerenders, and the route that renders it. `indexed` pages go in
 * the sitemap; the others are for visitors who have their address (a hidden book's preview,
 * an alias, the search page) or for programs (the feed, the assistant's data, the lists of
 * books the home page loads when asked).
 */
export type SitePage = {
  path: string;
  route: PageRoute;
  kind: "page" | "alias" | "file";
  indexed: boolean;
  lastmod?: IsoDay;
};

/** What the site's pages are made from. */
type SiteContent = Pick<
  Catalogue,
  "books" | "series" | "samples" | "guides" | "site" | "events" | "authors" | "authorFiles"
>;

/**
 * The pages at addresses the author chooses in site.yaml, by the name of their type: the free
 * book's page, the review team's and Start here, which the catch-all route serves as it
 * serves aliases.
 */
const NAMED_PAGES = { free: "magnet", "review-team": "reviewTeam", start: "start" } as const;

/**
 * Every page and file the site prerenders, from the content: the one list the prerender
 * step, the sitemap and the check of alias paths read. Unknown addresses get the Not Found
 * page, which the build writes as `404.html`. `today` is the day the site is built for: the
 * books still to come then get their release day as a calendar file. It is left out where
 * only pages matter (the sitemap, the check of aliases).
 */
export function sitePages(catalogue: SiteContent, { today }: { today?: IsoDay } = {}): SitePage[] {
  const visible = new Set(visibleBooks(catalogue.books).map((book) => book.id));
  const page = (route: PageRoute, path: string, indexed: boolean, lastmod?: IsoDay): SitePage =>
    lastmod
      ? { path, route, kind: "page", indexed, lastmod }
      : { path, route, kind: "page", indexed };
  const file = (route: PageRoute, path: string): SitePage => ({
    path,
    route,
    kind: "file",
    indexed: false,
  });
  return [
    page("home", paths.home, true),
    // Hidden books too, for a preview link; they are never listed.
    ...newestFirst(catalogue.books).map((book) =>
      page("book", paths.book(book.id), visible.has(book.id), book.pubDate),
    ),
    // An alias shows its book's page, whose canonical address is /book/{id}.
    ...catalogue.books.flatMap((book) =>
      book.aliases.map(
        (alias): SitePage => ({ path: alias, route: "alias", kind: "alias", indexed: false }),
      ),
    ),
    ...Object.values(NAMED_PAGES).flatMap((key) => {
      const settings = catalogue.site[key];
      return settings ? [page("alias", settings.path, true)] : [];
    }),
    // A series without a visible book has nothing to show, so no page.
    ...listedSeries(catalogue).map((series) => page("series", paths.series(series.key), true)),
    ...(allTrailers(catalogue).length > 0 ? [page("trailers", paths.trailers, true)] : []),
    ...listedSamples(catalogue).map(({ book }) => page("sample", paths.sample(book.id), true)),
    ...listedGuides(catalogue).map(({ book }) => page("guide", paths.guide(book.id), true)),
    // Tropes and heat, where a visible book has either: none of it otherwise.
    ...(hasTropesPage(catalogue.books) ? [page("tropes", paths.tropes, true)] : []),
    ...listedTropes(catalogue.books).map((trope) => page("trope", paths.trope(trope.slug), true)),
    // A site of several authors: each one's page and feed, an author with no book yet too.
    ...(showsAuthors(catalogue)
      ? [
          page("authors", paths.authors, true),
          ...catalogue.authors.map((author) => page("author", paths.author(author.id), true)),
        ]
      : []),
    // A press kit for each author of content/authors/.
    ...catalogue.authors.flatMap((author) => {
      const path = pressKitPath(author, catalogue);
      return path ? [page(path === paths.press ? "press" : "author-press", path, true)] : [];
    }),
    // The events page lists past events too, so it stays once the last one is over.
    ...(catalogue.events.length > 0 ? [page("events", paths.events, true)] : []),
    ...catalogue.events.map((event) => file("event-calendar", paths.eventCalendar(event.id))),
    ...(hasContentNotesPage(catalogue.books)
      ? [page("content-notes", paths.contentNotes, true)]
      : []),
    ...(today === undefined
      ? []
      : visibleBooks(catalogue.books)
          .filter((book) => isUpcoming(book, today))
          .map((book) => file("release-calendar", paths.releaseCalendar(book.id)))),
    // The reader's shelf, drawn in their browser from what they marked: there are books to mark.
    ...(visible.size > 0
      ? [page("shelf", paths.shelf, false), file("shelf-data", paths.shelfData)]
      : []),
    // The page served for every /search/{query}: it searches in the browser.
    page("search", paths.searchPage, false),
    // Every book of a home section that holds more than its first rows, for Show all and
    // its filters.
    ...BOOK_SECTION_IDS.filter((id) => sectionBooks(catalogue, id).length > FIRST_ROWS).map((id) =>
      file("section-books", paths.sectionBooks(id)),
    ),
    file("assistant-data", ASSISTANT_DATA_PATH),
    file("feed", FEED_PATH),
    ...listedSeries(catalogue).map((series) => file("series-feed", paths.seriesFeed(series.key))),
    ...(showsAuthors(catalogue)
      ? catalogue.authors.map((author) => file("author-feed", paths.authorFeed(author.id)))
      : []),
    file("sitemap", SITEMAP_PATH),
    file("robots", ROBOTS_PATH),
  ];
}

/** A type of page the site has, by name, and one page of it. */
export type PageType = { name: string; path: string };

/**
 * Each page's type, by its address: its route, or a named page's own name (free, review-team,
 * start). A book's other address has the type `alias`: it shows the book's page.
 */
export function pageTypeNames(catalogue: SiteContent): Map<string, string> {
  const named = new Map<string | undefined, string>(
    Object.entries(NAMED_PAGES).map(([name, key]) => [catalogue.site[key]?.path, name]),
  );
  return new Map(
    sitePages(catalogue)
      .filter((page) => page.kind !== "file")
      .map((page) => [page.path, named.get(page.path) ?? page.route]),
  );
}

/**
 * One page of each type the site has, for what visits every type (the browser's checks of
 * each, the development server's, the screenshots), the search page searching for the newest
 * book's title, which it finds; each named page is a type of its own, an alias none.
 */
export function pageTypes(catalogue: SiteContent): PageType[] {
  const typeOf = pageTypeNames(catalogue);
  // An indexed page before one that is not, and of those one at an address a server decodes
  // (a trope in another script than Latin) before one in plain ASCII.
  const rank = (page: SitePage) =>
    (page.indexed ? 2 : 0) + (decodeURIComponent(page.path) === page.path ? 0 : 1);
  const types = new Map<string, SitePage>();
  for (const page of sitePages(catalogue)) {
    const name = typeOf.get(page.path);
    if (!name || name === "alias") continue;
    const first = types.get(name);
    if (!first || rank(page) > rank(first)) types.set(name, page);
  }
  const newest = newestFirst(visibleBooks(catalogue.books))[0];
  return [...types].map(([name, { path }]) => ({
    name,
    path: name === "search" && newest ? paths.search(newest.title) : path,
  }));
}

/** The routes of the pages the site has, in the route table's order. */
export function pageRoutes(pages: SitePage[]): PageRoute[] {
  const present = new Set(pages.map((page) => page.route));
  return PAGE_ROUTES.filter((route) => present.has(route));
}

/** An id no content can have (ids are slugs, see validators.ts): the placeholders' below. */
const NO_ID = "_";

/**
 * A path a route renders, its pattern filled with an id no content has: a required segment
 * becomes `_`, an optional one is left out (`/search`), and `*` is `_` (an alias).
 */
export function placeholderPath(route: PageRoute): string {
  return ROUTE_PATTERNS[route]
    .replace(/\/:\w+\?/g, "")
    .replace(/:\w+/g, NO_ID)
    .replace("*", NO_ID);
}

/**
 * The pages to prerender when the route table lists every route (ROUTES=all, under
 * `npm run dev`, so that a first series or sample gets its page without a restart): React
 * Router refuses a route whose loader no prerendered path reaches, so each route the content
 * has no page of yet gets a path no content can have, which answers Not Found.
 */
export function pagesForEveryRoute(pages: SitePage[]): string[] {
  const present = new Set(pageRoutes(pages));
  return [
    ...pages.map((page) => page.path),
    ...PAGE_ROUTES.filter((route) => !present.has(route)).map(placeholderPath),
  ];
}
