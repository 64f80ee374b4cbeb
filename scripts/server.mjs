// @ts-check
import { createReadStream, existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import sirv from "sirv";

/**
 * Reads a Netlify/Cloudflare `_headers` file: blocks of a path pattern (`*` matches
 * anything) followed by indented `Name: value` lines.
 * @param {string} text
 * @returns {{ pattern: RegExp; headers: [string, string][] }[]}
 */
export function parseHeadersFile(text) {
  /** @type {{ pattern: RegExp; headers: [string, string][] }[]} */
  const rules = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const escaped = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replace(/\*/g, ".*");
      rules.push({ pattern: new RegExp(`^${escaped}$`), headers: [] });
    } else {
      const colon = line.indexOf(":");
      rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/**
 * Serves a production build as a static host would: prerendered files as they are (their
 * brotli or gzip copy when the browser accepts it), the headers from `_headers`, the SPA
 * fallback for /search/*, and 404.html with status 404 for everything else. sirv only
 * serves files it listed under `dir` at start-up, so no path can reach outside it.
 * @param {string} dir the build's client folder
 */
export function createSiteServer(dir) {
  const headersPath = path.join(dir, "_headers");
  const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, "utf8")) : [];

  /** @param {string} pathname @param {http.ServerResponse} res */
  const applyHeaders = (pathname, res) => {
    for (const rule of rules) {
      if (rule.pattern.test(pathname))
        for (const [name, value] of rule.headers) res.setHeader(name, value);
    }
    // As static hosts do by default: HTML and anything unruled is revalidated on each visit.
    if (!res.hasHeader("Cache-Control"))
      res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
  };

  const files = sirv(dir, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      // React Router's data files are turbo-stream text.
      if (pathname.endsWith(".data")) res.setHeader("Content-Type", "text/x-script; charset=utf-8");
    },
  });

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string} file @param {number} status */
  const sendHtml = (req, res, file, status) => {
    const accepts = String(req.headers["accept-encoding"] ?? "");
    const encoding = [
      ["br", ".br"],
      ["gzip", ".gz"],
    ].find(([name, ext]) => accepts.includes(name ?? "") && existsSync(path.join(dir, file + ext)));
    res.statusCode = status;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Vary", "Accept-Encoding");
    if (encoding) res.setHeader("Content-Encoding", encoding[0] ?? "");
    createReadStream(path.join(dir, file + (encoding?.[1] ?? ""))).pipe(res);
  };

  return http.createServer((req, res) => {
    const pathname = (req.url ?? "/").split("?")[0] ?? "/";
    applyHeaders(pathname, res);
    files(req, res, () => {
      if (pathname.startsWith("/search/")) sendHtml(req, res, "__spa-fallback.html", 200);
      else sendHtml(req, res, "404.html", 404);
    });
  });
}
