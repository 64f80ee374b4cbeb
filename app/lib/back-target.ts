/**
 * A history entry's place: `idx`, its place in the app's history (React Router's, in
 * `history.state`), above 0 after a navigation in the app; and `inPage`, how many entries
 * in-page links (`#fragment`: the skip link, a section's anchor) added between it and the
 * entry of its page.
 */
export type EntryPlace = { idx: number; inPage: number };

/** An entry's place as its `history.state` holds it; null for an entry the app has not placed. */
export function entryPlace(state: unknown): EntryPlace | null {
  if (typeof state !== "object" || state === null || !("idx" in state)) return null;
  const { idx } = state;
  if (typeof idx !== "number") return null;
  return { idx, inPage: "inPage" in state && typeof state.inPage === "number" ? state.inPage : 0 };
}

/**
 * The place of an entry an in-page link added after the entry at `before`: the next in the
 * app, and one more of its page. The browser adds it without state (GoBack writes this in).
 */
export const inPageEntry = (before: EntryPlace): EntryPlace => ({
  idx: before.idx + 1,
  inPage: before.inPage + 1,
});

/**
 * Where Go Back leads, as how many entries back, or home, from what the page knows of how the
 * reader got to it:
 * - `entry`: the place of the reader's entry (null for one the app has not placed: the
 *   page's first, loaded afresh);
 * - `referrer`: the document's referrer, the page whose link loaded this one afresh (a tap
 *   before the app was ready, a link opened from another page of the site), or "" when the
 *   reader typed the address or came from a bookmark;
 * - `siteRoot`: the site's home as an absolute address, base path included;
 * - `historyLength`: the tab's history entries, 1 in a tab opened for this page.
 *
 * Go Back leaves the page, past the entries its in-page links added. A page reached in the
 * app goes back in the app; one loaded by a link from another page of this site goes back to
 * that page; one reached from outside goes home.
 */
export function backTarget({
  entry,
  referrer,
  siteRoot,
  historyLength,
}: {
  entry: EntryPlace | null;
  referrer: string;
  siteRoot: string;
  historyLength: number;
}): number | "home" {
  const { idx, inPage } = entry ?? { idx: 0, inPage: 0 };
  const behind = inPage + 1;
  if (idx - inPage > 0) return behind;
  if (historyLength > behind && isWithin(referrer, siteRoot)) return behind;
  return "home";
}

/** Whether an address is the site's root or under it (same origin, within the base path). */
function isWithin(address: string, siteRoot: string): boolean {
  if (address === "") return false;
  const root = new URL(siteRoot);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  const folder = root.pathname.endsWith("/") ? root.pathname : `${root.pathname}/`;
  return (
    url.origin === root.origin &&
    (url.pathname === root.pathname || url.pathname.startsWith(folder))
  );
}
