import { Link } from "react-router";
import type { BookCard } from "~/catalogue/book-card";
import { paths } from "~/catalogue/paths";
import { IMAGE_SIZES } from "~/catalogue/responsive-images";
import styles from "./book-grid.module.css";
import { Cover } from "./cover";

/** Covers in an even grid, each linking to its book. The caller decides the order. */
export function BookGrid({
  books,
  label,
  eagerCount = 0,
}: {
  books: BookCard[];
  label: string;
  eagerCount?: number;
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {books.map((book, index) => (
        <li key={book.id}>
          <Link className={styles.link} to={paths.book(book.id)}>
            <Cover book={book} eager={index < eagerCount} sizes={IMAGE_SIZES.grid} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
