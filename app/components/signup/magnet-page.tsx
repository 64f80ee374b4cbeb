import { Link } from "react-router";
import { IMAGE_SIZES, imagePreload } from "~/catalogue/responsive-images";
import { headTags } from "~/pages/head-tags";
import type { MagnetPage as MagnetPageData } from "~/pages/signup-pages";
import { Description } from "../ui/description";
import { PageCover } from "../ui/page-cover";
import styles from "./signup-pages.module.css";
import { SignupWayBlock } from "./signup-way";

/** The free book's page's head: its metadata, and a preload for the cover, its largest paint. */
export function magnetPageHead(page: MagnetPageData) {
  return [...headTags(page.seo), imagePreload(page.book.cover, "cover", IMAGE_SIZES.detail)];
}

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
          <p className={styles.kicker}>
            Free {page.format} from {page.author}
          </p>
          <h1 id="magnet-title" className={styles.title}>
            {book.title}
          </h1>
          <p className={styles.offer}>{page.offer}</p>
          <div className={styles.description}>
            <Description blocks={book.description} />
          </div>
          {book.href && (
            <p>
              <Link to={book.href}>More about {book.title}</Link>
            </p>
          )}
          <SignupWayBlock
            way={page.way}
            id="free-book"
            title="Get the book"
            submit="Send me the book"
            landing={(service) => (service ? `Get the book at ${service}` : "Get the book")}
          />
          <section className={styles.next} aria-labelledby="next-title">
            <h2 id="next-title" className={styles.nextTitle}>
              What happens next
            </h2>
            <p>{page.next}</p>
          </section>
        </div>
      </div>
    </article>
  );
}
