import { loadBookPage } from "~/catalogue/book-page.server";
import { findBook } from "~/catalogue/queries";
import { BookPage, bookPageHead } from "~/components/book-page";
import { PageError } from "~/components/page-error";
import type { Route } from "./+types/book";

// A book's page, at /book/{id}: every book's, hidden ones too (never listed, not indexed: a
// preview for whoever has the link).
export function loader({ params }: Route.LoaderArgs) {
  return loadBookPage((books) => findBook(books, params.id));
}

// At an address the build did not prerender (an id no book has), hosts serve 404.html, whose
// app then asks for this route's data in the browser: the data file is not there either, and
// its 404 shows Not Found. Prerendered pages hydrate with the data in their HTML, as before.
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => serverLoader();

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? bookPageHead(loaderData) : [];
}

// An address no page has shows Not Found in the page's place, inside the site's frame.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} />;
}

export default function BookRoute({ loaderData }: Route.ComponentProps) {
  return <BookPage page={loaderData} />;
}
