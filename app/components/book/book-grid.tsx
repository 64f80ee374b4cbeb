import { memo } from "react";
import { Link } from "react-router";
import type { BookCard } from "~/catalogue/book-card";
import { IMAGE_SIZES } from "~/catalogue/responsive-images";
import { paths } from "~/content/paths";
import { useNearView } from "~/hooks/use-near-view";
import { useDeferredShelf } from "~/hooks/use-shelf";
import { CoverShelfToggles } from "../shelf/shelf-toggles";
import { Byline } from "../ui/byline";
import { Cover } from "../ui/cover";
import styles from "./book-grid.module.css";

/** Covers in an even grid, each linking to its book. The caller decides the order. */
export function BookGrid({
  books,
  label,
  eagerCount = 0,
  few = false,
}: {
  books: BookCard[];
  label: string;
  eagerCount?: number;
  /** The grid of a section with only a few books, whose covers are shown larger. */
  few?: boolean;
}) {
  // Read once for the grid, not once per cover: each reader of the shelf is one more
  // subscription and one more deferred render after hydration.
  const shelf = useDeferredShelf();
  // The toggles of a grid far down the page are drawn as it comes near, not all at once
  // after hydration: two on each cover, 56 on the sample's home page.
  const { near, ref, onFocus } = useNearView<HTMLUListElement>();
  const shown = near ? shelf : null;
  return (
    <ul
      ref={ref}
      onFocus={onFocus}
      className={few ? `${styles.grid} ${styles.few}` : styles.grid}
      aria-label={label}
    >
      {books.map((book, index) => (
        <li key={book.id} className={styles.item}>
          <CoverLink
            book={book}
            eager={index < eagerCount}
            sizes={few ? IMAGE_SIZES.fewGrid : IMAGE_SIZES.grid}
          />
          {/* Beside the link, not in it: a button inside a link would be both. */}
          <CoverShelfToggles shelf={shown} bookId={book.id} title={book.title} />
          <Byline by={book.by} className={styles.byline} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A cover linking to its book. Memoized: when the shelf arrives after hydration, the grid
 * draws its covers' toggles again, not the covers and their links (each link resolves its
 * path against the routes), which have not changed.
 */
const CoverLink = memo(function CoverLink({
  book,
  eager,
  sizes,
}: {
  book: BookCard;
  eager: boolean;
  sizes: string;
}) {
  return (
    <Link className={styles.link} to={paths.book(book.id)}>
      <Cover book={book} eager={eager} sizes={sizes} />
    </Link>
  );
});
