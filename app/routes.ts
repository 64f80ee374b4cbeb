import { index, type RouteConfig, route } from "@react-router/dev/routes";
import {
  ASSISTANT_DATA_PATH,
  FEED_PATH,
  ROBOTS_PATH,
  SITEMAP_PATH,
} from "./catalogue/site-pages.ts";

// The spec's route table: one route per page type, whatever the catalogue holds. The build
// prerenders each page of the site (catalogue/site-pages.ts) through these routes; an
// address the build did not prerender gets 404.html, whose app shows Not Found.
export default [
  index("routes/home.tsx"),
  route("book/:id", "routes/book.tsx"),
  route("book/:id/sample", "routes/sample.tsx"),
  route("series/:key", "routes/series.tsx"),
  route("search/:query?", "routes/search.tsx"),
  route("trailers/all", "routes/trailers.tsx"),
  route(ASSISTANT_DATA_PATH, "routes/assistant-data.ts"),
  route(FEED_PATH, "routes/feed.ts"),
  route(SITEMAP_PATH, "routes/sitemap.ts"),
  route(ROBOTS_PATH, "routes/robots.ts"),
  // Aliases (a book's own short address, such as /tyrant), and any other address.
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
