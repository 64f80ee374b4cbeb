import { Link } from "react-router";
import { IMAGE_SIZES } from "~/catalogue/responsive-images";
import type { authorsPage } from "~/pages/author-pages";
import { Picture } from "../ui/picture";
import styles from "./authors.module.css";

/** Every author of the site, each with their portrait, their short bio and how many books. */
export function AuthorList({ authors }: Pick<ReturnType<typeof authorsPage>, "authors">) {
  return (
    <ul className={styles.list}>
      {authors.map((author, index) => (
        <li key={author.id} className={styles.item}>
          {/* The grid places this box; the picture inside only fills it. */}
          <div className={styles.thumbBox}>
            {author.portrait && (
              <Picture
                className={styles.thumb}
                src={author.portrait}
                kind="portrait"
                sizes={IMAGE_SIZES.authorThumb}
                alt=""
                width={600}
                height={750}
                loading={index < 4 ? "eager" : "lazy"}
                decoding="async"
              />
            )}
          </div>
          <div>
            <h2 className={styles.name}>
              <Link to={author.href}>{author.name}</Link>
            </h2>
            <p className={styles.short}>{author.shortBio}</p>
            <p className={styles.count}>{author.books}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
