import type { Config } from "@react-router/dev/config";
import { pagesForEveryRoute, sitePages } from "./app/pages/site-pages.ts";
import { buildDay } from "./app/schema/build-day.server.ts";
import { loadCatalogueFrom } from "./app/schema/content.server.ts";
import { BUILD_DIR } from "./build-steps/build-dir.mjs";
import { environment } from "./config/environment.mjs";

export default {
  // A static site: every page of the catalogue is prerendered; the search page reads its
  // query in the browser.
  ssr: false,
  buildDirectory: BUILD_DIR,
  // Under a base path (BASE_PATH, with Vite's `base`), the router's links and routes are in it.
  basename: environment.basePath,
  // React Router v8's behaviour, chosen now (docs/architecture.md, "React Router's v8 flags").
  future: {
    // Loaders get a context from middleware, not a server's load context: the site has
    // neither (no server at run time, no loader reads its `context`).
    v8_middleware: true,
    // A loader's `request` is the request as made (`/book/x.data` for a page's data): no
    // loader reads its request; a page's address is in its params.
    v8_passThroughRequests: true,
    // The build and the development server run through Vite's Environment API: the site's
    // plugins (build-steps/vite-plugins/) ask `this.environment` or `server.environments`
    // which of the two (the browser's or the prerender's) they are working for.
    v8_viteEnvironmentApi: true,
    // Off, by choice (v8 keeps the choice, as the top-level `splitRouteModules`). Split, a
    // route's clientLoader and HydrateFallback get files of their own, to be fetched while its
    // component downloads. Here nothing would come sooner: a prerendered page's bootstrap
    // imports every part at once, and a route's own file is a few hundred bytes (its
    // components are in the shared chunks, vite.config.ts). Every page would load more script:
    // the route manifest names the parts (+105 B gzip), a book, series, sample or alias page
    // loads one file more (+210 B in all), the search page three more (+719 B) on the way to
    // its results (React Router 7.18.4, the sample catalogue).
    v8_splitRouteModules: false,
    // A page's data is asked for at the address the reader is on: /book/x.data at /book/x,
    // /book/x/_.data at /book/x/ (where GitHub Pages redirects), the home page's at /_.data.
    // The prerender writes the first; build-steps/finish-build.ts copies it to the second.
    v8_trailingSlashAwareDataRequests: true,
  },
  async prerender() {
    // Read afresh: in development the server build is made again when the content changes.
    const pages = sitePages(loadCatalogueFrom(process.cwd()), { today: buildDay() });
    // With every route listed (app/routes.ts), each needs a page React Router can reach.
    const paths = environment.allRoutes
      ? pagesForEveryRoute(pages)
      : pages.map((page) => page.path);
    // Decoded: React Router compares the address asked for, decoded, with this list, and
    // refuses the data of a page listed as its URL has it (/tropes/%D0%BB... for любовь-и-war).
    return paths.map((path) => decodeURI(path));
  },
} satisfies Config;
