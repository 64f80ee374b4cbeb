import searchEntries from "virtual:search-index";
import { searchCatalogue } from "~/catalogue/search";
import { SEARCH_TITLE, searchTitle } from "~/catalogue/search-text";
import { SearchPage } from "~/components/search-page";
import { useAppReady } from "~/hooks/use-app-ready";
import { READY_WITH_CONTENT } from "~/lib/app-ready";
import type { Route } from "./+types/search";

// /search/{query}: the one page that cannot be known at build time. The build prerenders it
// once, as /search, showing HydrateFallback; that HTML is served for every search address,
// and the search runs in the browser on the index built with the site
// (build-steps/vite-plugins/search-index.ts, bundled with this module, which the page's HTML
// preloads, as the navbar search does while the visitor types).

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const query = params.query ?? "";
  return { query, hits: searchCatalogue(searchEntries, query) };
}
clientLoader.hydrate = true as const;

// The app is ready when the results are shown, not when the page hydrates.
export const handle = READY_WITH_CONTENT;

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? searchTitle(loaderData.query) : SEARCH_TITLE },
    { name: "robots", content: "noindex" },
  ];
}

/** What the page shows until the search has run: in its HTML, and while the app starts. */
export function HydrateFallback() {
  return (
    <section className="page page-loading" aria-labelledby="search-title">
      <h1 id="search-title">{SEARCH_TITLE}</h1>
      <p role="status">Searching the books…</p>
    </section>
  );
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  useAppReady();
  return <SearchPage query={loaderData.query} hits={loaderData.hits} />;
}
