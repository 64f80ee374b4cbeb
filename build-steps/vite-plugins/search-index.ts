import type { Plugin } from "vite";
import { loadCatalogue } from "../../app/catalogue/content.server.ts";
import { searchIndex } from "../../app/catalogue/search.ts";

/**
 * `virtual:search-index`: what the search page searches (app/catalogue/search.ts's
 * searchIndex of the content), bundled with the search route's script. Made from the validated
 * catalogue when the site is built, it needs no checking in the browser, and it loads like
 * any other of the page's scripts: preloaded with them, cached with them, never out of step.
 */
export function searchIndexModule(): Plugin {
  const id = "virtual:search-index";
  return {
    name: "search-index",
    resolveId(source) {
      return source === id ? `\0${id}` : null;
    },
    load(resolvedId) {
      if (resolvedId !== `\0${id}`) return null;
      const entries = JSON.stringify(searchIndex(loadCatalogue().books));
      // JSON.parse of a string is quicker for engines to read than a literal this size.
      return `export default JSON.parse(${JSON.stringify(entries)});`;
    },
  };
}
