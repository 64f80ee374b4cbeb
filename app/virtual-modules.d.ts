// Modules made by the build's Vite plugins (scripts/*-plugin.ts).

/** The script files each named route module needs (scripts/page-scripts-plugin.ts). */
declare module "virtual:page-scripts" {
  const scripts: Record<string, string[]>;
  export default scripts;
}

/** What the search page searches, made from the content (scripts/search-index-plugin.ts). */
declare module "virtual:search-index" {
  const entries: import("~/catalogue/search").SearchEntry[];
  export default entries;
}
