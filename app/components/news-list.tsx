import { formatLongDate } from "~/catalogue/dates";
import type { Block } from "~/catalogue/markdown";
import { Description } from "./description";
import { ExternalLink } from "./external-link";
import styles from "./news-list.module.css";

type NewsItem = {
  id: string;
  title: string;
  pubDate: string;
  description: Block[];
  contentUrl: string;
};

/** The news items, newest first, each linking to the full post. */
export function NewsList({ items }: { items: NewsItem[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <article aria-labelledby={`news-${item.id}`}>
            <time className={styles.date} dateTime={item.pubDate}>
              {formatLongDate(item.pubDate)}
            </time>
            <h3 id={`news-${item.id}`} className={styles.title}>
              <ExternalLink href={item.contentUrl}>{item.title}</ExternalLink>
            </h3>
            <Description blocks={item.description} />
          </article>
        </li>
      ))}
    </ul>
  );
}
