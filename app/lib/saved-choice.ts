/**
 * A value kept in localStorage under `key` as text (`toText`; `null` removes it), so that it
 * holds across pages and visits, and read back through `fromText` (given `null` where nothing
 * is kept, or storage cannot be read). An unchanged text reads as the same value, as
 * useSyncExternalStore needs.
 *
 * Storage can be refused (a private window, an embedded browser, a policy: localStorage throws,
 * or is missing). A value saved then is kept in this page's memory instead, until it is left or
 * reloaded: the page follows it, and `save` answers `false` so that a form can say it will not
 * be remembered.
 */
export function savedValue<T>(
  key: string,
  fromText: (text: string | null) => T,
  toText: (value: T) => string | null,
) {
  const listeners = new Set<() => void>();
  // The value saved on this page that storage refused; it stands over what storage holds.
  let refused: { value: T } | null = null;
  let last: { text: string | null; value: T } | null = null;
  return {
    read(): T {
      if (refused) return refused.value;
      let text: string | null = null;
      try {
        text = localStorage.getItem(key);
      } catch {
        // Storage refused: nothing is kept.
      }
      if (!last || last.text !== text) last = { text, value: fromText(text) };
      return last.value;
    },
    /** Keeps the value; `false` when it is kept on this page only. */
    save(value: T): boolean {
      try {
        const text = toText(value);
        if (text === null) localStorage.removeItem(key);
        else localStorage.setItem(key, text);
        refused = null;
      } catch {
        refused = { value };
      }
      for (const listener of listeners) listener();
      return refused === null;
    },
    /** Listens for a value saved on this page, or in another tab (or that tab clearing the storage). */
    subscribe(listener: () => void) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      listeners.add(listener);
      window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener("storage", onStorage);
      };
    },
  };
}

/**
 * A reader's choice (a savedValue; `null` for none, and saving `null` forgets it), read back
 * through `valid`: a value from an older site, or typed in by hand, is no choice.
 */
export const savedChoice = <T extends string>(key: string, valid: (value: string) => value is T) =>
  savedValue<T | null>(
    key,
    (text) => (text !== null && valid(text) ? text : null),
    (value) => value,
  );
