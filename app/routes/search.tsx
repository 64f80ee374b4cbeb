import { Link } from "react-router";
import { paths } from "~/catalogue/paths";
import { parseSearchIndex, SEARCH_TITLE, searchCatalogue, searchTitle } from "~/catalogue/search";
import { SEARCH_INDEX_PATH } from "~/catalogue/site-map";
import { GoBack } from "~/components/go-back";
import type { PageHandle } from "~/components/hydration-marker";
import { SearchResults } from "~/components/search-results";
import { jsonOnce } from "~/lib/json-once";
import type { Route } from "./+types/search";

// Search runs in the browser: it loads the prebuilt index once and matches the query there.
const loadIndex = jsonOnce(SEARCH_INDEX_PATH, "the search index", parseSearchIndex);

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const query = params.query;
  return { query, hits: searchCatalogue(await loadIndex(), query) };
}
clientLoader.hydrate = true as const;

export const handle: PageHandle = { rendersInBrowser: true };

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? searchTitle(loaderData.query) : SEARCH_TITLE },
    { name: "robots", content: "noindex" },
  ];
}

export function HydrateFallback() {
  return (
    <section className="page page-loading">
      <p role="status">Searching the books…</p>
    </section>
  );
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const { query, hits } = loaderData;
  return (
    <section className="page" aria-labelledby="search-title">
      <h1 id="search-title">
        {hits.length > 0 ? `Search Results for "${query}"` : `No results found for "${query}"`}
      </h1>
      <SearchResults hits={hits} />
      <p className="actions">
        <GoBack />
        <Link className="button" to={paths.home}>
          Return to Home
        </Link>
      </p>
    </section>
  );
}
