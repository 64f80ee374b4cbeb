import { findBook } from "~/catalogue/queries";
import { BookPage, bookPageHead } from "~/components/book/book-page";
import { PageError } from "~/components/frame/page-error";
import { prerenderedPageData } from "~/lib/prerendered-page-data";
import { loadBookPage } from "~/pages/book-page.server";
import type { Route } from "./+types/book";

// A book's page, at /book/{id}: every book's, hidden ones too (never listed, not indexed: a
// preview for whoever has the link).
export function loader({ params }: Route.LoaderArgs) {
  return loadBookPage((books) => findBook(books, params.id));
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  prerenderedPageData(serverLoader);

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? bookPageHead(loaderData) : [];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} />;
}

export default function BookRoute({ loaderData }: Route.ComponentProps) {
  return <BookPage page={loaderData} />;
}
