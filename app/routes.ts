import { index, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { matchPath } from "react-router";
import { loadCatalogue } from "./catalogue/content.server.ts";
import {
  ASSISTANT_DATA_PATH,
  FEED_PATH,
  ROBOTS_PATH,
  SITEMAP_PATH,
  sitePages,
} from "./catalogue/site-pages.ts";

const pages = sitePages(loadCatalogue());

/**
 * A page type's route, if the site has a page of that type (an alias, for the catch-all). A
 * static build (`ssr: false`) fails on a route with a loader that nothing is prerendered
 * through, as the series route would be on a site without series; its addresses get Not Found.
 * The list is read when the build or the development server starts. `react-router typegen`
 * gets every route, so that each route module typechecks whatever the catalogue holds.
 */
function ifPages(pattern: string, entry: RouteConfigEntry): RouteConfigEntry[] {
  if (process.argv.includes("typegen")) return [entry];
  const has =
    pattern === "*"
      ? pages.some((page) => page.kind === "alias")
      : pages.some((page) => matchPath(pattern, page.path));
  return has ? [entry] : [];
}

// The spec's route table: one route per page type the catalogue has. The build prerenders
// each page of the site (catalogue/site-pages.ts) through these routes; an address the build
// did not prerender gets 404.html, whose app shows Not Found.
export default [
  index("routes/home.tsx"),
  ...ifPages("/book/:id", route("book/:id", "routes/book.tsx")),
  ...ifPages("/book/:id/sample", route("book/:id/sample", "routes/sample.tsx")),
  ...ifPages("/series/:key", route("series/:key", "routes/series.tsx")),
  route("search/:query?", "routes/search.tsx"),
  route("trailers/all", "routes/trailers.tsx"),
  route(ASSISTANT_DATA_PATH, "routes/assistant-data.ts"),
  route(FEED_PATH, "routes/feed.ts"),
  route(SITEMAP_PATH, "routes/sitemap.ts"),
  route(ROBOTS_PATH, "routes/robots.ts"),
  // Aliases (a book's own short address, such as /tyrant), and any other address.
  ...ifPages("*", route("*", "routes/catch-all.tsx")),
] satisfies RouteConfig;
