import { findBookByAlias } from "~/catalogue/queries";
import { BookPage, bookPageHead } from "~/components/book/book-page";
import { PageError } from "~/components/frame/page-error";
import { prerenderedPageData } from "~/lib/prerendered-page-data";
import { loadBookPage } from "~/pages/book-page.server";
import type { Route } from "./+types/catch-all";

// Every address no other route has: a book's alias (`/tyrant`), which shows that book's page
// with its canonical address /book/{id}; any other is Not Found (the root's error page).
// The splat is the address less the base path (BASE_PATH), as the alias is written.
export function loader({ params }: Route.LoaderArgs) {
  return loadBookPage((books) => findBookByAlias(books, `/${params["*"] ?? ""}`));
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  prerenderedPageData(serverLoader);

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? bookPageHead(loaderData) : [];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} />;
}

export default function AliasRoute({ loaderData }: Route.ComponentProps) {
  return <BookPage page={loaderData} />;
}
