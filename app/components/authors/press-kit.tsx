import { Link } from "react-router";
import { IMAGE_SIZES } from "~/catalogue/responsive-images";
import { siteUrl } from "~/content/paths";
import type { KitFile, PressKitPage } from "~/pages/press-kit";
import * as says from "~messages/press";
import { ExternalLink } from "../ui/external-link";
import { Picture } from "../ui/picture";
import { CopyButton } from "./copy-button";
import styles from "./press-kit.module.css";

/** The Copy button's name for a screen reader, by the bio it copies. */
const COPY_BIO: Record<string, () => string> = {
  short: says.copy_short,
  medium: says.copy_medium,
  full: says.copy_full,
};

/**
 * An author's press kit, made to read, to copy from and to print: the bios, each with its
 * Copy button; the portrait and the covers, each a link to its file at full size; how to say
 * the name; whom to write to; and the whole kit as one archive.
 */
export function PressKit({ author, bios, portrait, covers, contact, archive }: PressKitPage) {
  const files = [
    portrait && says.zip_portrait(),
    covers.length > 0 && says.zip_covers({ count: covers.length }),
    says.zip_bios(),
  ];
  return (
    <article className={`page ${styles.kit}`} aria-labelledby="press-title">
      <header className={styles.header}>
        <p className={styles.kicker}>
          <Link to={author.page}>{author.name}</Link>
        </p>
        <h1 id="press-title">{says.title()}</h1>
        {author.pronunciation && (
          <p className={styles.say}>
            {says.said({ name: author.name, pronunciation: author.pronunciation })}
          </p>
        )}
        <p className={styles.archive}>
          <a className="button" href={siteUrl(archive.path)} download>
            {says.download()}
          </a>{" "}
          <span className={styles.facts}>
            {says.zip({ files: files.filter(Boolean).join(", ") })}
          </span>
        </p>
      </header>

      <section aria-labelledby="bios-title">
        <h2 id="bios-title">{says.bios()}</h2>
        {bios.map((bio) => (
          <section key={bio.id} className={styles.bio} aria-labelledby={`bio-${bio.id}-title`}>
            <h3 id={`bio-${bio.id}-title`}>
              {bio.title} <span className={styles.facts}>{says.words({ count: bio.words })}</span>
            </h3>
            <div id={`bio-${bio.id}`} className={styles.bioText}>
              {bio.text.split("\n\n").map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <CopyButton
              text={bio.text}
              label={(COPY_BIO[bio.id] ?? says.copy)()}
              selects={`bio-${bio.id}`}
            />
          </section>
        ))}
      </section>

      {portrait && (
        <section aria-labelledby="portrait-title">
          <h2 id="portrait-title">{says.portrait()}</h2>
          <figure className={styles.portrait}>
            <Shown
              file={portrait}
              kind="portrait"
              failed={says.portrait_failed({ name: author.name })}
            />
            <figcaption>
              {portrait.credit && <span>{portrait.credit}. </span>}
              <FileLink file={portrait} label={says.download_portrait()} />
            </figcaption>
          </figure>
        </section>
      )}

      {covers.length > 0 && (
        <section aria-labelledby="covers-title">
          <h2 id="covers-title">{says.covers()}</h2>
          <ul className={styles.covers}>
            {covers.map((cover) => (
              <li key={cover.id}>
                <Shown
                  file={cover}
                  kind="cover"
                  failed={says.cover_failed({ title: cover.title })}
                />
                <FileLink file={cover} label={says.download_cover({ title: cover.title })} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {(contact || author.website) && (
        <section aria-labelledby="contact-title">
          <h2 id="contact-title">{says.contact()}</h2>
          {contact && (
            <p>
              {contact.name ? says.contact_named({ name: contact.name }) : says.contact_press()}{" "}
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </p>
          )}
          {author.website && (
            <p>
              <ExternalLink href={author.website}>
                {says.website({ name: author.name })}
              </ExternalLink>
            </p>
          )}
        </section>
      )}
    </article>
  );
}

/** A file of the kit as the page shows it: a smaller copy, and a line where it fails to load. */
function Shown({
  file,
  kind,
  failed,
}: {
  file: KitFile;
  kind: "portrait" | "cover";
  failed: string;
}) {
  const [width, height] = kind === "portrait" ? [600, 750] : [800, 1200];
  return (
    <Picture
      className={styles.image}
      src={file.path}
      kind={kind}
      sizes={kind === "portrait" ? IMAGE_SIZES.portrait : IMAGE_SIZES.kitCover}
      alt={file.title}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      errorText={failed}
      errorClassName={kind === "portrait" ? styles.portraitError : styles.coverError}
    />
  );
}

/** A link to a file at full size, with what the file is. */
function FileLink({ file, label }: { file: KitFile; label: string }) {
  return (
    <span className={styles.file}>
      <a href={siteUrl(file.path)} download>
        {label}
      </a>
      {file.facts && <span className={styles.facts}> ({file.facts})</span>}
    </span>
  );
}
