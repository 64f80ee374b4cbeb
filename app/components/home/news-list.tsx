import { siteUrl } from "~/content/paths";
import type { HomePage } from "~/pages/home-page";
import { FEED_PATH } from "~/pages/site-pages";
import * as home from "~messages/home";
import { Description } from "../ui/description";
import { ExternalLink } from "../ui/external-link";
import styles from "./news-list.module.css";

/**
 * The newest news items, each linking to the full post; when there are older ones, a line
 * that leads to them on the blog and in the feed.
 */
export function NewsList({ items, more }: NonNullable<HomePage["news"]>) {
  return (
    <>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <article aria-labelledby={`news-${item.id}`}>
              <time className={styles.date} dateTime={item.pubDate}>
                {item.published}
              </time>
              <h3 id={`news-${item.id}`} className={styles.title}>
                <ExternalLink href={item.contentUrl}>{item.title}</ExternalLink>
              </h3>
              <Description blocks={item.description} />
            </article>
          </li>
        ))}
      </ul>
      {more && (
        <p className={styles.more}>
          {home.news_older()}
          <ExternalLink href={more}>{home.news_blog()}</ExternalLink>
          {home.news_older_and()}
          <a href={siteUrl(FEED_PATH)}>{home.news_feed()}</a>
          {home.news_older_end()}
        </p>
      )}
    </>
  );
}
