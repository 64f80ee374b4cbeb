import { type Shelf, type ShelfMark, toggleMark } from "~/catalogue/shelf";
import { useDeferredShelf } from "~/hooks/use-shelf";
import { currentShelf, saveShelf } from "~/lib/shelf-store";
import * as says from "~messages/shelf";
import { AppButton } from "../ui/app-button";
import styles from "./shelf-toggles.module.css";

/** Each mark, its button's words, and its name on a cover, with the book's title. */
const MARKS: {
  mark: ShelfMark;
  label: () => string;
  named: (inputs: { title: string }) => string;
}[] = [
  { mark: "want", label: says.want, named: says.want_book },
  { mark: "read", label: says.read, named: says.read_book },
];

const press = (bookId: string, mark: ShelfMark) =>
  saveShelf(toggleMark(currentShelf(), bookId, mark));

/**
 * "Want to read" and "Read" for a book, kept on the reader's shelf in this browser. Each is
 * a toggle button (aria-pressed): pressing the other mark moves the book, pressing the same
 * one takes it off. The space is kept for them while the page loads, so nothing moves when
 * they appear; without JavaScript there is neither (the stylesheet's scripting query).
 * `data-browser-only` marks what is drawn in the browser only, after hydration, in a render
 * React can interrupt (a series page has a pair for each of its books).
 */
export function ShelfToggles({ bookId, title }: { bookId: string; title: string }) {
  const shelf = useDeferredShelf();
  const mark = shelf?.[bookId];
  return (
    <div className={styles.slot} data-browser-only>
      {shelf && (
        <fieldset className={styles.toggles}>
          <legend className="visually-hidden">{says.legend({ title })}</legend>
          {MARKS.map((choice) => (
            <AppButton
              key={choice.mark}
              className={`button button-quiet ${styles.toggle}`}
              aria-pressed={mark === choice.mark}
              onClick={() => press(bookId, choice.mark)}
            >
              {/* The tick is not part of the name: the button says pressed itself. */}
              <span className={styles.tick} aria-hidden="true" />
              {choice.label()}
            </AppButton>
          ))}
        </fieldset>
      )}
    </div>
  );
}

/**
 * The same toggles on a book's cover in a grid of covers: two small round buttons in its
 * corner, named with the book's title ("Want to read: Starfall"), so that a list of covers
 * names each. Laid over the cover, they move nothing when they appear. Each is one element,
 * its icon drawn by the stylesheet: a grid has two on each cover, and the home page draws
 * dozens of them at once (56 on the sample's), so every element more is one more for a phone
 * to add and lay out.
 */
export function CoverShelfToggles({
  shelf,
  bookId,
  title,
}: {
  /** The shelf, read once by the grid (useDeferredShelf) rather than by each of its covers. */
  shelf: Shelf | null;
  bookId: string;
  title: string;
}) {
  const mark = shelf?.[bookId];
  return (
    <div className={styles.onCover} data-browser-only>
      {shelf &&
        MARKS.map((choice) => (
          <AppButton
            key={choice.mark}
            className={`${styles.coverToggle} ${styles[choice.mark]}`}
            aria-pressed={mark === choice.mark}
            aria-label={choice.named({ title })}
            title={choice.label()}
            onClick={() => press(bookId, choice.mark)}
          />
        ))}
    </div>
  );
}
