import * as ui from "~messages/ui";
import styles from "./page-cover.module.css";
import { Picture } from "./picture";

/**
 * The cover that heads a page of one book (the free book's, a book-club guide): the page's
 * largest paint, so loaded at once, with a line in its place if it does not load.
 */
export function PageCover({
  book,
  sizes,
  classes,
}: {
  book: { cover: string; title: string };
  /** How wide the cover is shown, as an `img` `sizes` value. */
  sizes: string;
  /** The page's look (its stylesheet's): for the cover, and the line shown if it does not load. */
  classes: { cover?: string; coverError?: string };
}) {
  return (
    <div className={classes.cover}>
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
        errorText={ui.cover_failed({ title: book.title })}
        errorClassName={[styles.error, classes.coverError].filter(Boolean).join(" ")}
      />
    </div>
  );
}
