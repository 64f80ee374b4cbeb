/*
 * What the search page says. Apart from search itself (search.ts): the root renders the HTML
 * served for /search/* and needs the title, and every page loads the root.
 */

/**
 * The search page's title in the HTML served for /search/*, until the app has read the
 * query; then it is `Search: {query}`.
 */
export const SEARCH_TITLE = "Search";
export const searchTitle = (query: string) => `${SEARCH_TITLE}: ${query}`;

/** The search page's heading. */
export function resultsHeading(query: string, hits: number): string {
  return hits > 0 ? `Search Results for "${query}"` : `No results found for "${query}"`;
}

/** How a result names the field its match was found in. */
export const FIELD_LABEL = {
  title: "Title",
  description: "Description",
  keywords: "Keywords",
  tropes: "Tropes",
  authors: "Author",
  isbn: "ISBN",
  narrators: "Narrated by",
} as const;
