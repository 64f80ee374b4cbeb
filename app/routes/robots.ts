import { loadCatalogue } from "~/content/content.server";
import { robotsTxt } from "~/pages/feeds";

// Prerendered to /robots.txt.
export function loader() {
  return new Response(robotsTxt(loadCatalogue()), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
