import { findBookByAlias, isAtAddress } from "../catalogue/queries";
import { buildDay } from "../content/build-day.server";
import { loadCatalogue } from "../content/content.server";
import { plainText } from "../content/markdown";
import { loadBookPage } from "./book-page.server";
import { magnetSeo, simpleSeo } from "./seo";
import { magnetPage, reviewTeamPage } from "./signup-pages";
import { startPage } from "./start-page";

/**
 * A page at an address the author chose (the catch-all route's): the free book's page, the
 * review team's, Start here, or a book's alias (`/tyrant`), each with or without a trailing
 * slash, as the build serves them; Not Found (404) for any other address.
 */
export function loadNamedPage(path: string, catalogue = loadCatalogue()) {
  const { site } = catalogue;
  const { magnet, reviewTeam } = site;
  if (magnet && isAtAddress(path, magnet.path)) {
    const page = magnetPage(catalogue, magnet);
    const seo = magnetSeo(
      catalogue,
      magnet.book,
      page.path,
      `${page.book.title}, free | ${site.author.name}`,
      `${page.offer} ${plainText(page.book.description)}`,
    );
    return { kind: "magnet", page, seo } as const;
  }
  if (reviewTeam && isAtAddress(path, reviewTeam.path)) {
    const page = reviewTeamPage(catalogue, reviewTeam, buildDay());
    const seo = simpleSeo(
      site,
      page.path,
      `Review team | ${site.author.name}`,
      `Read ${site.author.name}'s books before they come out. ${plainText(page.terms)}`,
    );
    return { kind: "review-team", page, seo } as const;
  }
  if (site.start && isAtAddress(path, site.start.path)) {
    const page = startPage(catalogue, site.start);
    const seo = simpleSeo(
      site,
      page.path,
      `${page.title} | ${site.author.name}`,
      `Where to begin with ${site.author.name}'s books: ${page.steps.map((step) => step.title).join("; ")}.`,
    );
    return { kind: "start", page, seo } as const;
  }
  return {
    kind: "book",
    page: loadBookPage((books) => findBookByAlias(books, path), catalogue),
  } as const;
}
