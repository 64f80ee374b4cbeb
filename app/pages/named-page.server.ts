import { findBookByAlias, isAtAddress } from "../catalogue/queries";
import { buildDay } from "../schema/build-day.server";
import { loadCatalogue } from "../schema/content.server";
import { loadBookPage } from "./book-page.server";
import { magnetPage, reviewTeamPage } from "./signup-pages";
import { startPage } from "./start-page";

/**
 * A page at an address the author chose (the catch-all route's): the free book's page, the
 * review team's, Start here, or a book's alias (`/tyrant`), each with or without a trailing
 * slash, as the build serves them; Not Found (404) for any other address.
 */
export function loadNamedPage(path: string, catalogue = loadCatalogue()) {
  const { magnet, reviewTeam, start } = catalogue.site;
  if (magnet && isAtAddress(path, magnet.path)) {
    return { kind: "magnet", page: magnetPage(catalogue, magnet) } as const;
  }
  if (reviewTeam && isAtAddress(path, reviewTeam.path)) {
    return {
      kind: "review-team",
      page: reviewTeamPage(catalogue, reviewTeam, buildDay()),
    } as const;
  }
  if (start && isAtAddress(path, start.path)) {
    return { kind: "start", page: startPage(catalogue, start) } as const;
  }
  return {
    kind: "book",
    page: loadBookPage((books) => findBookByAlias(books, path), catalogue),
  } as const;
}
