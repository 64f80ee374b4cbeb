import type { BrowserContext } from "@playwright/test";
import type { Catalogue } from "../../app/content/types.ts";
import { type AnalyticsTag, analyticsTag } from "../../app/schema/analytics.ts";

/**
 * The analytics service a catalogue names, answered by a stand-in: the services' scripts are
 * on the internet, which tests do not reach (and a page that asked for one would log the
 * failure as an error). Each stand-in does what the service documents its script to do with
 * its tag: read its data-* settings and send a hit to the service.
 */

/** The script tag of the service the catalogue's site names, if it names one. */
export const analyticsOf = (catalogue: Catalogue): AnalyticsTag | undefined =>
  catalogue.site.analytics && analyticsTag(catalogue.site.analytics, catalogue.site.url);

/** What each service's script sends a hit to, as its documentation gives it. */
const HIT_URL: Record<AnalyticsTag["provider"], (tag: AnalyticsTag) => string> = {
  plausible: (tag) => `${new URL(tag.src).origin}/api/event`,
  goatcounter: (tag) => tag.data.goatcounter ?? "",
  umami: (tag) => `${tag.src.replace(/\/script\.js$/, "")}/api/send`,
  cloudflare: () => "https://cloudflareinsights.com/cdn-cgi/rum",
};

/**
 * A stand-in for the service's script: reads its settings from its own tag as the real one
 * does, and sends one hit saying what it was given and whether the app was ready. GoatCounter's
 * counts with an image and offers `goatcounter.count` for the pages the app navigates to.
 */
function standIn(tag: AnalyticsTag): string {
  const hit = JSON.stringify(HIT_URL[tag.provider](tag));
  const report = `({ data: { ...script.dataset }, path: location.pathname, ready: document.documentElement.hasAttribute("data-app-ready") })`;
  if (tag.provider === "goatcounter") {
    return `(() => {
      const script = document.querySelector("script[data-goatcounter]");
      const send = (path) => {
        const body = { ...${report}, path };
        const image = new Image();
        image.src = script.dataset.goatcounter + "?p=" + encodeURIComponent(path) + "&stand-in=" + encodeURIComponent(JSON.stringify(body));
      };
      window.goatcounter = { count: (vars) => send(vars.path) };
      send(location.pathname);
    })();`;
  }
  return `(() => {
    const script = document.currentScript;
    fetch(${hit}, { method: "POST", keepalive: true, body: JSON.stringify(${report}) });
  })();`;
}

/** A 1×1 transparent GIF. */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

export type Hit = { data: Record<string, string>; path: string; ready: boolean };

/**
 * Serves the stand-in for the service's script and records the hits it sends, to a page or to
 * every page of a context. (A page with a route takes nothing from Chromium's HTTP cache.)
 */
export async function standInService(on: Pick<BrowserContext, "route">, tag: AnalyticsTag) {
  const hits: Hit[] = [];
  await on.route(tag.src, (route) =>
    route.fulfill({ contentType: "text/javascript", body: standIn(tag) }),
  );
  const hitUrl = new URL(HIT_URL[tag.provider](tag));
  await on.route(
    (url) => url.origin === hitUrl.origin && url.pathname === hitUrl.pathname,
    (route) => {
      const request = route.request();
      const body = request.postData() ?? new URL(request.url()).searchParams.get("stand-in");
      hits.push(JSON.parse(body ?? "{}"));
      // As the services answer: an image for GoatCounter's, an empty reply open to any site for the others.
      return route.fulfill(
        tag.provider === "goatcounter"
          ? { contentType: "image/gif", body: PIXEL }
          : { status: 202, headers: { "Access-Control-Allow-Origin": "*" }, body: "" },
      );
    },
  );
  return hits;
}
