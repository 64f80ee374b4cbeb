import { findSeries } from "~/catalogue/queries";
import { seriesAtomFeed } from "~/pages/feeds";
import { orNotFound, textFile } from "~/pages/responses.server";
import { loadCatalogue } from "~/schema/content.server";
import type { Route } from "./+types/series-feed";

// Prerendered to /series/{key}/feed.xml for each series with a page.
export function loader({ params }: Route.LoaderArgs) {
  const catalogue = loadCatalogue();
  const series = orNotFound(findSeries(catalogue.series, params.key));
  return textFile(seriesAtomFeed(catalogue, series), "application/atom+xml");
}
