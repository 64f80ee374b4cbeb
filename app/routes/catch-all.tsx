import { BookPage, bookPageHead } from "~/components/book/book-page";
import { PageError } from "~/components/frame/page-error";
import { MagnetPage, magnetPageHead } from "~/components/signup/magnet-page";
import { ReviewTeamPage } from "~/components/signup/review-team-page";
import { StartPage } from "~/components/start/start-page";
import { prerenderedPageData } from "~/lib/prerendered-page-data";
import { headTags } from "~/pages/head-tags";
import { loadNamedPage } from "~/pages/named-page.server";
import type { Route } from "./+types/catch-all";

// Every address no other route has, each one the author chose: the free book's page (/free),
// the review team's (/review-team), Start here (/start) and a book's alias (`/tyrant`, which shows that book's page
// with its canonical address /book/{id}); any other is Not Found (the root's error page).
// The splat is the address less the base path (BASE_PATH), as the content writes it.
export function loader({ params }: Route.LoaderArgs) {
  return loadNamedPage(`/${params["*"] ?? ""}`);
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  prerenderedPageData(serverLoader);

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  switch (loaderData.kind) {
    case "book":
      return bookPageHead(loaderData.page);
    case "magnet":
      return magnetPageHead(loaderData.page);
    default:
      return headTags(loaderData.page.seo);
  }
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} />;
}

export default function NamedRoute({ loaderData }: Route.ComponentProps) {
  switch (loaderData.kind) {
    case "magnet":
      return <MagnetPage page={loaderData.page} />;
    case "review-team":
      return <ReviewTeamPage page={loaderData.page} />;
    case "start":
      return <StartPage page={loaderData.page} />;
    default:
      return <BookPage page={loaderData.page} />;
  }
}
