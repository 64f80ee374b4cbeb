import type { Config } from "@react-router/dev/config";
import { loadCatalogueFrom } from "./app/catalogue/content.server.ts";
import { sitePages } from "./app/catalogue/site-pages.ts";
import { BASE_PATH } from "./build-steps/base-path.mjs";
import { BUILD_DIR } from "./build-steps/build-dir.mjs";

export default {
  // A static site: every page of the catalogue is prerendered; the search page reads its
  // query in the browser.
  ssr: false,
  buildDirectory: BUILD_DIR,
  // Under a base path (BASE_PATH, with Vite's `base`), the router's links and routes are in it.
  basename: BASE_PATH,
  async prerender() {
    // Read afresh: in development the server build is made again when the content changes.
    return sitePages(loadCatalogueFrom(process.cwd())).map((page) => page.path);
  },
} satisfies Config;
