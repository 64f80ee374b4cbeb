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
  // React Router v8's behaviour, chosen now; why each flag is on or off is in
  // docs/architecture.md, "React Router's v8 flags".
  future: {
    // No loader reads its `context` or its `request`.
    v8_middleware: true,
    v8_passThroughRequests: true,
    // The site's plugins (build-steps/vite-plugins/) ask `this.environment` which build it is.
    v8_viteEnvironmentApi: true,
    // Off, by choice: a prerendered page's bootstrap imports every part of a split route at
    // once, so splitting only adds script: +105 B gzip on every page, a file more (+210 B) on a
    // book, series, sample or alias page, three (+719 B) on the search page (React Router 7.18.4).
    v8_splitRouteModules: false,
    // A page's data is asked for at the reader's address (/book/x/_.data at /book/x/); the
    // prerender writes /book/x.data, which build-steps/finish-build.ts copies there.
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
