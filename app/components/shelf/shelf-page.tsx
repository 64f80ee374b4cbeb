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
import { paths } from "~/content/paths";
import { useShelf } from "~/hooks/use-shelf";
import { currentShelf, saveShelf } from "~/lib/shelf-store";
import * as says from "~messages/shelf";
import * as shelfpageSays from "~messages/shelfpage";
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
      <h1 id="shelf-title">{shelfpageSays.title()}</h1>
      <p className={styles.intro}>
        {shelfpageSays.intro_start()} <q>{says.want()}</q> {shelfpageSays.or()} <q>{says.read()}</q>{" "}
        {shelfpageSays.intro_end()}
      </p>
      <noscript>
        <p>{shelfpageSays.no_script()}</p>
      </noscript>
      {/* Drawn in the browser, from the reader's shelf. */}
      <div data-browser-only>
        {empty && (
          <p>
            {shelfpageSays.empty_start()} <q>{says.want()}</q> {shelfpageSays.or()}{" "}
            <q>{says.read()}</q> {shelfpageSays.empty_end()}{" "}
            <Link to={paths.home}>{shelfpageSays.find_book()}</Link>
          </p>
        )}
        {groups && (
          <>
            <ShelfGroup title={shelfpageSays.group_next()} items={groups.next} />
            <ShelfGroup
              title={shelfpageSays.group_want()}
              items={groups.want.map((book) => ({ book }))}
            />
            <ShelfGroup
              title={shelfpageSays.group_read()}
              items={groups.read.map((book) => ({ book }))}
            />
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
                {shelfpageSays.next_in()} <Link to={paths.series(series.key)}>{series.title}</Link>
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
      setMessage({ text: shelfpageSays.import_refused({ reason: result.error }), error: true });
      return;
    }
    const kept = keptOnShelf(result.shelf, bookIds);
    saveShelf(kept);
    setMessage({
      text: shelfpageSays.imported({ count: shelfSize(kept), file: file.name }),
      error: false,
    });
  }

  return (
    <section className={styles.group} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{shelfpageSays.move_title()}</h2>
      <p>{shelfpageSays.move_how()}</p>
      <div className={styles.actions}>
        <AppButton className="button button-quiet" onClick={exportShelf}>
          {shelfpageSays.export_shelf()}
        </AppButton>
        <label className={styles.import}>
          {shelfpageSays.import_shelf()}
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
