import { useEffect, useState } from "react";
import { hasReadBooks, type ShelfCatalogue, shelfGroups } from "~/catalogue/shelf";
import { useShelf } from "~/hooks/use-shelf";
import * as home from "~messages/home";
import { BookGrid } from "../book/book-grid";
import { HomeSection } from "./home-section";

/**
 * The home page's "Continue your series": the next book of each series the reader has
 * started, from their shelf. Nothing for a reader who has read no book (the books and series
 * orders are loaded only then), nor once every series they started is read through.
 */
export function ContinueSeries() {
  const shelf = useShelf();
  const [catalogue, setCatalogue] = useState<ShelfCatalogue | null>(null);
  const wanted = shelf !== null && hasReadBooks(shelf);
  useEffect(() => {
    if (!wanted || catalogue) return;
    let current = true;
    import("~/lib/shelf-catalogue")
      .then(({ loadShelfCatalogue }) => loadShelfCatalogue())
      .then((loaded) => {
        if (current) setCatalogue(loaded);
      })
      // Without it the row is left out, as for a reader with no series started.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [wanted, catalogue]);

  const next = wanted && catalogue ? shelfGroups(catalogue, shelf).next : [];
  if (next.length === 0) return null;
  return (
    <HomeSection id="continue" title={home.continue_title()}>
      <BookGrid books={next.map(({ book }) => book)} label={home.continue_books()} few />
    </HomeSection>
  );
}
