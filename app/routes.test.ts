import { matchRoutes } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { type PageRoute, paths, ROUTE_PATTERNS } from "./content/paths.ts";
import {
  ASSISTANT_DATA_PATH,
  FEED_PATH,
  PAGE_ROUTES,
  pageRoutes,
  pagesForEveryRoute,
  placeholderPath,
  ROBOTS_PATH,
  SITEMAP_PATH,
  sitePages,
} from "./pages/site-pages.ts";
import { buildDay } from "./schema/build-day.server.ts";
import { loadCatalogue } from "./schema/content.server.ts";
import { bookFile, catalogue } from "./schema/fixtures.test-helper.ts";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The route files app/routes.ts lists, read afresh under the environment set. */
async function routeFiles() {
  vi.resetModules();
  const { default: routes } = await import("./routes.ts");
  return routes.map((route) => route.file);
}

test("the route table lists the page types the content has; with ROUTES=all, every one", async () => {
  const ofContent = pageRoutes(sitePages(loadCatalogue(), { today: buildDay() }));
  expect(await routeFiles()).toHaveLength(ofContent.length);
  vi.stubEnv("ROUTES", "all");
  const every = await routeFiles();
  expect(every).toHaveLength(PAGE_ROUTES.length);
  expect(every).toContain("routes/series.tsx");
  expect(every).toContain("routes/release-calendar.ts");
});

test("with ROUTES=all, a catalogue of none or one book still has a page each route reaches", async () => {
  // React Router refuses a route with a loader no prerendered path reaches (npm run dev lists
  // every route, and crashed on a catalogue without series, samples or trailers).
  vi.stubEnv("ROUTES", "all");
  vi.resetModules();
  const { default: routes } = await import("./routes.ts");
  const table = routes.map(({ file, index, path }) =>
    index ? { id: file, index: true as const } : { id: file, path },
  );
  for (const books of [[], [bookFile("lone")]]) {
    const prerendered = pagesForEveryRoute(
      sitePages(catalogue({ series: [], books, news: [], samples: [] })),
    );
    const reached = new Set(
      prerendered.flatMap((path) => matchRoutes(table, path)?.map((match) => match.route.id) ?? []),
    );
    expect([...reached].sort()).toEqual(table.map((route) => route.id).sort());
  }
});

test("every address the site writes is the shape of its own route in the one table", () => {
  // React Router's own matcher over the whole table, in its order, as the router reads it.
  const table = Object.entries(ROUTE_PATTERNS).map(([id, path]) => ({ id, path }));
  const written: Record<PageRoute, string[]> = {
    home: [paths.home],
    book: [paths.book("my-book")],
    sample: [paths.sample("my-book")],
    guide: [paths.guide("my-book")],
    "release-calendar": [paths.releaseCalendar("my-book")],
    series: [paths.series("my-series")],
    search: [paths.searchPage, paths.search("end times"), paths.search("a/b?c")],
    trailers: [paths.trailers],
    events: [paths.events],
    "event-calendar": [paths.eventCalendar("launch")],
    "content-notes": [paths.contentNotes],
    shelf: [paths.shelf],
    tropes: [paths.tropes, paths.heat(2)],
    trope: [paths.trope("found-family"), paths.trope("любовь-и-war")],
    authors: [paths.authors],
    author: [paths.author("jane-doe")],
    "author-feed": [paths.authorFeed("jane-doe")],
    "author-press": [paths.authorPress("jane-doe")],
    press: [paths.press],
    "shelf-data": [paths.shelfData],
    "section-books": [paths.sectionBooks("fiction")],
    "assistant-data": [ASSISTANT_DATA_PATH],
    feed: [FEED_PATH],
    "series-feed": [paths.seriesFeed("my-series")],
    sitemap: [SITEMAP_PATH],
    robots: [ROBOTS_PATH],
    alias: ["/tyrant"],
  };
  for (const [route, addresses] of Object.entries(written)) {
    for (const address of addresses) {
      const matched = matchRoutes(table, new URL(address, "https://a.example").pathname);
      expect(matched?.at(-1)?.route.id, address).toBe(route);
    }
  }
  // And the placeholders `npm run dev` prerenders for routes with no page yet.
  for (const route of PAGE_ROUTES) {
    expect(matchRoutes(table, placeholderPath(route))?.at(-1)?.route.id).toBe(route);
  }
});

test("a trope's address in another script gives its route the slug in its letters", () => {
  const [match] = matchRoutes([{ path: ROUTE_PATTERNS.trope }], paths.trope("любовь-и-war")) ?? [];
  expect(paths.trope("любовь-и-war")).toBe(
    "/tropes/%D0%BB%D1%8E%D0%B1%D0%BE%D0%B2%D1%8C-%D0%B8-war",
  );
  expect(match?.params.trope).toBe("любовь-и-war");
});
