import path from "node:path";
import {
  type HotPayload,
  isRunnableDevEnvironment,
  type Plugin,
  type ViteDevServer,
  type WebSocketClient,
} from "vite";
import { PAGE_SERVED_EVENT, type PageServed } from "../../app/hooks/use-live-content.ts";
import { forgetCatalogue, loadCatalogueFrom } from "../../app/schema/content.server.ts";
import { isBuildInput } from "../build-freshness.mjs";
import { makeFontSubsets } from "../font-subsets.ts";
import { makeImageVariants } from "../image-variants.ts";

/** What the author edits: the content and the images (not what the asset steps make there). */
const WATCHED = ["content", "public/assets"];
/**
 * The modules made from the content, made again when it changes: the theme, the search index,
 * and React Router's server build, which holds the list of pages (react-router.config.ts's
 * prerender: a new book's page is served once it is in it). tests/e2e/live-content.spec.ts
 * fails if React Router renames its module.
 */
const MADE_FROM_CONTENT = [
  "virtual:theme.css",
  "virtual:search-index",
  "virtual:search-preload",
  "virtual:react-router/server-build",
];
/** Saves that come together (an editor writing a book and its cover) are read once. */
const SETTLE_MS = 100;

/**
 * What the open pages were told of a change: to reload, or the content's mistake (for Vite's
 * overlay); and when the catalogue was forgotten for it, by the server's clock, as a page's
 * servedAt is: a page made from then on was made from the files as they are now.
 */
type News = { forgottenAt: number; payload: HotPayload };

/**
 * The development server shows content as it is saved, as `hugo server` and `astro dev` do:
 * a change under content/ or public/assets/ is checked as `npm run build` checks it, a changed
 * image gets its WebP variants and the font subsets follow the text and the theme (the
 * build's own steps, each redoing only what changed), then the
 * catalogue is read again (by the routes' loaders, the theme and the search index) and the
 * open pages reload. A content mistake shows in Vite's error overlay in the build's own words
 * (file, line, what to write) and, on a page loaded meanwhile, as the page's error; fixing the
 * file reloads the pages. Share cards, which no page shows, are made at the next build.
 *
 * A page still loading when its reload goes out (a second save soon after the first, on a busy
 * machine) has no connection to hear it: once its app runs, it says when the server made it
 * (app/hooks/use-live-content.ts), and one made before a change it connected too late to hear
 * of is told it then. A page connected in time heard it already, however late its app runs:
 * the page showing a mistake in the overlay is not reloaded under the author.
 *
 * The route table lists every page type in development (ROUTES=all, set by `npm run dev` and
 * `npm run edit`), so a first series or sample has its page without a restart.
 */
export function liveContent(): Plugin {
  return {
    name: "live-content",
    apply: "serve",
    configureServer(server) {
      const root = server.config.root;
      const watched = (file: string) => {
        // An input of the build (not a folder the asset steps write into) the author edits.
        const relative = path.relative(root, file).split(path.sep).join("/");
        return (
          WATCHED.some((folder) => relative.startsWith(`${folder}/`)) && isBuildInput(relative)
        );
      };
      let timer: NodeJS.Timeout | undefined;
      let running = Promise.resolve();
      let news: News = { forgottenAt: 0, payload: { type: "full-reload" } };
      // The news each page had been told last when it connected: it hears all that come after.
      const heardBefore = new WeakMap<WebSocketClient, News>();
      server.ws.on("vite:client:connect", (_data, client) => heardBefore.set(client, news));
      server.ws.on(PAGE_SERVED_EVENT, ({ servedAt }: PageServed, client) => {
        // Connected after the last news, and made before it: missed it, and is told it now.
        if (heardBefore.get(client) === news && servedAt < news.forgottenAt) {
          client.send(news.payload);
        }
      });
      let changed = new Set<string>();
      server.watcher.on("all", (_event, file) => {
        if (!watched(file)) return;
        changed.add(path.relative(root, file));
        clearTimeout(timer);
        timer = setTimeout(() => {
          const files = [...changed];
          changed = new Set();
          running = running.then(() =>
            refresh(server, root, files, (told) => {
              news = told;
              server.ws.send(told.payload);
            }),
          );
        }, SETTLE_MS);
      });
    },
  };
}

async function refresh(
  server: ViteDevServer,
  root: string,
  files: string[],
  tell: (news: News) => void,
) {
  const { logger } = server.config;
  const started = performance.now();
  let error: Error | undefined;
  try {
    const catalogue = loadCatalogueFrom(root);
    if (files.some((file) => file.startsWith(`public${path.sep}`))) await makeImageVariants(root);
    await makeFontSubsets(root, catalogue.site);
  } catch (caught) {
    error = caught instanceof Error ? caught : new Error(String(caught));
  }
  // Read again by whoever asks next: this config's plugins, and the routes' loaders, which
  // React Router runs in the server environment's module runner, with modules of its own
  // (`server.ssrLoadModule` would load and clear a second copy).
  forgetCatalogue();
  const ssr = server.environments.ssr;
  if (ssr && isRunnableDevEnvironment(ssr)) {
    const contentModule = path.join(root, "app/schema/content.server.ts");
    const loaded = await ssr.runner.import<{ forgetCatalogue?: () => void }>(contentModule);
    loaded.forgetCatalogue?.();
  }
  for (const environment of Object.values(server.environments)) {
    for (const id of MADE_FROM_CONTENT) {
      const module = environment.moduleGraph.getModuleById(`\0${id}`);
      if (module) environment.moduleGraph.invalidateModule(module);
    }
  }
  // Any page made from here on is made from the files as they are now.
  const forgottenAt = Date.now();
  const what = files.join(", ");
  if (error) {
    logger.error(`content: ${what}: ${error.message}`, { timestamp: true });
    const err = { message: error.message, stack: "", plugin: "live-content", id: files[0] };
    tell({ forgottenAt, payload: { type: "error", err } });
    return;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  logger.info(`content: ${what} changed, pages reloaded (${seconds} s)`, { timestamp: true });
  tell({ forgottenAt, payload: { type: "full-reload" } });
}
