import { Link } from "react-router";
import { paths } from "~/content/paths";
import type { SearchHit } from "~/search/search";
import { resultsHeading } from "~/search/search-text";
import { GoBack } from "../ui/go-back";
import { SearchResults } from "./search-results";

/** The search page with its results. */
export function SearchPage({ query, hits }: { query: string; hits: SearchHit[] }) {
  return (
    <section className="page" aria-labelledby="search-title">
      <h1 id="search-title">{resultsHeading(query, hits.length)}</h1>
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
