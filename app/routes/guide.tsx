import { listedGuides } from "~/catalogue/guides";
import { PageError } from "~/components/frame/page-error";
import { GuidePage, guidePageHead } from "~/components/guide/guide-page";
import { prerenderedPageData } from "~/lib/prerendered-page-data";
import { guidePage } from "~/pages/guide-page";
import { orNotFound } from "~/pages/responses.server";
import { loadCatalogue } from "~/schema/content.server";
import type { Route } from "./+types/guide";

// A book's book-club guide, at /book/{id}/guide: a route of its own, so that its code and
// styles for print stay out of the book page's script.
export function loader({ params }: Route.LoaderArgs) {
  const catalogue = loadCatalogue();
  const found = orNotFound(listedGuides(catalogue).find(({ book }) => book.id === params.id));
  return guidePage(found.book, found.guide, catalogue);
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  prerenderedPageData(serverLoader);

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? guidePageHead(loaderData) : [];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} />;
}

export default function GuideRoute({ loaderData }: Route.ComponentProps) {
  return <GuidePage page={loaderData} />;
}
