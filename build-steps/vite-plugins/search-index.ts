import { createHash } from "node:crypto";
import path from "node:path";
import { build } from "esbuild";
import type { Plugin } from "vite";
import { paths } from "../../app/content/paths.ts";
import type { Catalogue } from "../../app/content/types.ts";
import { loadCatalogue } from "../../app/schema/content.server.ts";
import { exampleKeyword } from "../../app/search/search-example.ts";
import { PART_SIZES, type SearchParts, splitSearchIndex } from "../../app/search/search-parts.ts";

const INDEX = "virtual:search-index";
const PRELOAD = "virtual:search-preload";
const PRELOAD_ENTRY = path.resolve(import.meta.dirname, "../../app/lib/search-preload.ts");

/**
 * The search index in parts (app/search/search-parts.ts), made from the validated content
 * when the site is built: the parts as files among the build's hashed files, in a folder
 * named by their content (so they are cached for good and never out of step with the page),
 * and what the browser knows of them before any fetch:
 *
 * - `virtual:search-index`: where the parts are and how they are cut, and a word of the
 *   author's own to suggest when a search finds nothing (`example`);
 * - `virtual:search-preload`: app/lib/search-preload.ts compiled for the search page's HTML,
 *   where it fetches the parts the address's query needs while the app's scripts load.
 *   It is compiled here (esbuild, the compiler Vite itself uses) because it runs before
 *   any of the app's modules, as an inline script the page's policy allows by its hash.
 */
export function searchIndexModule(): Plugin {
  let base = "/";
  let assetsDir = "static";
  let made:
    | { catalogue: Catalogue; parts: SearchParts; files: Map<string, string>; script: string }
    | undefined;

  // Made again for another catalogue: the development server reads the content again when it
  // changes (./live-content.ts).
  async function make() {
    const catalogue = loadCatalogue();
    if (made?.catalogue === catalogue) return made;
    const { layout, files } = splitSearchIndex(catalogue.books, PART_SIZES, catalogue.authors);
    const digest = createHash("sha256");
    for (const [name, text] of [...files].sort(([a], [b]) => a.localeCompare(b)))
      digest.update(name).update("\0").update(text).update("\0");
    const folder = `${assetsDir}/search-${digest.digest("hex").slice(0, 10)}/`;
    const parts: SearchParts = { url: `${base}${folder}`, ...layout };
    const compiled = await build({
      entryPoints: [PRELOAD_ENTRY],
      bundle: true,
      write: false,
      format: "iife",
      minify: true,
      target: "es2022",
      platform: "browser",
      define: {
        __SEARCH_PARTS__: JSON.stringify(parts),
        // The address as the browser shows it, under the base path (BASE_PATH).
        __SEARCH_PATH__: JSON.stringify(`${base}${paths.search("").slice(1)}`),
      },
      logLevel: "silent",
    });
    const script = compiled.outputFiles[0]?.text.trim();
    if (!script) throw new Error(`search-index: esbuild made nothing of ${PRELOAD_ENTRY}`);
    made = { catalogue, parts, files, script };
    return made;
  }

  return {
    name: "search-index",
    configResolved(config) {
      base = config.base;
      assetsDir = config.build.assetsDir;
    },
    resolveId: (id) => (id === INDEX || id === PRELOAD ? `\0${id}` : null),
    async load(id) {
      if (id === `\0${INDEX}`) {
        const { parts, catalogue } = await make();
        return [
          `export default ${JSON.stringify(parts)};`,
          `export const example = ${JSON.stringify(exampleKeyword(catalogue.books))};`,
        ].join("\n");
      }
      if (id === `\0${PRELOAD}`) return `export default ${JSON.stringify((await make()).script)};`;
      return null;
    },
    async generateBundle() {
      if (this.environment.config.consumer !== "client") return;
      const { parts, files } = await make();
      const folder = parts.url.slice(base.length);
      for (const [name, source] of files)
        this.emitFile({ type: "asset", fileName: `${folder}${name}`, source });
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        let made: Awaited<ReturnType<typeof make>>;
        try {
          made = await make();
        } catch {
          // Content with a mistake has no index: the page's own loader says what the mistake
          // is (./live-content.ts), and the server stays up for the fix.
          return next();
        }
        const { parts, files } = made;
        const url = request.url?.split("?")[0] ?? "";
        const text = url.startsWith(parts.url) ? files.get(url.slice(parts.url.length)) : undefined;
        if (text === undefined) return next();
        response.setHeader("Content-Type", "application/json");
        response.end(text);
      });
    },
  };
}
