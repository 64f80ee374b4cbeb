import { robotsTxt } from "~/pages/feeds";
import { textFile } from "~/pages/responses.server";
import { loadCatalogue } from "~/schema/content.server";

// Prerendered to /robots.txt.
export function loader() {
  return textFile(robotsTxt(loadCatalogue()), "text/plain");
}
