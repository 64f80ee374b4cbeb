/** Where Go Back takes the reader: see backTarget. */
export type BackTarget = "previous-in-app" | "previous-page" | "home";

/**
 * Where Go Back leads, from what the page knows of how the reader got to it:
 * - `appIndex`: the page's place in the app's own history (React Router's `idx` in
 *   `history.state`), above 0 after a navigation in the app;
 * - `referrer`: the document's referrer, the page whose link loaded this one afresh (a tap
 *   before the app was ready, a link opened from another page of the site), or "" when the
 *   reader typed the address or came from a bookmark;
 * - `siteRoot`: the site's home as an absolute address, base path included;
 * - `historyLength`: the tab's history entries, 1 in a tab opened for this page.
 *
 * A page reached in the app goes back in the app; one loaded by a link from another page of
 * this site goes back to that page; one reached from outside goes home.
 */
export function backTarget({
  appIndex,
  referrer,
  siteRoot,
  historyLength,
}: {
  appIndex: number;
  referrer: string;
  siteRoot: string;
  historyLength: number;
}): BackTarget {
  if (appIndex > 0) return "previous-in-app";
  if (historyLength > 1 && isWithin(referrer, siteRoot)) return "previous-page";
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
