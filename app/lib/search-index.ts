import { parseSearchIndex } from "~/catalogue/search-entry";
import { SEARCH_INDEX_PATH } from "~/catalogue/site-map";
import { jsonOnce } from "./json-once";

/**
 * The search index (/search-index.json), loaded once per visit: by the search page, and
 * ahead of it while the visitor types in the navbar search.
 */
export const loadSearchIndex = jsonOnce(SEARCH_INDEX_PATH, "the search index", parseSearchIndex);
