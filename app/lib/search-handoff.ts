/**
 * What the search page's first script (search-preload.ts) hands to the app: the query it
 * read from the address, each part of the index it fetched for it (by address, as the
 * server sent it: the app checks it as it would a part it fetched itself), and when it has
 * asked for every part the query needs.
 */
export type SearchPreload = {
  query: string;
  parts: Map<string, Promise<unknown>>;
  asked: Promise<void>;
};

declare global {
  interface Window {
    /** Set by the search page's first script, taken by the search route's loader. */
    searchPreload?: SearchPreload;
  }
}
