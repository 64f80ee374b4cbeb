import { DEFAULT_STORE, isStoreCode, type StoreCode, storeForLanguages } from "~/catalogue/stores";

/**
 * The Amazon store a visitor buys from: the one they picked (kept in localStorage, so it
 * holds across pages and visits), else the one their browser's languages point to.
 */
const KEY = "store";
const listeners = new Set<() => void>();

export function chosenStore(): StoreCode {
  try {
    const saved = localStorage.getItem(KEY);
    if (isStoreCode(saved)) return saved;
  } catch {
    // Storage can be refused (private modes, policies): the languages still decide.
  }
  return storeForLanguages(
    navigator.languages?.length ? navigator.languages : [navigator.language],
  );
}

export function chooseStore(store: StoreCode) {
  try {
    localStorage.setItem(KEY, store);
  } catch {
    // Not kept for the next visit, but this page still follows the choice.
  }
  for (const listener of listeners) listener();
}

/** Listens for a choice made on this page, or in another tab. */
export function subscribeToStore(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export const serverStore = () => DEFAULT_STORE;
