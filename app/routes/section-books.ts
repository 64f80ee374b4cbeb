import { sectionBooks, sectionOfFile } from "~/catalogue/book-sections";
import { loadCatalogue } from "~/schema/content.server";
import type { Route } from "./+types/section-books";

// Prerendered to /home/{section}.json for each home section with more books than its first
// rows: every book of the section, which its Show all and filters load when first pressed.
export function loader({ params }: Route.LoaderArgs) {
  const id = sectionOfFile(params.file);
  if (!id) throw new Response(null, { status: 404, statusText: "Not Found" });
  return Response.json({ books: sectionBooks(loadCatalogue(), id) });
}
