import { loadSearchEntries, type SearchParts } from "../search/search-parts.ts";
import { fetchPart } from "./fetch-part.ts";

/*
 * The search page's first script, inlined in its HTML by the build
 * (build-steps/vite-plugins/search-index.ts): it reads the query from the address and loads
 * the parts of the index that it needs at once, beside the app's scripts rather than after
 * them, and leaves them for the route's loader (app/lib/search-index.ts). If it fails, the
 * loader fetches the parts itself.
 */

/** The parts' layout, and the search page's address less the query, under the base path. */
declare const __SEARCH_PARTS__: SearchParts;
declare const __SEARCH_PATH__: string;

const { pathname } = window.location;
if (pathname.startsWith(__SEARCH_PATH__)) {
  const query = decodeSegment(pathname.slice(__SEARCH_PATH__.length));
  if (query !== null) {
    const entries = loadSearchEntries(__SEARCH_PARTS__, query, fetchPart);
    // The loader handles a failure; until it takes the promise, nothing is left unhandled.
    entries.catch(() => {});
    window.searchPreload = { query, entries };
  }
}

/** The query as React Router reads it from the address: decoded, or as it is if it cannot be. */
function decodeSegment(segment: string): string | null {
  if (segment.includes("/")) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
