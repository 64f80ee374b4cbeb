import { Link } from "react-router";
import { paths } from "~/content/paths";
import styles from "./keywords.module.css";

/** Keywords as tags; each searches the catalogue for itself. */
export function Keywords({ keywords }: { keywords: string[] }) {
  return (
    <ul className={styles.list}>
      {keywords.map((keyword) => (
        <li key={keyword}>
          <Link className={styles.tag} to={paths.search(keyword)}>
            {keyword}
          </Link>
        </li>
      ))}
    </ul>
  );
}
