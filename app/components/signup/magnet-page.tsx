import { Link } from "react-router";
import { IMAGE_SIZES, imagePreload } from "~/catalogue/responsive-images";
import { headTags } from "~/pages/head-tags";
import type { MagnetPage as MagnetPageData } from "~/pages/signup-pages";
import * as signup from "~messages/signup";
import { Description } from "../ui/description";
import { PageCover } from "../ui/page-cover";
import styles from "./signup-pages.module.css";
import { SignupWayBlock } from "./signup-way";

/** The free book's page's head: its metadata, and a preload for the cover, its largest paint. */
export function magnetPageHead(page: MagnetPageData) {
  return [...headTags(page.seo), imagePreload(page.book.cover, "cover", IMAGE_SIZES.detail)];
}

/** What the free book is, from its author, by its format. */
const FREE_FORMAT: Record<MagnetPageData["format"], (inputs: { author: string }) => string> = {
  ebook: signup.free_ebook,
  audiobook: signup.free_audiobook,
};

/**
 * The free book's page: its cover and what the reader gets, the sign-up (the service's landing
 * page or the mailing list's form, tagged for the book), and what happens next.
 */
export function MagnetPage({ page }: { page: MagnetPageData }) {
  const { book } = page;
  return (
    <article className="page" aria-labelledby="magnet-title">
      <div className={styles.layout}>
        <PageCover book={book} sizes={IMAGE_SIZES.detail} classes={styles} />
        <div className={styles.text}>
          <p className={styles.kicker}>{FREE_FORMAT[page.format]({ author: page.author })}</p>
          <h1 id="magnet-title" className={styles.title}>
            {book.title}
          </h1>
          <p className={styles.offer}>{page.offer}</p>
          <div className={styles.description}>
            <Description blocks={book.description} />
          </div>
          {book.href && (
            <p>
              <Link to={book.href}>{signup.more_about({ title: book.title })}</Link>
            </p>
          )}
          <SignupWayBlock
            way={page.way}
            id="free-book"
            title={signup.get_book()}
            submit={signup.send_book()}
            landing={(service) => (service ? signup.get_book_at({ service }) : signup.get_book())}
          />
          <section className={styles.next} aria-labelledby="next-title">
            <h2 id="next-title" className={styles.nextTitle}>
              {signup.next_title()}
            </h2>
            <p>{page.next}</p>
          </section>
        </div>
      </div>
    </article>
  );
}
