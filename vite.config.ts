/// <reference types="vitest/config" />
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type UserConfig } from "vite";
import { STATIC_FOLDER } from "./app/content/paths.ts";
import { buildDay } from "./app/schema/build-day.server.ts";
import { loadCatalogue } from "./app/schema/content.server.ts";
import { GENERATED_FOLDERS, OUTPUT_FOLDERS } from "./build-steps/generated-folders.mjs";
import { compileMessages } from "./build-steps/messages.ts";
import { generatedAlias, generatedAssets } from "./build-steps/vite-plugins/generated-assets.ts";
import { inlineScriptModule } from "./build-steps/vite-plugins/inline-script.ts";
import { liveContent } from "./build-steps/vite-plugins/live-content.ts";
import { liveMessages, messagesAlias } from "./build-steps/vite-plugins/messages.ts";
import { searchIndexModule } from "./build-steps/vite-plugins/search-index.ts";
import { themeStylesheetModule } from "./build-steps/vite-plugins/theme-stylesheet.ts";
import { environment } from "./config/environment.mjs";

const FRAMEWORK =
  /\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//;
const SHARED = /\/app\/(content|catalogue|search|pages|components|hooks|lib|styles)\//;
const PAGE = /\/app\/(root\.tsx|routes\/[^/]+)$/;
const STYLESHEET = /\.css$/;

type ModuleInfoOf = (
  id: string,
) => { importers: readonly string[]; dynamicImporters: readonly string[] } | null;

/** The root and route modules that import a module, statically and through any chain. */
function pagesImporting(id: string, getModuleInfo: ModuleInfoOf, seen = new Set<string>()) {
  const pages = new Set<string>();
  if (seen.has(id)) return pages;
  seen.add(id);
  for (const importer of getModuleInfo(id)?.importers ?? []) {
    // React Router splits a route module into parts (`route.tsx?...`): one page still.
    const path = importer.replace(/\?.*$/, "");
    if (PAGE.test(path)) pages.add(path);
    for (const page of pagesImporting(importer, getModuleInfo, seen)) pages.add(page);
  }
  return pages;
}

const isRoot = (page: string) => page.endsWith("/root.tsx");

/**
 * Whether code the frame loads on demand (the chat's panel) imports a module, through any chain.
 * A landing page's own code loaded on demand (a home section's Show all) does not count: what
 * it shares with that page only stays that page's.
 */
function loadedOnDemandByFrame(
  id: string,
  getModuleInfo: ModuleInfoOf,
  seen = new Set<string>(),
): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = getModuleInfo(id);
  if (info === null) return false;
  return (
    info.dynamicImporters.some((importer) =>
      [...pagesImporting(importer, getModuleInfo)].some(isRoot),
    ) || info.importers.some((importer) => loadedOnDemandByFrame(importer, getModuleInfo, seen))
  );
}

/** The pages most readers land on, which load nothing they do not use. */
const LANDING = /\/routes\/(home|book)\.tsx$/;

/**
 * The shared chunk a site module belongs in: "app" for what the frame loads, and for what
 * the search page shares with other pages (it renders only after its scripts arrive, so
 * every byte it does not need delays its results); for what several prerendered pages share,
 * "pages" where the home or book page is one of them, else "more-pages" (a cover block the
 * free book's and a guide's pages share, say); none for a module of one page (the search
 * page's own search code among them), unless that page is home or a book page and the frame's
 * code loaded on demand uses it too (a count's wording, which the chat's answers use): then
 * "pages", which the chat's panel loads already, rather than a file of a few bytes of its own.
 */
function sharedChunk(
  id: string,
  getModuleInfo: ModuleInfoOf,
): "app" | "pages" | "more-pages" | undefined {
  const pages = [...pagesImporting(id, getModuleInfo)];
  if (pages.some(isRoot)) return "app";
  if (
    pages.length === 1 &&
    LANDING.test(pages[0] ?? "") &&
    loadedOnDemandByFrame(id, getModuleInfo)
  ) {
    return "pages";
  }
  if (pages.length <= 1) return undefined;
  if (pages.some((page) => page.endsWith("/routes/search.tsx"))) return "app";
  return pages.some((page) => LANDING.test(page)) ? "pages" : "more-pages";
}

/**
 * The stylesheet a module's styles go in, when it is one (Vite gives each chunk's styles a file
 * of their own): "app", the one every page loads, for the frame's and the landing pages', and
 * for what several pages share; none, so its page's own file, for what one other page alone
 * uses (the search page's results, the content notes' list), or what loads on demand (the chat).
 * Home and a book page, where most readers land, so load one stylesheet, and a page's own styles
 * cost no other page: each page's HTML and stylesheets then fit, as far as its HTML leaves room,
 * in the connection's first TCP window (docs/performance.md). A CSS module's class names go with
 * it: the app chunk's script holds the landing pages' (2 KiB gzip).
 */
function stylesheetChunk(id: string, getModuleInfo: ModuleInfoOf): "app" | undefined {
  const pages = [...pagesImporting(id, getModuleInfo)];
  const ownPage = pages.length === 1 && !isRoot(pages[0] ?? "") && !LANDING.test(pages[0] ?? "");
  return pages.length === 0 || ownPage ? undefined : "app";
}

