import { heatLabel } from "../content/heat-words.ts";
import { paths } from "../content/paths.ts";
import { heatOf } from "../content/tropes.ts";
import type { Book } from "../content/types.ts";
import { hasHeat } from "./tropes.ts";

/**
 * A book's heat as its page shows it: the level's name in the site's language, linked to the
 * scale's explanation, which /tropes gives only when a visible book has a heat (a hidden book's
 * preview may be the only one: then its heat is not linked). Apart from tropes.ts because it
 * says words: the prerender's list of pages reads the tropes in plain Node, where no module of
 * messages resolves.
 */
export function bookHeat(
  book: Pick<Book, "heat">,
  books: Book[],
): { label: string; href: string | null } | null {
  const heat = book.heat === undefined ? undefined : heatOf(book.heat);
  if (!heat) return null;
  return { label: heatLabel(heat.level), href: hasHeat(books) ? paths.heat(heat.level) : null };
}
