import * as seo from "~messages/seo";
import * as says from "~messages/start";
import { cardsFor } from "../catalogue/authors.ts";
import { seriesBooks, visibleBooks } from "../catalogue/queries.ts";
import { seriesStatusLine } from "../catalogue/series-status.ts";
import { type Block, parseMarkdown } from "../content/markdown.ts";
import { paths } from "../content/paths.ts";
import type { Catalogue } from "../content/types.ts";
import type { StartPage } from "../schema/start-page.ts";
import { pageSeo } from "./seo.ts";

/** The Start here page's title: the author's, else "Start here" in the site's language. */
export const startTitle = (start: Pick<StartPage, "title">): string => start.title ?? says.title();

/**
 * The Start here page (`start:` in site.yaml): the author's steps into the catalogue, each
 * with its words and its books, a series' in reading order. The content's checks make sure
 * each id names a book or series there is; what is not visible is left out all the same.
 */
export function startPage(
  catalogue: Pick<Catalogue, "books" | "series" | "site" | "authors">,
  start: StartPage,
) {
  const shown = new Map(visibleBooks(catalogue.books).map((book) => [book.id, book]));
  const author = catalogue.site.author.name;
  return {
    path: start.path,
    title: startTitle(start),
    intro: (start.intro === undefined ? [] : parseMarkdown(start.intro)) satisfies Block[],
    steps: start.steps.map((step) => {
      const series = catalogue.series.find((s) => s.id === step.series);
      // A series' visible books as its page lists them: in reading order, box sets after.
      const books = series
        ? seriesBooks(catalogue.books, series.id)
        : step.books.flatMap((id) => shown.get(id) ?? []);
      return {
        title: step.title,
        text: (step.text === undefined ? [] : parseMarkdown(step.text)) satisfies Block[],
        series: series
          ? {
              title: series.title,
              href: paths.series(series.key),
              status: seriesStatusLine(series, catalogue.books),
            }
          : null,
        books: books.map(cardsFor(catalogue)),
      };
    }),
    seo: pageSeo(catalogue.site, start.path, {
      title: `${startTitle(start)} | ${author}`,
      description: seo.start_description({
        author,
        steps: start.steps.map((step) => step.title).join("; "),
      }),
    }),
  };
}
export type StartPageData = ReturnType<typeof startPage>;
