// @ts-check
import { createReadStream } from "node:fs";
import http from "node:http";
import path from "node:path";
import sirv from "sirv";

/**
 * Serves a production build as a static host would: prerendered files as they are, the
 * SPA fallback for /search/*, and 404.html with status 404 for everything else. sirv only
 * serves files it listed under `dir` at start-up, so no path can reach outside it.
 * @param {string} dir the build's client folder
 */
export function createSiteServer(dir) {
  const files = sirv(dir, {
    dev: false,
    etag: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      // React Router's data files are turbo-stream text.
      if (pathname.endsWith(".data")) res.setHeader("Content-Type", "text/x-script; charset=utf-8");
    },
  });

  /** @param {http.ServerResponse} res @param {string} file @param {number} status */
  const sendHtml = (res, file, status) => {
    res.writeHead(status, { "Content-Type": "text/html; charset=utf-8" });
    createReadStream(path.join(dir, file)).pipe(res);
  };

  return http.createServer((req, res) => {
    files(req, res, () => {
      const pathname = (req.url ?? "/").split("?")[0] ?? "/";
      if (pathname.startsWith("/search/")) sendHtml(res, "__spa-fallback.html", 200);
      else sendHtml(res, "404.html", 404);
    });
  });
}
