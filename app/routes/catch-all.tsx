import { buildDay } from "~/catalogue/build-day.server";
import { loadCatalogue } from "~/catalogue/content.server";
import { bookPage } from "~/catalogue/page-data";
import { findBookByPath } from "~/catalogue/queries";
import { bookSeo } from "~/catalogue/seo";
import { BookPage, bookPageHead } from "~/components/book-page";
import { NOT_FOUND_MESSAGE, NotFound } from "~/components/not-found";
import type { Route } from "./+types/catch-all";

// Every address the route table does not list: Not Found (prerendered as 404.html), or the
// preview page of a hidden book. Hidden books stay out of the route table, which every
// visitor's browser loads, and their prerendered pages are found only by a direct link.

export function loader({ request }: Route.LoaderArgs) {
  const catalogue = loadCatalogue();
  const hidden = catalogue.books.filter((book) => book.hidden);
  const book = findBookByPath(hidden, new URL(request.url).pathname);
  return {
    preview: book
      ? { ...bookPage(book, catalogue), seo: bookSeo(book, catalogue, buildDay()) }
      : null,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (loaderData?.preview) return bookPageHead(loaderData.preview);
  return [{ title: NOT_FOUND_MESSAGE }, { name: "robots", content: "noindex" }];
}

export default function CatchAllRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.preview ? <BookPage page={loaderData.preview} /> : <NotFound />;
}
