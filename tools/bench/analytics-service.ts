/**
 * A stand-in analytics service for `npm run bench -- --analytics`: a self-hosted Plausible as
 * the site sees one (the script at /js/script.js, hits posted to /api/event), on its own
 * origin over HTTPS, as a real one is. The bench cannot reach the internet, and what it
 * measures is the site's part: when the script is added, and what that does to the page's
 * figures. The stand-in does what Plausible documents its script to do: read the site's
 * domain from its tag, post a page view, and post again when the app navigates.
 */
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { localCertificate } from "../../dev-helpers/certificate.ts";

const SCRIPT = `(() => {
  const script = document.currentScript;
  const endpoint = new URL(script.src).origin + "/api/event";
  const send = () =>
    fetch(endpoint, {
      method: "POST",
      keepalive: true,
      headers: { "Content-Type": "text/plain" },
      body: JSON.stringify({ n: "pageview", u: location.href, d: script.dataset.domain, r: document.referrer || null }),
    }).catch(() => undefined);
  const pushState = history.pushState;
  history.pushState = function (...args) {
    pushState.apply(this, args);
    send();
  };
  send();
})();
`;

/** Starts the stand-in; returns its address (the `host` of `analytics:`) and what stops it. */
export async function startAnalyticsService() {
  let hits = 0;
  const server = createServer(await localCertificate(), (request, response) => {
    const headers = { "Access-Control-Allow-Origin": "*" };
    if (request.url === "/js/script.js") {
      response.writeHead(200, {
        ...headers,
        "Content-Type": "text/javascript",
        "Cache-Control": "public, max-age=86400",
      });
      response.end(SCRIPT);
    } else if (request.url === "/api/event" && request.method === "POST") {
      hits += 1;
      request.resume();
      response.writeHead(202, headers).end();
    } else {
      response.writeHead(404, headers).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `https://127.0.0.1:${port}`,
    hits: () => hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
