/**
 * What the search page's first paint (first-paint.ts), the search route and the build
 * agree on. Plain TypeScript, so the build's scripts can import it too.
 */

import type { SearchHit } from "../catalogue/search.ts";

/** Dispatched on `window` once the first paint is on screen; the app starts then. */
export const FIRST_PAINT_EVENT = "search:first-paint";

const PREFIX = "/search/";

/**
 * The query in a /search/{query} path, decoded as React Router decodes the route's
 * parameter: each segment percent-decoded, or the whole path left as it is when a segment
 * is malformed, and then %2F read as a slash. Undefined when the path is no search.
 */
export function queryFromPath(pathname: string): string | undefined {
  if (!pathname.startsWith(PREFIX)) return undefined;
  const raw = pathname.slice(PREFIX.length).replace(/\/$/, "");
  if (raw === "" || raw.includes("/")) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw).replace(/\//g, "%2F");
  } catch {
    decoded = raw;
  }
  return decoded.replace(/%2F/g, "/");
}

/** How a result names the field its match was found in. */
export const FIELD_LABEL = {
  title: "Title",
  description: "Description",
  keywords: "Keywords",
} as const;

/** What the first paint drew, for the app to draw the same while it hydrates. */
export type PaintedSearch = { query: string; hits: SearchHit[] };
let painted: PaintedSearch | undefined;
export const paintedSearch = () => painted;
export function rememberPaintedSearch(search: PaintedSearch) {
  painted = search;
}

/** The search page's heading. */
export function resultsHeading(query: string, hits: number): string {
  return hits > 0 ? `Search Results for "${query}"` : `No results found for "${query}"`;
}
