import { IMAGE_SIZES, imagePreload } from "~/catalogue/responsive-images";
import { TrailerList } from "~/components/trailers/trailer-list";
import { GoBack } from "~/components/ui/go-back";
import { headTags } from "~/pages/head-tags";
import { trailersPage } from "~/pages/page-data";
import { loadCatalogue } from "~/schema/content.server";
import * as says from "~messages/trailers";
import type { Route } from "./+types/trailers";

export function loader() {
  return trailersPage(loadCatalogue());
}

export function meta({ loaderData }: Route.MetaArgs) {
  const first = loaderData.trailers[0];
  return [
    ...headTags(loaderData.seo),
    ...(first ? [imagePreload(first.thumbnail, "trailer", IMAGE_SIZES.trailer)] : []),
  ];
}

export default function TrailersRoute({ loaderData }: Route.ComponentProps) {
  return (
    <section className="page" aria-labelledby="trailers-title">
      <h1 id="trailers-title">{says.title()}</h1>
      <p>{says.intro()}</p>
      <TrailerList trailers={loaderData.trailers} eagerCount={2} />
      <p>
        <GoBack />
      </p>
    </section>
  );
}
