import { index, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { buildDay } from "./catalogue/build-day.server.ts";
import { loadCatalogue } from "./catalogue/content.server.ts";
import {
  ASSISTANT_DATA_PATH,
  FEED_PATH,
  PAGE_ROUTES,
  type PageRoute,
  pageRoutes,
  ROBOTS_PATH,
  SITEMAP_PATH,
  sitePages,
} from "./catalogue/site-pages.ts";

// The spec's route table: one route per page type, whatever the size of the catalogue. The
// build prerenders each page of the site (catalogue/site-pages.ts) through these routes; an
// address the build did not prerender gets 404.html, whose app shows Not Found.
const ROUTES: Record<PageRoute, RouteConfigEntry> = {
  home: index("routes/home.tsx"),
  book: route("book/:id", "routes/book.tsx"),
  sample: route("book/:id/sample", "routes/sample.tsx"),
  "release-calendar": route("book/:id/release.ics", "routes/release-calendar.ts"),
  series: route("series/:key", "routes/series.tsx"),
  search: route("search/:query?", "routes/search.tsx"),
  trailers: route("trailers/all", "routes/trailers.tsx"),
  events: route("events", "routes/events.tsx"),
  "event-calendar": route("events/:id/calendar.ics", "routes/event-calendar.ts"),
  shelf: route("shelf", "routes/shelf.tsx"),
  "shelf-data": route("shelf.json", "routes/shelf-data.ts"),
  "section-books": route("home/:file", "routes/section-books.ts"),
  "assistant-data": route(ASSISTANT_DATA_PATH, "routes/assistant-data.ts"),
  feed: route(FEED_PATH, "routes/feed.ts"),
  "series-feed": route("series/:key/feed.xml", "routes/series-feed.ts"),
  sitemap: route(SITEMAP_PATH, "routes/sitemap.ts"),
  robots: route(ROBOTS_PATH, "routes/robots.ts"),
  // Aliases (a book's own short address, such as /tyrant), and any other address.
  alias: route("*", "routes/catch-all.tsx"),
};

// Only the routes of page types the content has pages of: React Router refuses to build a
// site without a server (ssr: false) with a route whose data it never prerenders, such as
// the series route of a catalogue without series. With ROUTES=all (`npm run typecheck` sets it
// for `react-router typegen`) every route is listed, so that every route module has its types
// whatever the content holds; React Router does not tell this file which command reads it.
const routes =
  process.env.ROUTES === "all"
    ? PAGE_ROUTES
    : pageRoutes(sitePages(loadCatalogue(), { today: buildDay() }));

export default routes.map((name) => ROUTES[name]) satisfies RouteConfig;
