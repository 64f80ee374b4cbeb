// Modules made by the build's Vite plugins (build-steps/vite-plugins/).

/** The script files each named route module needs (build-steps/vite-plugins/page-scripts.ts). */
declare module "virtual:page-scripts" {
  const scripts: Record<string, string[]>;
  export default scripts;
}

/** What the search page searches, made from the content (build-steps/vite-plugins/search-index.ts). */
declare module "virtual:search-index" {
  const entries: import("~/catalogue/search").SearchEntry[];
  export default entries;
}
