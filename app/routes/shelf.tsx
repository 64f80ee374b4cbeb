import { ShelfPage } from "~/components/shelf/shelf-page";
import { pageHead } from "~/pages/head-tags";
import { shelfPage } from "~/pages/page-data";
import { loadCatalogue } from "~/schema/content.server";
import type { Route } from "./+types/shelf";

// /shelf: the reader's own books, from what they marked on the book pages. The page is the
// same for everyone (never indexed); the shelf itself is in the reader's browser, and the
// page draws it there from the catalogue's books and series orders.
export function loader() {
  return shelfPage(loadCatalogue());
}

export const meta = pageHead;

export default function ShelfRoute({ loaderData }: Route.ComponentProps) {
  return <ShelfPage catalogue={loaderData.catalogue} />;
}
