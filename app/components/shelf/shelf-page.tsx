import { type ChangeEvent, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import {
  keptOnShelf,
  type ShelfBook,
  type ShelfCatalogue,
  type ShelfSeries,
  shelfGroups,
  shelfSize,
} from "~/catalogue/shelf";
import { readShelfFile, SHELF_FILE_NAME, shelfFile } from "~/catalogue/shelf-file";
import { countOf } from "~/catalogue/wording";
import { paths } from "~/content/paths";
import { useShelf } from "~/hooks/use-shelf";
import { currentShelf, saveShelf } from "~/lib/shelf-store";
import { AppButton } from "../ui/app-button";
import { GoBack } from "../ui/go-back";
import styles from "./shelf-page.module.css";
import { ShelfToggles } from "./shelf-toggles";

/**
 * The reader's shelf: "Next for you" (the next book of each series they have started), then
 * the books they want to read and those they have read, and a way to take the shelf to
 * another device as a file.
 */
export function ShelfPage({ catalogue }: { catalogue: ShelfCatalogue }) {
  const shelf = useShelf();
  // Books the catalogue no longer has drop off the shelf, quietly.
  useEffect(() => {
    if (!shelf) return;
    const kept = keptOnShelf(
      shelf,
      catalogue.books.map((book) => book.id),
    );
    if (shelfSize(kept) < shelfSize(shelf)) saveShelf(kept);
  }, [shelf, catalogue]);

  const groups = shelf && shelfGroups(catalogue, shelf);
  const empty = groups && groups.want.length + groups.read.length === 0;
  return (
    <section className="page" aria-labelledby="shelf-title">
      <h1 id="shelf-title">Your shelf</h1>
      <p className={styles.intro}>
        The books you mark <q>Want to read</q> or <q>Read</q> on their pages, kept in this browser
        on this device only: nothing is sent anywhere.
      </p>
      <noscript>
        <p>Your shelf is kept by this page's script, which your browser does not run.</p>
      </noscript>
      {/* Drawn in the browser, from the reader's shelf. */}
      <div data-browser-only>
        {empty && (
          <p>
            Your shelf is empty. Mark a book <q>Want to read</q> or <q>Read</q> on its page and it
            shows here. <Link to={paths.home}>Find a book</Link>
          </p>
        )}
        {groups && (
          <>
            <ShelfGroup title="Next for you" items={groups.next} />
            <ShelfGroup title="Want to read" items={groups.want.map((book) => ({ book }))} />
            <ShelfGroup title="Read" items={groups.read.map((book) => ({ book }))} />
          </>
        )}
        {shelf && <MoveShelf bookIds={catalogue.books.map((book) => book.id)} />}
      </div>
      <p>
        <GoBack />
      </p>
    </section>
  );
}

/** A group of the shelf's books, each with its marks (and its series, "Next in"); none when empty. */
function ShelfGroup({
  title,
  items,
}: {
  title: string;
  items: { book: ShelfBook; series?: ShelfSeries }[];
}) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className={styles.list}>
        {items.map(({ book, series }) => (
          <li key={series?.key ?? book.id} className={styles.item}>
            <Link className={styles.title} to={paths.book(book.id)}>
              {book.title}
            </Link>
            {series && (
              <span className={styles.series}>
                Next in <Link to={paths.series(series.key)}>{series.title}</Link>
              </span>
            )}
            <ShelfToggles bookId={book.id} title={book.title} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Export the shelf to a file, or import one: a file that is no shelf changes nothing. */
function MoveShelf({ bookIds }: { bookIds: string[] }) {
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const inputId = useId();

  function exportShelf() {
    const url = URL.createObjectURL(
      new Blob([shelfFile(currentShelf())], { type: "application/json" }),
    );
    const link = document.createElement("a");
    link.href = url;
    link.download = SHELF_FILE_NAME;
    link.click();
    URL.revokeObjectURL(url);
  }

  async function importShelf(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const result = readShelfFile(await file.text());
    if ("error" in result) {
      setMessage({ text: `${result.error} Your shelf is as it was.`, error: true });
      return;
    }
    const kept = keptOnShelf(result.shelf, bookIds);
    saveShelf(kept);
    setMessage({
      text: `Your shelf now holds the ${countOf(shelfSize(kept), "book")} of ${file.name}.`,
      error: false,
    });
  }

  return (
    <section className={styles.group} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>Take your shelf to another device</h2>
      <p>Export your shelf to a file, then import that file on the other device.</p>
      <div className={styles.actions}>
        <AppButton className="button button-quiet" onClick={exportShelf}>
          Export my shelf
        </AppButton>
        <label className={styles.import}>
          Import a shelf
          <input id={inputId} type="file" accept=".json,application/json" onChange={importShelf} />
        </label>
      </div>
      <p role="status" className={styles.message}>
        {message && !message.error && message.text}
      </p>
      {message?.error && (
        <p role="alert" className={styles.refused}>
          {message.text}
        </p>
      )}
    </section>
  );
}
