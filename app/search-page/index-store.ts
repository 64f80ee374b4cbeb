import { parseSearchIndex, type SearchEntry } from "~/catalogue/search";
import { SEARCH_INDEX_PATH } from "~/catalogue/site-map";
import { jsonOnce } from "~/lib/json-once";

/**
 * The search index, loaded once per visit and shared by the search page's first paint
 * and the search route, which reads it synchronously once it is there: the page hydrates
 * with the results the first paint drew.
 */
export type SearchIndexState =
  | { status: "loading" }
  | { status: "loaded"; entries: SearchEntry[] }
  | { status: "failed"; error: Error };

const fetchIndex = jsonOnce(SEARCH_INDEX_PATH, "the search index", parseSearchIndex);
let state: SearchIndexState = { status: "loading" };
const listeners = new Set<() => void>();

function settle(next: SearchIndexState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Starts loading the index (once; a failed load is tried again) and resolves to it. */
export function loadSearchIndex(): Promise<SearchEntry[]> {
  const loading = fetchIndex();
  loading.then(
    (entries) => {
      if (state.status !== "loaded") settle({ status: "loaded", entries });
    },
    (error: unknown) =>
      settle({
        status: "failed",
        error: error instanceof Error ? error : new Error(String(error)),
      }),
  );
  return loading;
}

export const searchIndexState = () => state;

export function subscribeToSearchIndex(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
