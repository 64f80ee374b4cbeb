import { atomFeed } from "~/pages/feeds";
import { loadCatalogue } from "~/schema/content.server";

// Prerendered to /feed.xml.
export function loader() {
  return new Response(atomFeed(loadCatalogue()), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8" },
  });
}
