import styles from "./page-cover.module.css";
import { Picture } from "./picture";

/**
 * The cover that heads a page of one book (the free book's, a book-club guide): the page's
 * largest paint, so loaded at once, with a line in its place if it does not load.
 */
export function PageCover({
  book,
  sizes,
  className,
  errorClassName,
}: {
  book: { cover: string; title: string };
  /** How wide the cover is shown, as an `img` `sizes` value. */
  sizes: string;
  className?: string;
  /** The page's look for the line shown if the cover does not load. */
  errorClassName?: string;
}) {
  return (
    <div className={className}>
      <Picture
        className={styles.image}
        src={book.cover}
        kind="cover"
        sizes={sizes}
        alt={book.title}
        width={800}
        height={1200}
        loading="eager"
        fetchPriority="high"
        errorText={`The cover of ${book.title} did not load.`}
        errorClassName={[styles.error, errorClassName].filter(Boolean).join(" ")}
      />
    </div>
  );
}
