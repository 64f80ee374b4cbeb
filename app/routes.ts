import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { loadCatalogue } from "./catalogue/content.server.ts";
import { listedSamples } from "./catalogue/queries.ts";
import {
  ASSISTANT_DATA_PATH,
  FEED_PATH,
  ROBOTS_PATH,
  SITEMAP_PATH,
} from "./catalogue/site-pages.ts";

// The spec's route table: one route per page type. The build prerenders each page of the
// site (catalogue/site-pages.ts) through these routes; an address the build did not
// prerender gets 404.html, whose app shows Not Found. React Router refuses to build a route
// with a loader that has no page to prerender, so a page type the content has none of (a new
// site's series, samples or aliases) is left out of the build; the type generator
// (`react-router typegen`) sees every route, whatever the content.
const everyRoute = process.argv.includes("typegen");
const catalogue = everyRoute ? null : loadCatalogue();
const hasAny = (count: (content: NonNullable<typeof catalogue>) => number) =>
  catalogue === null || count(catalogue) > 0;

export default [
  index("routes/home.tsx"),
  route("book/:id", "routes/book.tsx"),
  ...(hasAny((c) => listedSamples(c).length)
    ? [route("book/:id/sample", "routes/sample.tsx")]
    : []),
  ...(hasAny((c) => c.series.length) ? [route("series/:key", "routes/series.tsx")] : []),
  route("search/:query?", "routes/search.tsx"),
  route("trailers/all", "routes/trailers.tsx"),
  route(ASSISTANT_DATA_PATH, "routes/assistant-data.ts"),
  route(FEED_PATH, "routes/feed.ts"),
  route(SITEMAP_PATH, "routes/sitemap.ts"),
  route(ROBOTS_PATH, "routes/robots.ts"),
  // Aliases (a book's own short address, such as /tyrant), and any other address.
  ...(hasAny((c) => c.books.filter((book) => book.aliases.length > 0).length)
    ? [route("*", "routes/catch-all.tsx")]
    : []),
] satisfies RouteConfig;
