import { loadCatalogue } from "~/catalogue/content.server";
import { trailersPage } from "~/catalogue/pages";
import { GoBack } from "~/components/go-back";
import { TrailerList } from "~/components/trailer-list";
import type { Route } from "./+types/trailers";

export function loader() {
  const catalogue = loadCatalogue();
  return { ...trailersPage(catalogue), author: catalogue.site.author.name };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Book trailers | ${loaderData.author}` }];
}

export default function TrailersRoute({ loaderData }: Route.ComponentProps) {
  return (
    <section className="page" aria-labelledby="trailers-title">
      <h1 id="trailers-title">Book Trailers</h1>
      <p>Every trailer for the books and series, newest first.</p>
      <TrailerList trailers={loaderData.trailers} />
      <p>
        <GoBack />
      </p>
    </section>
  );
}
