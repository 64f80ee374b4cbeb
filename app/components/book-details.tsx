import type { BookDetail } from "~/catalogue/pages";
import { publicationLine } from "~/catalogue/queries";
import { useToday } from "~/hooks/use-today";
import styles from "./book-details.module.css";
import { Cover } from "./cover";
import { Description } from "./description";

/** A book's title, subtitle, publication line, cover and description. */
export function BookDetails({
  book,
  headingLevel,
  titleId,
  eager = false,
  children,
}: {
  book: BookDetail;
  headingLevel: 1 | 2;
  titleId?: string;
  eager?: boolean;
  children?: React.ReactNode;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const today = useToday();
  return (
    <div className={styles.details}>
      <div className={styles.cover}>
        <Cover book={book} eager={eager} />
      </div>
      <div className={styles.text}>
        <Heading id={titleId} className={styles.title}>
          {book.title}
        </Heading>
        {book.subtitle && <p className={styles.subtitle}>{book.subtitle}</p>}
        <p className={styles.published}>{publicationLine(book, today)}</p>
        <div className={styles.description}>
          <Description blocks={book.description} />
        </div>
        {children}
      </div>
    </div>
  );
}
