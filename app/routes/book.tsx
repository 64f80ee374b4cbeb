import { data } from "react-router";
import { buildDay } from "~/catalogue/build-day.server";
import { loadCatalogue } from "~/catalogue/content.server";
import { IMAGE_SIZES, imagePreload } from "~/catalogue/images";
import { bookPage } from "~/catalogue/pages";
import { paths } from "~/catalogue/paths";
import { findBookByPath } from "~/catalogue/queries";
import { bookSeo, headTags } from "~/catalogue/seo";
import { BookDetails } from "~/components/book-details";
import { BookExtras } from "~/components/book-extras";
import { GoBack } from "~/components/go-back";
import type { Route } from "./+types/book";

// Each book's page, at /book/{id} and at its alias paths (see routes.ts).
export function loader({ request }: Route.LoaderArgs) {
  const catalogue = loadCatalogue();
  const book = findBookByPath(catalogue.books, new URL(request.url).pathname);
  if (!book) throw data(null, { status: 404, statusText: "Not Found" });
  return { ...bookPage(book, catalogue), seo: bookSeo(book, catalogue, buildDay()) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    ...headTags(loaderData.seo),
    imagePreload(paths.cover(loaderData.book.id), "cover", IMAGE_SIZES.detail),
  ];
}

export default function BookRoute({ loaderData }: Route.ComponentProps) {
  const page = loaderData;
  return (
    <article className="page" aria-labelledby="book-title">
      <p>
        <GoBack />
      </p>
      <BookDetails book={page.book} headingLevel={1} titleId="book-title" eager />
      <BookExtras page={page} />
    </article>
  );
}
