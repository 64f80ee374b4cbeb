import { PressKit } from "~/components/authors/press-kit";
import { PageError } from "~/components/frame/page-error";
import { prerenderedPageData } from "~/lib/prerendered-page-data";
import { pageHead } from "~/pages/head-tags";
import { loadPressKit } from "~/pages/press-kit.server";
import { orNotFound } from "~/pages/responses.server";
import { loadCatalogue } from "~/schema/content.server";
import type { Route } from "./+types/author-press";

// An author's press kit on a site of several, at /authors/{id}/press.
export function loader({ params }: Route.LoaderArgs) {
  const catalogue = loadCatalogue();
  const author = catalogue.authors.find((a) => a.id === params.id);
  const several = catalogue.authorFiles && catalogue.authors.length > 1;
  return loadPressKit(orNotFound(several ? author : undefined), catalogue);
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  prerenderedPageData(serverLoader);

export const meta = pageHead;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} />;
}

export default function AuthorPressRoute({ loaderData }: Route.ComponentProps) {
  return <PressKit {...loaderData} />;
}
