import { cardsFor } from "../catalogue/authors.ts";
import { hasHeat, listedTropes, type Trope, tropeTitle } from "../catalogue/tropes.ts";
import { andList, countOf } from "../catalogue/wording.ts";
import { heatExplanation, heatLabel } from "../content/heat-words.ts";
import { paths } from "../content/paths.ts";
import { HEAT_SCALE } from "../content/tropes.ts";
import type { Catalogue } from "../content/types.ts";
import { pageSeo } from "./seo.ts";

/** `a, b and c`, or `a, b, c and more` past `most`. */
function listed(items: string[], most: number): string {
  return items.length > most ? `${items.slice(0, most).join(", ")} and more` : andList(items);
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
  const title = tropes.length > 0 ? (heat ? "Tropes and heat" : "Tropes") : "Heat";
  const byTrope = `Find ${site.author.name}'s books by trope: ${listed(
    tropes.map((t) => t.label),
    6,
  )}.`;
  const description =
    tropes.length === 0
      ? `How ${site.author.name}'s site rates a romance's heat, from closed door to explicit.`
      : heat
        ? `${byTrope} And how the site rates heat, from closed door to explicit.`
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
      title: `${title}: books by ${site.author.name}`,
      description: `${countOf(trope.books.length, "book")} by ${site.author.name} with the trope ${trope.label}: ${listed(titles, 5)}.`,
    }),
  };
}
