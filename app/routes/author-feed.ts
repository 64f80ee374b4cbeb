import { authorAtomFeed } from "~/pages/feeds";
import { orNotFound, textFile } from "~/pages/responses.server";
import { loadCatalogue } from "~/schema/content.server";
import type { Route } from "./+types/author-feed";

// Prerendered to /authors/{id}/feed.xml for each author of a site of several.
export function loader({ params }: Route.LoaderArgs) {
  const catalogue = loadCatalogue();
  const author = orNotFound(catalogue.authors.find((a) => a.id === params.id));
  return textFile(authorAtomFeed(catalogue, author), "application/atom+xml");
}
