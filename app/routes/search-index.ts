import { loadCatalogue } from "~/catalogue/content.server";
import { searchIndex } from "~/catalogue/search";

// Prerendered to /search-index.json: what the search page needs, and only when it is opened.
export function loader() {
  return Response.json(searchIndex(loadCatalogue().books));
}
