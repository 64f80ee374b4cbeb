import { storageListeners } from "./storage-listeners";

/**
 * A reader's choice kept in localStorage under `key`, so that it holds across pages and
 * visits, and read back through `valid` (a value from an older site, or typed in by hand, is
 * no choice). Storage can be refused (private modes, policies): then nothing was chosen, and
 * a choice made still holds on this page, whose listeners are told of it.
 */
export function savedChoice<T extends string>(key: string, valid: (value: string) => value is T) {
  const listeners = storageListeners(key);
  return {
    read(): T | null {
      try {
        const saved = localStorage.getItem(key);
        return saved !== null && valid(saved) ? saved : null;
      } catch {
        return null;
      }
    },
    save(value: T | null) {
      try {
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, value);
      } catch {
        // Not kept for the next visit, but this page still follows the choice.
      }
      listeners.notify();
    },
    /** Listens for a choice made on this page, or in another tab. */
    subscribe: listeners.subscribe,
  };
}
