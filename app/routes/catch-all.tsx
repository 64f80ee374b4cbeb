import { data } from "react-router";
import { buildDay } from "~/catalogue/build-day.server";
import { loadCatalogue } from "~/catalogue/content.server";
import { bookPage } from "~/catalogue/page-data";
import { findBookByAlias } from "~/catalogue/queries";
import { bookSeo } from "~/catalogue/seo";
import { BookPage, bookPageHead } from "~/components/book-page";
import { PageError } from "~/components/page-error";
import type { Route } from "./+types/catch-all";

// Every address no other route has: a book's alias (`/tyrant`), which shows that book's page
// with its canonical address /book/{id}; any other is Not Found (the root's error page).
export function loader({ request }: Route.LoaderArgs) {
  const catalogue = loadCatalogue();
  const book = findBookByAlias(catalogue.books, new URL(request.url).pathname);
  if (!book) throw data(null, { status: 404, statusText: "Not Found" });
  return { ...bookPage(book, catalogue), seo: bookSeo(book, catalogue, buildDay()) };
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

export default function AliasRoute({ loaderData }: Route.ComponentProps) {
  return <BookPage page={loaderData} />;
}
