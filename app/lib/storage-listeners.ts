/**
 * The listeners of a value kept in localStorage under `key`, for useSyncExternalStore:
 * `notify` tells this page's after it saves the value; a change in another tab (or that tab
 * clearing the storage) tells them too.
 */
export function storageListeners(key: string) {
  const listeners = new Set<() => void>();
  return {
    notify() {
      for (const listener of listeners) listener();
    },
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
