import type { Book, Catalogue, Guide } from "../content/types.ts";
import { visibleBooks } from "./queries.ts";

/**
 * The book-club guides visitors can read, with their books: those of visible books. A hidden
 * book's guide is kept and not built, as its sample is, until the book is shown.
 */
export function listedGuides(
  catalogue: Pick<Catalogue, "books" | "guides">,
): { guide: Guide; book: Book }[] {
  const visible = new Map(visibleBooks(catalogue.books).map((b) => [b.id, b]));
  return catalogue.guides.flatMap((guide) => {
    const book = visible.get(guide.bookId);
    return book ? [{ guide, book }] : [];
  });
}

/** How many questions a guide asks: the items of its numbered lists. */
export function questionCount(guide: Guide): number {
  return guide.text.reduce(
    (sum, block) => sum + (block.kind === "list" ? block.items.length : 0),
    0,
  );
}
