import { isFormat } from "~/content/formats";
import { storageListeners } from "./storage-listeners";

// What a reader chose among a book's editions, kept in localStorage so that it holds across
// books and visits: the format they read in, and the library they borrow from (its Libby key).

/** A value kept under `key`, read through `valid`; storage can be refused (private modes). */
function savedChoice(key: string, valid: (value: string) => boolean) {
  const listeners = storageListeners(key);
  return {
    read(): string | null {
      try {
        const saved = localStorage.getItem(key);
        return saved !== null && valid(saved) ? saved : null;
      } catch {
        return null;
      }
    },
    save(value: string | null) {
      try {
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, value);
      } catch {
        // Not kept for the next visit, but this page still follows the choice.
      }
      listeners.notify();
    },
    subscribe: listeners.subscribe,
  };
}

export const formatChoice = savedChoice("format", isFormat);
export const libraryChoice = savedChoice("library", (value) => /^[a-z0-9][a-z0-9-]*$/.test(value));

/** Nothing is chosen in the prerendered page and while it hydrates. */
export const nothingChosen = () => null;
