import { findBookByAlias } from "../catalogue/queries";
import { buildDay } from "../schema/build-day.server";
import { loadCatalogue } from "../schema/content.server";
import { loadBookPage } from "./book-page.server";
import { magnetPage, reviewTeamPage } from "./signup-pages";
import { startPage } from "./start-page";

/**
 * A page at an address the author chose (the catch-all route's): the free book's page, the
 * review team's, Start here, or a book's alias (`/tyrant`); Not Found (404) for any other
 * address.
 */
export function loadNamedPage(path: string) {
  const catalogue = loadCatalogue();
  const { magnet, reviewTeam, start } = catalogue.site;
  if (magnet && path === magnet.path) {
    return { kind: "magnet", page: magnetPage(catalogue, magnet) } as const;
  }
  if (reviewTeam && path === reviewTeam.path) {
    return {
      kind: "review-team",
      page: reviewTeamPage(catalogue, reviewTeam, buildDay()),
    } as const;
  }
  if (start && path === start.path) {
    return { kind: "start", page: startPage(catalogue, start) } as const;
  }
  return { kind: "book", page: loadBookPage((books) => findBookByAlias(books, path)) } as const;
}
