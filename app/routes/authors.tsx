import { AuthorList } from "~/components/authors/author-list";
import { authorsPage } from "~/pages/author-pages";
import { pageHead } from "~/pages/head-tags";
import { loadCatalogue } from "~/schema/content.server";
import * as says from "~messages/authors";
import type { Route } from "./+types/authors";

// Every author of a site of several, by sort name, at /authors.
export function loader() {
  return authorsPage(loadCatalogue());
}

export const meta = pageHead;

export default function AuthorsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <section className="page" aria-labelledby="authors-title">
      <h1 id="authors-title">{says.title()}</h1>
      <AuthorList authors={loaderData.authors} />
    </section>
  );
}
