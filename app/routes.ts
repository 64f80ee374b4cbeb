import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { loadCatalogue } from "./catalogue/content.server.ts";
import { FEED_PATH, SITEMAP_PATH } from "./catalogue/feeds.ts";
import { ASSISTANT_DATA_PATH, SEARCH_INDEX_PATH } from "./catalogue/site-map.ts";

// The spec's route table. Three books have fixed paths of their own (`aliases` in their
// content files); each renders that book's page.
const aliases = loadCatalogue().books.flatMap((book) => book.aliases);

export default [
  index("routes/home.tsx"),
  route("book/:id", "routes/book.tsx"),
  ...aliases.map((alias) => route(alias, "routes/book.tsx", { id: `alias${alias}` })),
  route("series/:key", "routes/series.tsx"),
  route("search/:query", "routes/search.tsx"),
  route("trailers/all", "routes/trailers.tsx"),
  route(SEARCH_INDEX_PATH, "routes/search-index.ts"),
  route(ASSISTANT_DATA_PATH, "routes/assistant-data.ts"),
  route(FEED_PATH, "routes/feed.ts"),
  route(SITEMAP_PATH, "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
