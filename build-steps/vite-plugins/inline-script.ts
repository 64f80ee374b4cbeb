import { readFile } from "node:fs/promises";
import { transform } from "esbuild";
import type { Plugin } from "vite";

const QUERY = "?inline-script";

/** How the file names its function, which comes last, after the helpers it calls. */
const ENTRY = "export default function";

/**
 * `import source from "./file.js?inline-script"`: the function the file exports by default, with
 * the helpers it calls, minified into one expression, as a string, for a script the site
 * inlines in every page's head (the early-input and web-fonts scripts). Every page carries it
 * in its HTML (only there: app/components/frame/head-script.tsx), so its comments and long
 * names would cost every reader on every page; the file stays readable. It is minified with
 * esbuild, the compiler Vite itself uses, as a module, so that the helpers' names are minified
 * too.
 */
export function inlineScriptModule(): Plugin {
  return {
    name: "inline-script",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, {
        skipSelf: true,
      });
      return resolved && `${resolved.id}${QUERY}`;
    },
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      const { code } = await transform(await readFile(file, "utf8"), {
        loader: "js",
        minify: true,
        target: "es2022",
        legalComments: "none",
      });
      const [helpers, entry, ...more] = code.trim().split(ENTRY);
      if (entry === undefined || more.length > 0)
        throw new Error(`${file}: esbuild's output does not hold one "${ENTRY}", as expected`);
      const expression = helpers
        ? `(()=>{${helpers}return function${entry}})()`
        : `function${entry}`;
      return `export default ${JSON.stringify(expression)};`;
    },
  };
}
