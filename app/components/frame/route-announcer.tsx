import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation, moves focus to the new page's heading (or its main
 * content) and announces the new page title, as a full page load would for screen
 * readers. With a hash in the address the browser's own scroll to the anchor is left be.
 */
export function RouteAnnouncer() {
  const { pathname, hash } = useLocation();
  const [announcement, setAnnouncement] = useState("");
  const firstRender = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per new page, not per hash change
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    setAnnouncement(document.title);
    if (hash) return;
    const heading = document.querySelector<HTMLElement>("main h1");
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    } else document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true">
      {announcement}
    </p>
  );
}
