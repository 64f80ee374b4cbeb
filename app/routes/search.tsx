import { useEffect } from "react";
import { searchCatalogue, searchTitle } from "~/catalogue/search";
import type { PageHandle } from "~/components/hydration-marker";
import { SearchPage } from "~/components/search-page";
import { loadWebFonts } from "~/lib/fonts";
import { loadSearchIndex } from "~/lib/search-index";
import type { Route } from "./+types/search";

// Search runs in the browser, on the prebuilt index: the one page the build cannot
// prerender. The HTML served for /search/* (the root's HydrateFallback) already fetches the
// index and this module, so the first render here has the results.

export const handle: PageHandle = { rendersInBrowser: true };

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { hits: searchCatalogue(await loadSearchIndex(), params.query) };
}
// Run on the first page load too: there is no prerendered data for a search.
clientLoader.hydrate = true as const;

export function meta({ params }: Route.MetaArgs) {
  return [{ title: searchTitle(params.query) }, { name: "robots", content: "noindex" }];
}

export default function SearchRoute({ params, loaderData }: Route.ComponentProps) {
  // The web fonts wait for the results, the content the visitor came for.
  useEffect(() => {
    loadWebFonts();
  }, []);
  return <SearchPage query={params.query} hits={loaderData.hits} />;
}
