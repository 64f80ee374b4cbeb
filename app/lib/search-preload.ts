import { type LoadPart, prefetchSearchParts, type SearchParts } from "../search/search-parts.ts";
import { fetchPart } from "./fetch-part.ts";

/*
 * The search page's first script, inlined in its HTML by the build
 * (build-steps/vite-plugins/search-index.ts): it reads the query from the address and loads
 * the parts of the index that it needs at once, beside the app's scripts rather than after
 * them, and leaves them for the route's loader (app/lib/search-index.ts), which reads and
 * checks them. A part it could not fetch, the loader fetches itself. It is kept small: every
 * byte of it is in the page's HTML, which with the stylesheet must arrive in the first round
 * trips for the results to be drawn early (docs/performance.md: the search page against 582f88b).
 */

/** The parts' layout, and the search page's address less the query, under the base path. */
declare const __SEARCH_PARTS__: SearchParts;
declare const __SEARCH_PATH__: string;

const { pathname } = window.location;
if (pathname.startsWith(__SEARCH_PATH__)) {
  const query = decodeSegment(pathname.slice(__SEARCH_PATH__.length));
  if (query !== null) {
    const parts = new Map<string, Promise<unknown>>();
    const load: LoadPart = (url) => {
      const part = fetchPart(url);
      // The loader handles a failure; until it takes the promise, nothing is left unhandled.
      part.catch(() => {});
      parts.set(url, part);
      return part;
    };
    const asked = prefetchSearchParts(__SEARCH_PARTS__, query, load);
    asked.catch(() => {});
    window.searchPreload = { query, parts, asked };
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
