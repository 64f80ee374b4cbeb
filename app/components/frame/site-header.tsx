import { useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { shelfSize } from "~/catalogue/shelf";
import { type HomeSection, paths } from "~/content/paths";
import { useShelf } from "~/hooks/use-shelf";
import type { ShellData } from "~/pages/page-data";
import * as frame from "~messages/frame";
import { SearchBox } from "../search/search-box";
import { AppButton } from "../ui/app-button";
import { ExternalLink } from "../ui/external-link";
import { FictionMenu } from "./fiction-menu";
import styles from "./site-header.module.css";

const SECTION_LINKS: { id: HomeSection; label: () => string }[] = [
  { id: "featured", label: frame.section_featured },
  { id: "about", label: frame.section_about },
  { id: "trailers", label: frame.section_trailers },
];
const LATER_SECTION_LINKS: { id: HomeSection; label: () => string }[] = [
  { id: "nonfiction", label: frame.section_nonfiction },
  { id: "singles", label: frame.section_singles },
];

/**
 * The top navigation on every page, linking only the home page's sections that have
 * something to show; on small screens it collapses behind a toggle.
 */
export function SiteHeader({ shell }: { shell: ShellData }) {
  const location = useLocation();
  // The menu is open for one location only, so any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const menuId = useId();
  const anchors = new Set(shell.anchors);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link className={styles.brand} to="/">
          {shell.author.name}
        </Link>
        <AppButton
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpenAt(open ? null : location.key)}
        >
          <span className={styles.toggleIcon} aria-hidden="true" />
          {frame.menu()}
        </AppButton>
        <nav
          id={menuId}
          className={styles.nav}
          data-open={open}
          aria-label={frame.main_navigation()}
        >
          <ul className={styles.links}>
            {shell.start && (
              <li>
                <Link to={shell.start.path}>{shell.start.title}</Link>
              </li>
            )}
            {SECTION_LINKS.filter((link) => anchors.has(link.id)).map((link) => (
              <li key={link.id}>
                <Link to={paths.homeSection(link.id)}>{link.label()}</Link>
              </li>
            ))}
            {(anchors.has("fiction") || shell.series.length > 0) && (
              <li>
                <FictionMenu allFiction={anchors.has("fiction")} series={shell.series} />
              </li>
            )}
            {LATER_SECTION_LINKS.filter((link) => anchors.has(link.id)).map((link) => (
              <li key={link.id}>
                <Link to={paths.homeSection(link.id)}>{link.label()}</Link>
              </li>
            ))}
            {shell.authors && (
              <li>
                <Link to={paths.authors}>{frame.authors()}</Link>
              </li>
            )}
            {shell.events && (
              <li>
                <Link to={paths.events}>{frame.events()}</Link>
              </li>
            )}
            {shell.shopUrl && (
              <li>
                <ExternalLink href={shell.shopUrl}>{frame.shop()}</ExternalLink>
              </li>
            )}
            {shell.blogUrl && (
              <li>
                <ExternalLink href={shell.blogUrl}>{frame.blog()}</ExternalLink>
              </li>
            )}
            <ShelfLink />
          </ul>
          <SearchBox onSubmit={() => setOpenAt(null)} />
        </nav>
      </div>
    </header>
  );
}

/**
 * "Your shelf" in the menu, once the reader has marked a book (never in the prerendered
 * page). A component of its own, so that reading the shelf once the app runs draws this
 * item again, not the whole header.
 */
function ShelfLink() {
  const shelf = useShelf();
  if (!shelf || shelfSize(shelf) === 0) return null;
  return (
    <li>
      <Link to={paths.shelf}>{frame.shelf()}</Link>
    </li>
  );
}
