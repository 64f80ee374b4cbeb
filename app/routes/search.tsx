import { useEffect, useMemo, useSyncExternalStore } from "react";
import { searchCatalogue, searchTitle } from "~/catalogue/search";
import type { PageHandle } from "~/components/hydration-marker";
import { SearchPage } from "~/components/search-page";
import { loadWebFonts } from "~/lib/fonts";
import {
  loadSearchIndex,
  searchIndexState,
  subscribeToSearchIndex,
} from "~/search-page/index-store";
import type { Route } from "./+types/search";

// Search runs in the browser, on the prebuilt index. On a first visit the page's first
// paint (app/search-page/first-paint.ts) has loaded it and drawn the results before the app
// starts, so this renders the same results at once and hydrates over them.

export const handle: PageHandle = { rendersInBrowser: true };

export function meta({ params }: Route.MetaArgs) {
  return [{ title: searchTitle(params.query) }, { name: "robots", content: "noindex" }];
}

export default function SearchRoute({ params }: Route.ComponentProps) {
  const { query } = params;
  const index = useSyncExternalStore(subscribeToSearchIndex, searchIndexState, searchIndexState);
  const hits = useMemo(
    () => (index.status === "loaded" ? searchCatalogue(index.entries, query) : undefined),
    [index, query],
  );

  useEffect(() => {
    if (index.status === "loading") loadSearchIndex().catch(() => {});
  }, [index.status]);
  // The web fonts wait for the results, the content the visitor came for.
  useEffect(() => {
    if (hits) loadWebFonts();
  }, [hits]);

  if (index.status === "failed") throw index.error;
  if (!hits) {
    return (
      <section className="page page-loading">
        <p role="status">Searching the books…</p>
      </section>
    );
  }
  return <SearchPage query={query} hits={hits} />;
}
