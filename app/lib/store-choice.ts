import { DEFAULT_STORE, isStoreCode, type StoreCode, storeForLanguages } from "~/catalogue/stores";
import { savedChoice } from "./saved-choice";

// The Amazon store a visitor buys from: the one they picked, kept so that it holds across
// pages and visits, else the one their browser's languages point to.

const picked = savedChoice("store", isStoreCode);

/** The store the visitor picked, else the one their browser's languages point to. */
export function chosenStore(): StoreCode {
  return (
    picked.read() ??
    storeForLanguages(navigator.languages?.length ? navigator.languages : [navigator.language])
  );
}

/** Keeps the visitor's pick and tells this page's listeners. */
export const chooseStore = (store: StoreCode) => picked.save(store);

/** Listens for a choice made on this page, or in another tab. */
export const subscribeToStore = picked.subscribe;

/** The store in the prerendered HTML, and while the page hydrates: the default one. */
export const prerenderedStore = () => DEFAULT_STORE;
