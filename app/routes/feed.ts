import { loadCatalogue } from "~/content/content.server";
import { atomFeed } from "~/pages/feeds";

// Prerendered to /feed.xml.
export function loader() {
  return new Response(atomFeed(loadCatalogue()), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8" },
  });
}
