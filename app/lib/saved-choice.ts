import { storageListeners } from "./storage-listeners";

/**
 * A reader's choice kept in localStorage under `key`, so that it holds across pages and
 * visits, and read back through `valid` (a value from an older site, or typed in by hand, is
 * no choice).
 *
 * Storage can be refused (a private window, an embedded browser, a policy: localStorage throws,
 * or is missing). A choice made then is kept in this page's memory instead, until it is left or
 * reloaded: the page follows it, and `save` answers `false` so that a form can say it will not
 * be remembered.
 */
export function savedChoice<T extends string>(key: string, valid: (value: string) => value is T) {
  const listeners = storageListeners(key);
  // The choice made on this page that storage refused; it stands over what storage holds.
  let refused: { value: T | null } | null = null;
  return {
    read(): T | null {
      if (refused) return refused.value;
      try {
        const saved = localStorage.getItem(key);
        return saved !== null && valid(saved) ? saved : null;
      } catch {
        return null;
      }
    },
    /** Keeps the choice (`null` forgets it); `false` when it is kept on this page only. */
    save(value: T | null): boolean {
      let stored = true;
      try {
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, value);
        refused = null;
      } catch {
        refused = { value };
        stored = false;
      }
      listeners.notify();
      return stored;
    },
    /** Listens for a choice made on this page, or in another tab. */
    subscribe: listeners.subscribe,
  };
}
