import { PressKit } from "~/components/authors/press-kit";
import { pageHead } from "~/pages/head-tags";
import { loadPressKit } from "~/pages/press-kit.server";
import { orNotFound } from "~/pages/responses.server";
import { loadCatalogue } from "~/schema/content.server";
import type { Route } from "./+types/press";

// The press kit of a site of one author, at /press: the one author of content/authors/.
export function loader() {
  const catalogue = loadCatalogue();
  const [author] = catalogue.authors;
  const alone = catalogue.authorFiles && catalogue.authors.length === 1 ? author : undefined;
  return loadPressKit(orNotFound(alone), catalogue);
}

export const meta = pageHead;

export default function PressRoute({ loaderData }: Route.ComponentProps) {
  return <PressKit {...loaderData} />;
}