/** Whether a file is in a folder the build or the tools write (as the watcher names it). */
function isWrittenByTools(file: string): boolean {
  const relative = path
    .relative(import.meta.dirname, file)
    .split(path.sep)
    .join("/");
  return [...GENERATED_FOLDERS, ...OUTPUT_FOLDERS].some(
    (folder) => relative === folder || relative.startsWith(`${folder}/`),
  );
}

export default defineConfig(async ({ command }): Promise<UserConfig> => {
  // Compiled before any module is read: in a build, under the development server and in the
  // tests alike.
  await compileMessages(import.meta.dirname);
  return {
    plugins: environment.vitest
      ? [inlineScriptModule()]
      : [
          reactRouter(),
          inlineScriptModule(),
          searchIndexModule(),
          themeStylesheetModule(),
          liveContent(),
          liveMessages(),
          generatedAssets(),
        ],
    // The folder the site is published under (BASE_PATH): the build's own files are fetched
    // from it, and the site's code puts its other URLs under it (siteUrl in paths.ts).
    base: environment.basePath,
    build: {
      // Hashed build files go to /static/ (cached forever), apart from /assets/ (covers, images).
      assetsDir: STATIC_FOLDER,
      reportCompressedSize: false,
      rollupOptions: {
        output: {
          // React, React DOM and React Router in one file, and the site's shared modules that
          // pages load up front in another, rather than a dozen small requests. What loads on
          // demand (chat, lightbox, vitals) keeps files of its own, and the search page its own.
          manualChunks(id, { getModuleInfo }) {
            if (FRAMEWORK.test(id)) return "framework";
            if (STYLESHEET.test(id)) return stylesheetChunk(id, getModuleInfo);
            return SHARED.test(id) ? sharedChunk(id, getModuleInfo) : undefined;
          },
        },
      },
    },
    // Pre-bundled dependencies in a folder of their own: the editor's development server keeps
    // its own (admin/vite.config.ts), and a shared one is re-optimized by each in turn.
    cacheDir: "node_modules/.vite/site",
    // The development server pre-bundles what pages load later too (chat, lightbox, vitals),
    // and what the routes' build-time loaders import (yaml, zod, culori for the theme), which
    // its scan of the route modules finds only once a page asks for them; otherwise it reloads
    // the page the author is looking at, and on a first start that reload can fail to hydrate.
    optimizeDeps: {
      // The site's own modules, where its scan starts. Vite's default (every `**/*.html` outside
      // build/client) would take in the editor's page, whose Decap CMS brings React Router 5, and
      // any copy of the project under build/ (the tests make several): the scan then fails on
      // the copy's editor ("virtual:content-snapshot could not be resolved") and pre-bundles
      // nothing it found, so dependencies are met as pages ask for them, each a reload.
      entries: ["app/entry.client.tsx", "app/root.tsx", "app/routes/*.{ts,tsx}"],
      include: [
        "culori",
        "web-vitals",
        "yet-another-react-lightbox",
        "yet-another-react-lightbox/plugins/captions",
        "yaml",
        "zod",
        "zod/mini",
      ],
    },
    server: {
      // What the build and the tools write (builds, copies of the project, reports) is no
      // source: watching it costs the server and prints a "page reload" line for each page
      // a build writes. The content and images are watched (live-content.ts).
      watch: { ignored: (file: string) => isWrittenByTools(file) },
    },
    resolve: {
      alias: [
        messagesAlias(import.meta.dirname, loadCatalogue().site.language),
        { find: "~", replacement: path.resolve(import.meta.dirname, "app") },
        ...Object.entries(generatedAlias(import.meta.dirname)).map(([find, replacement]) => ({
          find,
          replacement,
        })),
      ],
    },
    define: {
      // The day the pages are prerendered; the browser corrects it to the visitor's day.
      __BUILD_DAY__: JSON.stringify(buildDay()),
      "import.meta.env.SITE_BASE_PATH": JSON.stringify(environment.basePath),
      // Whether the site counts visits: without `analytics:`, the build has none of the code
      // (app/root.tsx). Never under the development server: the author's own visits are not counted.
      "import.meta.env.SITE_COUNTS_VISITS": JSON.stringify(
        command === "build" && loadCatalogue().site.analytics !== undefined,
      ),
      // The language the site speaks (site.yaml's `language:`), whose messages `~messages` are.
      "import.meta.env.SITE_LANGUAGE": JSON.stringify(loadCatalogue().site.language),
    },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: "unit",
            // Test files share a worker's modules rather than each loading them again: the unit
            // tests take about 7 s instead of 31 s on two cores (import time 10.2 -> 2.7 s). A
            // test that stubs a global, the environment, timers or a console restores it after
            // itself (as json-once, chunks, routes and site-server's tests do); a shuffled order
            // passes.
            isolate: false,
            include: [
              "{app,admin,server,build-steps,tools,deploy,config,dev-helpers}/**/*.test.ts",
            ],
          },
        },
        {
          extends: true,
          test: {
            // What a component does without layout, beside it: rendered by React Testing Library
            // into happy-dom's document, used with user-event as a visitor uses it.
            name: "components",
            environment: "happy-dom",
            include: ["app/**/*.test.tsx"],
            setupFiles: ["tests/components/setup.ts"],
          },
        },
        {
          extends: true,
          test: {
            // What the build wrote, read from build/client (and the variant build) with an HTML
            // parser: every page of the catalogue, at parse speed, after `npm run build`.
            name: "build",
            isolate: false,
            include: ["tests/build-output/**/*.test.ts"],
          },
        },
      ],
    },
  };
});
