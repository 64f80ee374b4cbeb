import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { loadCatalogue } from "./catalogue/content.server.ts";
import { FEED_PATH, SITEMAP_PATH } from "./catalogue/feeds.ts";
import { paths } from "./catalogue/paths.ts";
import { bookPaths, listedSamples, visibleBooks } from "./catalogue/queries.ts";
import { ASSISTANT_DATA_PATH } from "./catalogue/site-pages.ts";

// The spec's route table. Each listed book's page (at /book/{id}, and at the alias paths some
// books have) and each series page is a route of its own, from the content: so an address the
// catalogue does not list is the catch-all route (Not Found, or a hidden book's preview) in
// the browser as at build, and 404.html hydrates at any such address.
const catalogue = loadCatalogue();
const { books, series } = catalogue;

export default [
  index("routes/home.tsx"),
  ...visibleBooks(books).flatMap((book) =>
    bookPaths(book).map((path) => route(path, "routes/book.tsx", { id: `book${path}` })),
  ),
  ...listedSamples(catalogue).map(({ book }) =>
    route(paths.sample(book.id), "routes/sample.tsx", { id: `sample/${book.id}` }),
  ),
  ...series.map((s) => route(paths.series(s.key), "routes/series.tsx", { id: `series/${s.key}` })),
  route("search/:query", "routes/search.tsx"),
  route("trailers/all", "routes/trailers.tsx"),
  route(ASSISTANT_DATA_PATH, "routes/assistant-data.ts"),
  route(FEED_PATH, "routes/feed.ts"),
  route(SITEMAP_PATH, "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
