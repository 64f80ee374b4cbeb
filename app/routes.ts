import { index, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { environment } from "../config/environment.mjs";
import { type PageRoute, ROUTE_PATTERNS } from "./content/paths.ts";
import { PAGE_ROUTES, pageRoutes, sitePages } from "./pages/site-pages.ts";
import { buildDay } from "./schema/build-day.server.ts";
import { loadCatalogue } from "./schema/content.server.ts";

// The spec's route table: one route per page type, whatever the size of the catalogue, at the
// address its pattern in content/paths.ts gives. The build prerenders each page of the site
// (pages/site-pages.ts) through these routes; an address the build did not prerender gets
// 404.html, whose app shows Not Found.
const MODULES: Record<PageRoute, string> = {
  home: "routes/home.tsx",
  book: "routes/book.tsx",
  sample: "routes/sample.tsx",
  guide: "routes/guide.tsx",
  "release-calendar": "routes/release-calendar.ts",
  series: "routes/series.tsx",
  search: "routes/search.tsx",
  trailers: "routes/trailers.tsx",
  events: "routes/events.tsx",
  "event-calendar": "routes/event-calendar.ts",
  "content-notes": "routes/content-notes.tsx",
  shelf: "routes/shelf.tsx",
  tropes: "routes/tropes.tsx",
  trope: "routes/trope.tsx",
  authors: "routes/authors.tsx",
  author: "routes/author.tsx",
  "author-feed": "routes/author-feed.ts",
  "author-press": "routes/author-press.tsx",
  press: "routes/press.tsx",
  "shelf-data": "routes/shelf-data.ts",
  "section-books": "routes/section-books.ts",
  "assistant-data": "routes/assistant-data.ts",
  feed: "routes/feed.ts",
  "series-feed": "routes/series-feed.ts",
  sitemap: "routes/sitemap.ts",
  robots: "routes/robots.ts",
  // Aliases (a book's own short address, such as /tyrant), and any other address.
  alias: "routes/catch-all.tsx",
};

const entry = (name: PageRoute): RouteConfigEntry =>
  name === "home" ? index(MODULES.home) : route(ROUTE_PATTERNS[name].slice(1), MODULES[name]);

// Only the routes of page types the content has pages of: React Router refuses to build a
// site without a server (ssr: false) with a route whose data it never prerenders, such as
// the series route of a catalogue without series. With ROUTES=all (`npm run typecheck` sets it
// for `react-router typegen`) every route is listed, so that every route module has its types
// whatever the content holds; React Router does not tell this file which command reads it.
const routes = environment.allRoutes
  ? PAGE_ROUTES
  : pageRoutes(sitePages(loadCatalogue(), { today: buildDay() }));

export default routes.map(entry) satisfies RouteConfigEntry[];
