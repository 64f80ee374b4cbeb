import { Link } from "react-router";
import { IMAGE_SIZES } from "~/catalogue/responsive-images";
import { paths } from "~/content/paths";
import type { HomePage } from "~/pages/home-page";
import * as home from "~messages/home";
import { SUBSCRIBE_ID } from "../subscribe/subscribe-form";
import { Cover } from "../ui/cover";
import styles from "./intro.module.css";

/**
 * The opening of the home page: who the author is, with the newest featured cover, and the
 * way to the books and the trailers when there are some (else to the e-mail subscription).
 */
export function Intro(intro: HomePage["intro"]) {
  const { name, tagline, heading, text, cover, books, hasTrailers } = intro;
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
            {books ? (
              <Link className="button" to={paths.homeSection(books)}>
                {home.browse_books()}
              </Link>
            ) : (
              // No book yet: the way to hear of the first one.
              <a className="button" href={`#${SUBSCRIBE_ID}`}>
                {home.hear_by_email()}
              </a>
            )}
            {hasTrailers && (
              <Link className="button button-quiet" to={paths.homeSection("trailers")}>
                {home.watch_trailers()}
              </Link>
            )}
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
