import { loadCatalogue } from "~/content/content.server";
import { sitemapXml } from "~/pages/feeds";

// Prerendered to /sitemap.xml.
export function loader() {
  return new Response(sitemapXml(loadCatalogue()), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
