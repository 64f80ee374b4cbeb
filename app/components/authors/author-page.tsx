import { Link } from "react-router";
import { type AuthorShelf, comingFirst } from "~/catalogue/authors";
import type { BookCard } from "~/catalogue/book-card";
import { IMAGE_SIZES } from "~/catalogue/responsive-images";
import { paths, siteUrl } from "~/content/paths";
import { useToday } from "~/hooks/use-today";
import type { authorPage } from "~/pages/author-pages";
import * as says from "~messages/authors";
import { BookGrid } from "../book/book-grid";
import { SubscribeForm } from "../subscribe/subscribe-form";
import { Description } from "../ui/description";
import { ExternalLink } from "../ui/external-link";
import { Picture } from "../ui/picture";
import styles from "./authors.module.css";

type AuthorPageData = ReturnType<typeof authorPage>;

/**
 * An author's page: their portrait and name, their books (the coming ones first, on the
 * reader's day, then by series, then the standalones), their biography on paper, their
 * profiles and feed, and their own mailing list where they have one.
 */
export function AuthorPage({ author, shelf, feed, press, subscribe }: AuthorPageData) {
  const groups = bookGroups(comingFirst(shelf, useToday()));
  return (
    <article className="page" aria-labelledby="author-title">
      <header className={styles.header}>
        {author.portrait && (
          <div className={styles.portrait}>
            <Picture
              className={styles.image}
              src={author.portrait}
              kind="portrait"
              sizes={IMAGE_SIZES.portrait}
              alt={says.portrait_alt({ name: author.name })}
              width={600}
              height={750}
              loading="eager"
              fetchPriority="high"
              errorText={says.portrait_failed({ name: author.name })}
              errorClassName={styles.portraitError}
            />
          </div>
        )}
        <div className={styles.intro}>
          <p className={styles.kicker}>
            <Link to={paths.authors}>{says.title()}</Link>
          </p>
          <h1 id="author-title">{author.name}</h1>
          {author.pronunciation && (
            <p className={styles.say}>{says.say_it({ pronunciation: author.pronunciation })}</p>
          )}
          <p className={styles.lead}>{author.shortBio}</p>
        </div>
      </header>
      <section className={styles.books} aria-labelledby="author-books-title">
        <h2 id="author-books-title">{says.books()}</h2>
        {groups.length === 0 && <p className={styles.lead}>{says.no_books()}</p>}
        {groups.map((group) => (
          <section key={group.id} className={styles.group} aria-labelledby={group.id}>
            <h3 id={group.id}>
              {group.href ? <Link to={group.href}>{group.title}</Link> : group.title}
            </h3>
            <BookGrid books={group.books} label={group.title} few={group.books.length <= 3} />
          </section>
        ))}
      </section>
      <section className={`${styles.about} paper`} aria-labelledby="author-about-title">
        <h2 id="author-about-title">{says.about({ name: author.name })}</h2>
        <Description blocks={author.bio} />
        {author.portraitCredit && (
          <p className={styles.credit}>{says.portrait_credit({ credit: author.portraitCredit })}</p>
        )}
        {(author.social.length > 0 || author.website) && (
          <ul className={styles.links} aria-label={says.elsewhere({ name: author.name })}>
            {author.website && (
              <li>
                <ExternalLink href={author.website}>{says.website()}</ExternalLink>
              </li>
            )}
            {author.social.map((profile) => (
              <li key={profile.url}>
                <ExternalLink href={profile.url}>{profile.label}</ExternalLink>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.follow}>
          <a href={siteUrl(feed)} type="application/atom+xml">
            {says.follow_feed({ name: author.name })}
          </a>{" "}
          {says.in_feed_reader()}
        </p>
        {press && (
          <p className={styles.follow}>
            {says.press_for()} <Link to={press}>{says.press_kit()}</Link>
          </p>
        )}
      </section>
      {subscribe && (
        <SubscribeForm
          form={subscribe}
          id="author-subscribe"
          title={says.subscribe_title({ name: author.name })}
          align="start"
        />
      )}
    </article>
  );
}

/** The groups of covers, each with the id of its heading. */
function bookGroups({
  coming,
  series,
  standalones,
}: AuthorShelf<BookCard> & { coming: BookCard[] }) {
  return [
    ...(coming.length > 0
      ? [{ id: "coming-title", title: says.coming(), href: null, books: coming }]
      : []),
    ...series.map((group) => ({
      id: `series-${group.series.key}-title`,
      title: group.series.title,
      href: paths.series(group.series.key),
      books: group.books,
    })),
    ...(standalones.length > 0
      ? [
          {
            id: "standalones-title",
            title: series.length > 0 ? says.standalones() : says.out_now(),
            href: null,
            books: standalones,
          },
        ]
      : []),
  ];
}
