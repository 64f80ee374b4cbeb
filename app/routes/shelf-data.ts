import { shelfCatalogue } from "~/catalogue/shelf";
import { loadCatalogue } from "~/schema/content.server";

// Prerendered to /shelf.json: the visible books and each series' reading order, which the
// home page's "Continue your series" loads for a reader who has read a book.
export function loader() {
  return Response.json(shelfCatalogue(loadCatalogue()));
}
