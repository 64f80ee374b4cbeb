import { data } from "react-router";
import { buildDay } from "~/catalogue/build-day.server";
import { loadCatalogue } from "~/catalogue/content.server";
import { bookPage } from "~/catalogue/page-data";
import { findBookByPath, visibleBooks } from "~/catalogue/queries";
import { bookSeo } from "~/catalogue/seo";
import { BookPage, bookPageHead } from "~/components/book-page";
import type { Route } from "./+types/book";

// Each listed book's page, at /book/{id} and at its alias paths (see routes.ts).
export function loader({ request }: Route.LoaderArgs) {
  const catalogue = loadCatalogue();
  const book = findBookByPath(visibleBooks(catalogue.books), new URL(request.url).pathname);
  if (!book) throw data(null, { status: 404, statusText: "Not Found" });
  return { ...bookPage(book, catalogue), seo: bookSeo(book, catalogue, buildDay()) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? bookPageHead(loaderData) : [];
}

export default function BookRoute({ loaderData }: Route.ComponentProps) {
  return <BookPage page={loaderData} />;
}
