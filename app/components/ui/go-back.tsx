import { useEffect, useRef } from "react";
import { useHref, useLocation, useNavigate } from "react-router";
import { backTarget, type EntryPlace, entryPlace, inPageEntry } from "~/lib/back-target";
import * as ui from "~messages/ui";
import { AppButton } from "./app-button";

/**
 * Goes back to the page the reader came from, past the entries the page's in-page links
 * added: in the app, or, for a page the browser loaded afresh from a link of this site (a tap
 * before the app was ready), to that page; home when the reader came from elsewhere
 * (backTarget).
 */
export function GoBack() {
  const navigate = useNavigate();
  const home = useHref("/");
  usePlaceInPageEntries();
  return (
    <AppButton
      className="button button-quiet"
      onClick={() => {
        const back = backTarget({
          entry: entryPlace(window.history.state),
          referrer: document.referrer,
          siteRoot: new URL(home, window.location.origin).href,
          historyLength: window.history.length,
        });
        if (back === "home") navigate("/");
        else navigate(-back);
      }}
    >
      {ui.go_back()}
    </AppButton>
  );
}

/**
 * Writes into each entry an in-page link adds (`#main`, a section's anchor), which the browser
 * adds without state, its place after the entry the reader was on (inPageEntry), so that Go
 * Back counts it. The browser's own move to the fragment, its scroll and focus, stays as it is.
 */
function usePlaceInPageEntries() {
  const { key } = useLocation();
  const place = useRef<EntryPlace | null>(null);
  // The router may show the browser's new entry before the listener below has placed it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again after each navigation in the app, which fires no event
  useEffect(() => {
    place.current = entryPlace(window.history.state) ?? place.current;
  }, [key]);
  useEffect(() => {
    const placeNew = () => {
      const now = entryPlace(window.history.state);
      if (now || !place.current) place.current = now;
      else {
        place.current = inPageEntry(place.current);
        // With a key, as the router's own entries, which a reload keeps (its ScrollRestoration).
        const key = Math.random().toString(36).slice(2, 10);
        window.history.replaceState({ key, ...window.history.state, ...place.current }, "");
      }
    };
    window.addEventListener("popstate", placeNew);
    return () => window.removeEventListener("popstate", placeNew);
  }, []);
}
