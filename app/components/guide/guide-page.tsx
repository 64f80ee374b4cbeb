import { Link } from "react-router";
import { IMAGE_SIZES, imagePreload } from "~/catalogue/responsive-images";
import type { GuidePageData } from "~/pages/guide-page";
import { headTags } from "~/pages/head-tags";
import * as guide from "~messages/guide";
import { PageCover } from "../ui/page-cover";
import styles from "./guide-page.module.css";
import { GuideText } from "./guide-text";

/** The guide's head: its metadata, and a preload for the cover, its largest paint. */
export function guidePageHead(page: GuidePageData) {
  return [...headTags(page.seo), imagePreload(page.book.cover, "cover", IMAGE_SIZES.guide)];
}

/**
 * A book's book-club guide, made to be printed as much as read: the cover and title head it
 * (in print, with nothing of the site's frame above them), then the author's spoiler warning
 * if they wrote one, then the questions, each kept whole on one sheet.
 */
export function GuidePage({ page }: { page: GuidePageData }) {
  const { book } = page;
  return (
    <article className={`${styles.guide} paper`} aria-labelledby="guide-title">
      <div className={styles.inner}>
        <header className={styles.header}>
          <PageCover book={book} sizes={IMAGE_SIZES.guide} classes={styles} />
          <div>
            <p className={styles.kicker}>{guide.kicker()}</p>
            <h1 id="guide-title" className={styles.title}>
              {book.title}
            </h1>
            {book.subtitle && <p className={styles.subtitle}>{book.subtitle}</p>}
            <p className={styles.byline}>
              {guide.by({ author: page.author })} · {guide.questions({ count: page.questions })}
            </p>
          </div>
        </header>
        {page.spoilers && (
          <p className={styles.spoilers}>
            <strong>{guide.spoilers()} </strong>
            {page.spoilers}
          </p>
        )}
        <div className={styles.text}>
          <GuideText blocks={page.text} questionClassName={styles.question} />
        </div>
        <footer className={styles.footer}>
          <p className={styles.onScreen}>
            <Link to={book.href}>{guide.more_about({ title: book.title })}</Link>
          </p>
          {/* On paper a link cannot be followed: the sheet says where the guide is online. */}
          <p className={styles.onPaper}>
            {page.author} · {page.url}
          </p>
        </footer>
      </div>
    </article>
  );
}
