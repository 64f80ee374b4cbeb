import searchParts, { example } from "virtual:search-index";
import type { SearchEntry } from "~/search/search";
import { loadSearchEntries, prefetchSearchParts } from "~/search/search-parts";
import { ChunkLoadError } from "./chunks";
import { fetchPart } from "./fetch-part";

/** A word of the author's books, for a search that finds nothing to suggest. */
export const SEARCH_EXAMPLE = example;

/**
 * The search entries a query can match, from the parts of the index it needs: those the
 * search page's HTML started loading for its address (search-preload.ts), else fetched now.
 * A part that cannot be loaded (offline, or a page from before a new deploy) fails as a
 * script chunk does, with a way to reload.
 */
export async function searchEntries(query: string): Promise<SearchEntry[]> {
  const preloaded = takePreloaded(query);
  const load = () => loadSearchEntries(searchParts, query, fetchPart);
  try {
    return await (preloaded ? preloaded.catch(load) : load());
  } catch (cause) {
    throw new ChunkLoadError("search-index", { cause });
  }
}

/** The preloaded entries, if they are this query's; taken once. */
function takePreloaded(query: string): Promise<SearchEntry[]> | undefined {
  const preload = window.searchPreload;
  if (!preload) return undefined;
  window.searchPreload = undefined;
  return preload.query === query ? preload.entries : undefined;
}

/** Fetches the parts a query will need, so that its results open at once; failures are left to the search. */
export function prefetchSearch(query: string) {
  prefetchSearchParts(searchParts, query, fetchPart).catch(() => {});
}
