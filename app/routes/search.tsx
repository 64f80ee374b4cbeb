import searchEntries from "virtual:search-index";
import { useMemo } from "react";
import { searchCatalogue } from "~/catalogue/search";
import { searchTitle } from "~/catalogue/search-text";
import { SearchPage } from "~/components/search-page";
import type { Route } from "./+types/search";

// Search runs in the browser, on the index built with the site
// (build-steps/vite-plugins/search-index.ts, bundled with this module): the one page the build cannot prerender. The HTML served for
// /search/* (the root's HydrateFallback) preloads this module with the app's own scripts, and
// the navbar search does while the visitor types, so the first render here has the results.

export function meta({ params }: Route.MetaArgs) {
  return [{ title: searchTitle(params.query) }, { name: "robots", content: "noindex" }];
}

export default function SearchRoute({ params }: Route.ComponentProps) {
  const hits = useMemo(() => searchCatalogue(searchEntries, params.query), [params.query]);
  return <SearchPage query={params.query} hits={hits} />;
}
