import { Link } from "react-router";
import { paths } from "~/content/paths";
import type { SearchHit } from "~/search/search";
import * as search from "~messages/search";
import { GoBack } from "../ui/go-back";
import { SearchResults } from "./search-results";

/** The search page with its results; `example`, a word to suggest when there are none. */
export function SearchPage({
  query,
  hits,
  example,
}: {
  query: string;
  hits: SearchHit[];
  example: string | null;
}) {
  return (
    <section className="page" aria-labelledby="search-title">
      <h1 id="search-title">
        {hits.length > 0 ? search.results_for({ query }) : search.no_results_for({ query })}
      </h1>
      <SearchResults hits={hits} example={example} />
      <p className="actions">
        <GoBack />
        <Link className="button" to={paths.home}>
          {search.home()}
        </Link>
      </p>
    </section>
  );
}
