import { loadCatalogue } from "~/catalogue/content.server";
import { sitemapXml } from "~/catalogue/feeds";

// Prerendered to /sitemap.xml.
export function loader() {
  return new Response(sitemapXml(loadCatalogue()), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
