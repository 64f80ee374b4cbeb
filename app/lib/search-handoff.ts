import type { SearchEntry } from "~/search/search";

/**
 * What the search page's first script (search-preload.ts) hands to the app: the query it
 * read from the address, and the entries it is loading for it.
 */
export type SearchPreload = { query: string; entries: Promise<SearchEntry[]> };

declare global {
  interface Window {
    /** Set by the search page's first script, taken by the search route's loader. */
    searchPreload?: SearchPreload;
  }
}
