import { atomFeed } from "~/pages/feeds";
import { textFile } from "~/pages/responses.server";
import { loadCatalogue } from "~/schema/content.server";

// Prerendered to /feed.xml.
export function loader() {
  return textFile(atomFeed(loadCatalogue()), "application/atom+xml");
}
