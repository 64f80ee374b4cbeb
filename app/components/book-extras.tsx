import type { BookPage } from "~/catalogue/pages";
import styles from "./book-extras.module.css";
import { BookGrid } from "./book-grid";
import { ExternalLink } from "./external-link";
import { Keywords } from "./keywords";
import { TrailerList } from "./trailer-list";

/** What a book's own page adds to its details: where to buy, trailer, keywords, more books. */
export function BookExtras({ page }: { page: BookPage }) {
  const { links, trailer, series, related, book } = page;
  return (
    <>
      {/* The icons are decoration and load after the cover (low priority also keeps React's
          prerenderer from adding preload links to the head that the browser never renders). */}
      <div className={styles.actions}>
        {links.retail && (
          <ExternalLink className="button" href={links.retail}>
            <img
              src="/assets/misc/buy.png"
              alt=""
              width={24}
              height={24}
              fetchPriority="low"
              className={styles.icon}
            />
            Buy the book
          </ExternalLink>
        )}
        {links.audiobook && (
          <ExternalLink className="button button-quiet" href={links.audiobook}>
            <img
              src="/assets/misc/audio.png"
              alt=""
              width={24}
              height={24}
              fetchPriority="low"
              className={styles.iconOnDark}
            />
            Listen to the audiobook
          </ExternalLink>
        )}
        {links.review && (
          <ExternalLink className="button button-quiet" href={links.review}>
            Read the reviews
          </ExternalLink>
        )}
      </div>
      {trailer && (
        <section className={styles.block} aria-labelledby="trailer-title">
          <h2 id="trailer-title">Trailer</h2>
          <div className={styles.trailer}>
            <TrailerList trailers={[trailer]} />
          </div>
        </section>
      )}
      {book.keywords.length > 0 && (
        <section className={styles.block} aria-labelledby="keywords-title">
          <h2 id="keywords-title">Keywords</h2>
          <Keywords keywords={book.keywords} />
        </section>
      )}
      {series && series.books.length > 0 && (
        <section className={styles.block} aria-labelledby="series-books-title">
          <h2 id="series-books-title">More in {series.title}</h2>
          <BookGrid books={series.books} label={`More in ${series.title}`} />
        </section>
      )}
      {related.length > 0 && (
        <section className={styles.block} aria-labelledby="related-title">
          <h2 id="related-title">You might also like</h2>
          <BookGrid books={related} label="Related books" />
        </section>
      )}
    </>
  );
}
