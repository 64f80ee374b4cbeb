import { sitemapXml } from "~/pages/feeds";
import { loadCatalogue } from "~/schema/content.server";

// Prerendered to /sitemap.xml.
export function loader() {
  return new Response(sitemapXml(loadCatalogue()), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
