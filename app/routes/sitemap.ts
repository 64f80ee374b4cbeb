import { sitemapXml } from "~/pages/feeds";
import { textFile } from "~/pages/responses.server";
import { loadCatalogue } from "~/schema/content.server";

// Prerendered to /sitemap.xml.
export function loader() {
  return textFile(sitemapXml(loadCatalogue()), "application/xml");
}
