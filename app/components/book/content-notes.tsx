import { Link } from "react-router";
import type { BookContentNotes } from "~/pages/content-notes";
import * as says from "~messages/book";
import styles from "./content-notes.module.css";

/**
 * A book's content notes, closed until the reader opens them, so that no one meets a spoiler
 * they did not ask for. A native disclosure: it opens without the app, and without scripts.
 * The link to what the notes mean is left out where there is no such page, or on it.
 */
export function ContentNotes({ notes, href }: BookContentNotes) {
  return (
    <details className={styles.notes}>
      <summary>{says.content_notes()}</summary>
      <ul className={styles.list}>
        {notes.map((note, index) => (
          // A book's notes are the author's list, in their order, and never change on the page.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>
            {note.label && <strong>{note.label}</strong>}
            {note.label && note.note && says.note_colon()}
            {note.note}
          </li>
        ))}
      </ul>
      {href && (
        <p className={styles.more}>
          <Link to={href}>{says.content_notes_meaning()}</Link>
        </p>
      )}
    </details>
  );
}
