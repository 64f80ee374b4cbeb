import { Link } from "react-router";
import { ContentNotes } from "~/components/book/content-notes";
import { GoBack } from "~/components/ui/go-back";
import { contentNotesPage } from "~/pages/content-notes";
import { pageHead } from "~/pages/head-tags";
import { loadCatalogue } from "~/schema/content.server";
import * as says from "~messages/notes";
import type { Route } from "./+types/content-notes";
import styles from "./content-notes.module.css";

// Every visible book's content notes at /content-notes, each closed until opened as on the
// book's page, so that the page spoils nothing; then what each term of the vocabulary means.
// Built only when some book lists notes (pages/site-pages.ts).
export function loader() {
  return contentNotesPage(loadCatalogue());
}

export const meta = pageHead;

export default function ContentNotesRoute({ loaderData }: Route.ComponentProps) {
  const { author, books, terms } = loaderData;
  return (
    <article className="page" aria-labelledby="content-notes-title">
      <p>
        <GoBack />
      </p>
      <div className={styles.column}>
        <h1 id="content-notes-title">{says.title()}</h1>
        <p className={styles.intro}>{says.intro({ author })}</p>
        <section className={styles.group} aria-labelledby="content-notes-books">
          <h2 id="content-notes-books">{says.books()}</h2>
          <ul className={styles.books}>
            {books.map((book) => (
              <li key={book.id}>
                <h3 className={styles.bookTitle}>
                  <Link to={book.href}>{book.title}</Link>
                </h3>
                <ContentNotes notes={book.notes} href={null} />
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.group} aria-labelledby="content-notes-terms">
          <h2 id="content-notes-terms">{says.terms()}</h2>
          <p>{says.terms_lead()}</p>
          <dl className={styles.terms}>
            {terms.map((term) => (
              <div key={term.label}>
                <dt>{term.label}</dt>
                <dd>{term.explained}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </article>
  );
}
