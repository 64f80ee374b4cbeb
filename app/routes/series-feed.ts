import { data } from "react-router";
import { findSeries } from "~/catalogue/queries";
import { seriesAtomFeed } from "~/pages/feeds";
import { loadCatalogue } from "~/schema/content.server";
import type { Route } from "./+types/series-feed";

// Prerendered to /series/{key}/feed.xml for each series with a page.
export function loader({ params }: Route.LoaderArgs) {
  const catalogue = loadCatalogue();
  const series = findSeries(catalogue.series, params.key);
  if (!series) throw data(null, { status: 404, statusText: "Not Found" });
  return new Response(seriesAtomFeed(catalogue, series), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8" },
  });
}
