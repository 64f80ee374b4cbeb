import { Link } from "react-router";
import { yearOf } from "~/content/dates";
import { useToday } from "~/hooks/use-today";
import type { ShellData } from "~/pages/page-data";
import * as frame from "~messages/frame";
import { SubscribeForm } from "../subscribe/subscribe-form";
import { ExternalLink } from "../ui/external-link";
import { SocialIcon } from "../ui/social-icon";
import styles from "./site-footer.module.css";

/**
 * The footer on every page: the subscription form, the free book's line, social profiles and
 * the author's store and the content notes page where the site has them, and the copyright line
 * for the current year.
 */
export function SiteFooter({ shell }: { shell: ShellData }) {
  const year = yearOf(useToday());
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {shell.subscribe && <SubscribeForm form={shell.subscribe} />}
        {shell.magnet && (
          <p className={styles.magnet}>
            {frame.magnet({ format: shell.magnet.format })}{" "}
            <Link to={shell.magnet.href}>{shell.magnet.title}</Link>
          </p>
        )}
        {shell.social.length > 0 && (
          <ul className={styles.social} aria-label={frame.follow()}>
            {shell.social.map((profile) => (
              <li key={profile.network}>
                <ExternalLink className={styles.socialLink} href={profile.url}>
                  <SocialIcon network={profile.network} />
                  <span className="visually-hidden">{profile.label}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        )}
        {shell.shopUrl && (
          <p className={styles.linkLine}>
            <ExternalLink href={shell.shopUrl}>{frame.shop()}</ExternalLink>
          </p>
        )}
        {shell.contentNotes && (
          <p className={styles.linkLine}>
            <Link to={shell.contentNotes}>{frame.content_notes()}</Link>
          </p>
        )}
        {shell.press && (
          <p className={styles.linkLine}>
            <Link to={shell.press}>{frame.press_kit()}</Link>
          </p>
        )}
        <p className={styles.copyright}>
          © {year} {shell.author.initials} {shell.author.surname}
        </p>
      </div>
    </footer>
  );
}
