// Modules made by the build's Vite plugins (build-steps/vite-plugins/).

/** What the search page searches, made from the content (build-steps/vite-plugins/search-index.ts). */
declare module "virtual:search-index" {
  const entries: import("~/catalogue/search").SearchEntry[];
  export default entries;
}
