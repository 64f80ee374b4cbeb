import { EMPTY_SHELF, parseStoredShelf, type Shelf } from "~/catalogue/shelf";
import { storageListeners } from "./storage-listeners";

// The reader's shelf (app/catalogue/shelf.ts), kept in this browser's localStorage: no
// cookie, no request. Where storage is refused (private modes, policies), the shelf lasts
// as long as the page.

const STORAGE_KEY = "shelf";
const listeners = storageListeners(STORAGE_KEY);
/** The last text read and its shelf, so that an unchanged shelf is the same object. */
let read: { text: string | null; shelf: Shelf } = { text: null, shelf: EMPTY_SHELF };
/** The shelf while storage refuses it. */
let unstored: Shelf | null = null;

/** The shelf as it is now. */
export function currentShelf(): Shelf {
  if (unstored) return unstored;
  let text: string | null = null;
  try {
    text = localStorage.getItem(STORAGE_KEY);
  } catch {
    return EMPTY_SHELF;
  }
  if (text !== read.text) read = { text, shelf: parseStoredShelf(text) };
  return read.shelf;
}

/** Keeps the shelf and tells this page's listeners. */
export function saveShelf(shelf: Shelf) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(shelf));
    unstored = null;
  } catch {
    unstored = shelf;
  }
  listeners.notify();
}

/** Listens for a change made on this page, or in another tab. */
export const subscribeToShelf = listeners.subscribe;

/** No shelf in the prerendered HTML and while the page hydrates: it is the reader's own. */
export const prerenderedShelf = (): Shelf | null => null;
