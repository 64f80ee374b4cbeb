import { robotsTxt } from "~/pages/feeds";
import { loadCatalogue } from "~/schema/content.server";

// Prerendered to /robots.txt.
export function loader() {
  return new Response(robotsTxt(loadCatalogue()), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
