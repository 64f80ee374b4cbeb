// Modules made by the build's Vite plugins (build-steps/vite-plugins/).

/** Where the parts of the search index are and how they are cut (build-steps/vite-plugins/search-index.ts). */
declare module "virtual:search-index" {
  const parts: import("~/search/search-parts").SearchParts;
  export default parts;
  /** A word of the author's books, for a search that finds nothing (app/search/search-example.ts). */
  export const example: string | null;
}

/** app/lib/search-preload.ts, compiled for the search page's HTML (the same plugin). */
declare module "virtual:search-preload" {
  const script: string;
  export default script;
}

/** A script file's code, minified, for a script inlined in the page (build-steps/vite-plugins/inline-script.ts). */
declare module "*?inline-script" {
  const code: string;
  export default code;
}
