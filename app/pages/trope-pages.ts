import * as seo from "~messages/seo";
import * as tropeWords from "~messages/tropes";
import { cardsFor } from "../catalogue/authors.ts";
import { hasHeat, listedTropes, type Trope, tropeTitle } from "../catalogue/tropes.ts";
import { heatExplanation, heatLabel } from "../content/heat-words.ts";
import { paths } from "../content/paths.ts";
import { HEAT_SCALE } from "../content/tropes.ts";
import type { Catalogue } from "../content/types.ts";
import { wordList } from "../i18n/formats.ts";
import { pageSeo } from "./seo.ts";

/** `a, b and c`, or `a, b, c and more` past `most`. */
function listed(items: string[], most: number): string {
  return items.length > most
    ? seo.list_more({ items: items.slice(0, most).join(", ") })
    : wordList(items);
}

/**
 * The tropes page: every trope with how many books have it, and the heat scale explained when
 * a visible book has a heat (a catalogue without romance has no use for it); its title names
 * what it has.
 */
export function tropesPage(catalogue: Pick<Catalogue, "books" | "site">) {
  const { site } = catalogue;
  const tropes = listedTropes(catalogue.books);
  const heat = hasHeat(catalogue.books);
  const author = site.author.name;
  const title =
    tropes.length > 0 ? (heat ? seo.tropes_and_heat() : tropeWords.title()) : tropeWords.heat();
  const byTrope = seo.tropes_description({
    author,
    tropes: listed(
      tropes.map((t) => t.label),
      6,
    ),
  });
  const description =
    tropes.length === 0
      ? seo.tropes_heat_only({ author })
      : heat
        ? `${byTrope} ${seo.tropes_heat_too()}`
        : byTrope;
  return {
    title,
    // Each trope as its own page's title and its filter button name it: "Found family".
    tropes: tropes.map((trope) => ({
      label: tropeTitle(trope.label),
      href: paths.trope(trope.slug),
      count: trope.books.length,
    })),
    heat: heat
      ? HEAT_SCALE.map(({ level }) => ({
          id: paths.heat(level).split("#")[1] ?? "",
          level,
          label: heatLabel(level),
          explanation: heatExplanation(level),
        }))
      : [],
    seo: pageSeo(site, paths.tropes, { title: `${title} | ${site.author.name}`, description }),
  };
}

/** A trope's page: its books, newest first, as covers. */
export function tropePage(trope: Trope, catalogue: Pick<Catalogue, "site" | "authors">) {
  const { site } = catalogue;
  const title = tropeTitle(trope.label);
  const titles = trope.books.map((book) => book.title);
  return {
    title,
    books: trope.books.map(cardsFor(catalogue)),
    seo: pageSeo(site, paths.trope(trope.slug), {
      title: seo.trope_title({ trope: title, author: site.author.name }),
      description: seo.trope_description({
        count: trope.books.length,
        author: site.author.name,
        trope: trope.label,
        titles: listed(titles, 5),
      }),
    }),
  };
}
