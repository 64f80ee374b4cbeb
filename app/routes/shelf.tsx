import { shelfCatalogue } from "~/catalogue/shelf";
import { ShelfPage } from "~/components/shelf/shelf-page";
import { paths } from "~/content/paths";
import { headTags } from "~/pages/head-tags";
import { simpleSeo } from "~/pages/seo";
import { loadCatalogue } from "~/schema/content.server";
import type { Route } from "./+types/shelf";

// /shelf: the reader's own books, from what they marked on the book pages. The page is the
// same for everyone (never indexed); the shelf itself is in the reader's browser, and the
// page draws it there from the catalogue's books and series orders.
export function loader() {
  const catalogue = loadCatalogue();
  const { site } = catalogue;
  return {
    catalogue: shelfCatalogue(catalogue),
    seo: simpleSeo(
      site,
      paths.shelf,
      `Your shelf | ${site.author.name}`,
      `The books by ${site.author.name} you want to read and have read, kept in your browser.`,
      true,
    ),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return headTags(loaderData.seo);
}

export default function ShelfRoute({ loaderData }: Route.ComponentProps) {
  return <ShelfPage catalogue={loaderData.catalogue} />;
}
