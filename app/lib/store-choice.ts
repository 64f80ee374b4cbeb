import { DEFAULT_STORE, isStoreCode, type StoreCode, storeForLanguages } from "~/catalogue/stores";
import { storageListeners } from "./storage-listeners";

// The Amazon store a visitor buys from: the one they picked (kept in localStorage, so it holds
// across pages and visits), else the one their browser's languages point to.

const STORAGE_KEY = "store";
const listeners = storageListeners(STORAGE_KEY);

/** The store the visitor picked, else the one their browser's languages point to. */
export function chosenStore(): StoreCode {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (isStoreCode(saved)) return saved;
  } catch {
    // Storage can be refused (private modes, policies): the languages still decide.
  }
  return storeForLanguages(
    navigator.languages?.length ? navigator.languages : [navigator.language],
  );
}

/** Keeps the visitor's pick and tells this page's listeners. */
export function chooseStore(store: StoreCode) {
  try {
    localStorage.setItem(STORAGE_KEY, store);
  } catch {
    // Not kept for the next visit, but this page still follows the choice.
  }
  listeners.notify();
}

/** Listens for a choice made on this page, or in another tab. */
export const subscribeToStore = listeners.subscribe;

/** The store in the prerendered HTML, and while the page hydrates: the default one. */
export const prerenderedStore = () => DEFAULT_STORE;
