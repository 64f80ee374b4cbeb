import { visibleBooks } from "../catalogue/queries.ts";
import type { Book } from "../content/types.ts";

/**
 * A word the author's books share, for a search with no results to suggest: the keyword the
 * most visible books list (of those tied, the first in alphabetical order), as the first book
 * to list it writes it; none when no visible book lists a keyword. Made at build time
 * (build-steps/vite-plugins/search-index.ts).
 */
export function exampleKeyword(books: Book[]): string | null {
  const counts = new Map<string, { word: string; books: number }>();
  for (const book of visibleBooks(books)) {
    for (const word of new Set(book.keywords.map((keyword) => keyword.trim()))) {
      const key = word.toLowerCase();
      if (key === "") continue;
      const seen = counts.get(key);
      counts.set(key, { word: seen?.word ?? word, books: (seen?.books ?? 0) + 1 });
    }
  }
  const [best] = [...counts].sort(([a, x], [b, y]) => y.books - x.books || a.localeCompare(b));
  return best?.[1].word ?? null;
}
