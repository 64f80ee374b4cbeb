import { AuthorPage } from "~/components/authors/author-page";
import { PageError } from "~/components/frame/page-error";
import { siteUrl } from "~/content/paths";
import { prerenderedPageData } from "~/lib/prerendered-page-data";
import { authorPage } from "~/pages/author-pages";
import { headTags } from "~/pages/head-tags";
import { orNotFound } from "~/pages/responses.server";
import { loadCatalogue } from "~/schema/content.server";
import * as says from "~messages/authors";
import type { Route } from "./+types/author";

// An author's page, at /authors/{id}, on a site of several.
export function loader({ params }: Route.LoaderArgs) {
  const catalogue = loadCatalogue();
  const author = catalogue.authors.find((a) => a.id === params.id);
  return authorPage(orNotFound(catalogue.authors.length > 1 ? author : undefined), catalogue);
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  prerenderedPageData(serverLoader);

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    ...headTags(loaderData.seo),
    // Feed readers find the author's own feed from their page.
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: says.feed_title({ name: loaderData.author.name }),
      href: siteUrl(loaderData.feed),
    },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} />;
}

export default function AuthorRoute({ loaderData }: Route.ComponentProps) {
  return <AuthorPage {...loaderData} />;
}
