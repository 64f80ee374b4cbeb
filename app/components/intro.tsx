import { Link } from "react-router";
import type { BookCard } from "~/catalogue/book-card";
import { paths } from "~/catalogue/paths";
import { IMAGE_SIZES } from "~/catalogue/responsive-images";
import { Cover } from "./cover";
import styles from "./intro.module.css";

/** The opening of the home page: who the author is, with the newest featured cover. */
export function Intro({
  name,
  tagline,
  heading,
  text,
  cover,
}: {
  name: string;
  tagline: string;
  heading: string;
  text: string;
  cover: BookCard | undefined;
}) {
  return (
    <section className={styles.intro} aria-labelledby="intro-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.kicker}>{tagline}</p>
          <h1 id="intro-title" className={styles.title}>
            {name}
          </h1>
          <p className={styles.heading}>{heading}</p>
          <p className={styles.text}>{text}</p>
          <p className={styles.actions}>
            <Link className="button" to={paths.homeSection("featured")}>
              Browse the books
            </Link>
            <Link className="button button-quiet" to={paths.homeSection("trailers")}>
              Watch the trailers
            </Link>
          </p>
        </div>
        {cover && (
          <Link className={styles.cover} to={paths.book(cover.id)}>
            <Cover book={cover} eager sizes={IMAGE_SIZES.intro} />
          </Link>
        )}
      </div>
    </section>
  );
}
