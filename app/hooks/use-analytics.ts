import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { whenPageSettled } from "~/lib/app-ready";
import { loadChunk } from "~/lib/chunks";
import type { AnalyticsTag } from "~/schema/analytics";

type AnalyticsModule = typeof import("~/lib/analytics");

/**
 * Counts visits with the service `analytics:` in site.yaml names, if any (docs/analytics.md):
 * its script is added once the page has settled (whenPageSettled), and the pages the app then
 * navigates to are counted too. The root calls it only in a build that counts visits
 * (`SITE_COUNTS_VISITS`, vite.config.ts), not under `npm run dev`.
 */
export function useAnalytics(tag: AnalyticsTag | undefined) {
  const { pathname, search } = useLocation();
  const page = `${pathname}${search}`;
  const loaded = useRef<AnalyticsModule | undefined>(undefined);
  const counted = useRef(page);

  useEffect(() => {
    if (!tag) return;
    return whenPageSettled(() => {
      loadChunk("analytics", () => import("~/lib/analytics")).then(
        (analytics) => {
          loaded.current = analytics;
          analytics.startAnalytics(tag);
        },
        // Counting visits is the author's nicety; a failed chunk must not disturb the visitor.
        () => undefined,
      );
    });
  }, [tag]);

  useEffect(() => {
    if (!tag || page === counted.current) return;
    counted.current = page;
    loaded.current?.countNavigation(tag, page);
  }, [tag, page]);
}
