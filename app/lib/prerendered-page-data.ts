import { data } from "react-router";

let appStarted = false;

/** Called once the root App has rendered: from then on, pages are reached by following links. */
export function markAppStarted() {
  appStarted = true;
}

/**
 * The client loader of a page type the build prerenders (a book, a series, a sample, an alias).
 * A prerendered page hydrates with its data in its HTML, so this runs before the app has
 * started only on 404.html, at an address the build did not prerender: no such page exists,
 * and it shows Not Found without asking the host for a data file that is not there either
 * (whose 404 a browser would log). After that, following a link fetches the page's data file.
 */
export function prerenderedPageData<T>(serverLoader: () => Promise<T>): Promise<T> {
  if (!appStarted) throw data(null, { status: 404, statusText: "Not Found" });
  return serverLoader();
}
