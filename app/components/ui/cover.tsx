import type { BookCard } from "~/catalogue/book-card";
import { ribbonText } from "~/catalogue/book-lines";
import { ribbonFor } from "~/catalogue/queries";
import { assetPaths, siteUrl } from "~/content/paths";
import { useToday } from "~/hooks/use-today";
import styles from "./cover.module.css";
import { Picture } from "./picture";

/**
 * A book cover at its real 2:3 proportions, with the printed-corner ribbon while the
 * book is upcoming for the visitor's day.
 */
export function Cover({
  book,
  sizes,
  eager = false,
}: {
  book: BookCard;
  /** How wide the cover is shown, as an `img` `sizes` value. */
  sizes: string;
  eager?: boolean;
}) {
  const ribbon = ribbonFor(book, useToday());
  return (
    <span className={styles.cover}>
      <Picture
        className={styles.image}
        src={assetPaths.cover(book.id)}
        kind="cover"
        sizes={sizes}
        alt={book.title}
        width={800}
        height={1200}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={eager ? "high" : undefined}
      />
      {ribbon && (
        <img
          className={styles.ribbon}
          src={siteUrl(assetPaths.ribbon(ribbon))}
          alt={ribbonText(ribbon)}
          width={300}
          height={300}
          data-ribbon={ribbon}
        />
      )}
    </span>
  );
}
