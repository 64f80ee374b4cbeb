import type { Config } from "@react-router/dev/config";
import { loadCatalogue } from "./app/catalogue/content.server.ts";
import { prerenderPaths } from "./app/catalogue/site-pages.ts";
import { BUILD_DIR } from "./build-steps/build-dir.mjs";

export default {
  // A static site: every page known at build time is prerendered; /search/* runs in the browser.
  ssr: false,
  buildDirectory: BUILD_DIR,
  async prerender() {
    return prerenderPaths(loadCatalogue());
  },
} satisfies Config;
