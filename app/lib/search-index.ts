import searchParts, { example } from "virtual:search-index";
import type { SearchEntry } from "~/search/search";
import { type LoadPart, loadSearchEntries, prefetchSearchParts } from "~/search/search-parts";
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
  const preload = takePreloaded(query);
  const load: LoadPart = async (url) => {
    if (preload) {
      // Once the first script has asked for every part the query needs, none is asked twice.
      await preload.asked.catch(() => {});
      const part = preload.parts.get(url);
      if (part) return part.catch(() => fetchPart(url));
    }
    return fetchPart(url);
  };
  try {
    return await loadSearchEntries(searchParts, query, load);
  } catch (cause) {
    throw new ChunkLoadError("search-index", { cause });
  }
}

/** What the first script fetched, if it was for this query; taken once. */
function takePreloaded(query: string) {
  const preload = window.searchPreload;
  if (!preload) return undefined;
  window.searchPreload = undefined;
  return preload.query === query ? preload : undefined;
}

/** Fetches the parts a query will need, so that its results open at once; failures are left to the search. */
export function prefetchSearch(query: string) {
  prefetchSearchParts(searchParts, query, fetchPart).catch(() => {});
}
