import searchPreloadScript from "virtual:search-preload";
import { PageError } from "~/components/frame/page-error";
import { SearchPage } from "~/components/search/search-page";
import { LoadFailure } from "~/components/ui/chunk-boundary";
import { useAppReady } from "~/hooks/use-app-ready";
import { READY_WITH_CONTENT } from "~/lib/app-ready";
import { ChunkLoadError } from "~/lib/chunks";
import { SEARCH_EXAMPLE, searchEntries } from "~/lib/search-index";
import { searchCatalogue } from "~/search/search";
import * as search from "~messages/search";
import type { Route } from "./+types/search";

// /search/{query}: the one page that cannot be known at build time. The build prerenders it
// once, as /search, showing HydrateFallback; that HTML is served for every search address,
// and the search runs in the browser on the parts of the index the query needs
// (app/search/search-parts.ts), which the HTML starts fetching beside the app's scripts.

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const query = params.query ?? "";
  return { query, hits: searchCatalogue(await searchEntries(query), query) };
}
clientLoader.hydrate = true as const;

// The app is ready when the results are shown, not when the page hydrates.
export const handle = READY_WITH_CONTENT;

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? search.title_query({ query: loaderData.query }) : search.title() },
    { name: "robots", content: "noindex" },
  ];
}

/** What the page shows until the search has run: in its HTML, and while the app starts. */
export function HydrateFallback() {
  return (
    <section className="page page-loading" aria-labelledby="search-title">
      {/* An async module, so it runs as soon as it is parsed rather than after the stylesheet. */}
      <script
        type="module"
        async
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own script (app/lib/search-preload.ts), never content
        dangerouslySetInnerHTML={{ __html: searchPreloadScript }}
      />
      <h1 id="search-title">{search.title()}</h1>
      <p role="status">{search.searching()}</p>
    </section>
  );
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  useAppReady();
  return <SearchPage query={loaderData.query} hits={loaderData.hits} example={SEARCH_EXAMPLE} />;
}

/** A part of the index that would not load says so, with a way to reload; else the site's error page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // What shows instead of the results: the page is as ready as it will be.
  useAppReady();
  if (!(error instanceof ChunkLoadError)) return <PageError error={error} />;
  return (
    <section className="page" aria-labelledby="search-title">
      <h1 id="search-title">{search.title()}</h1>
      <LoadFailure error={error} />
    </section>
  );
}
