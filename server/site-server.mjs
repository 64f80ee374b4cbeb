// @ts-check
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { negotiate } from "@fastify/accept-negotiator";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";

/**
 * The site's own server (`npm start`, and what the tests and the benchmark run): serves a
 * production build as docs/publishing.md asks any host to, under the base path it was built
 * for, on Fastify and @fastify/static, whose file sending (@fastify/send) gets HTTP right:
 * ranges, conditional requests, precompressed copies. Why: docs/decisions/own-server.md.
 */

/**
 * Reads a Netlify/Cloudflare `_headers` file: blocks of a path pattern (`*` matches
 * anything) followed by indented `Name: value` lines. Netlify's own parser
 * (@netlify/headers-parser) would add six packages to the production server, a TOML parser
 * among them, for a file the build writes itself, and its current major needs Node 22.12; a
 * unit test checks that both read the site's `_headers` alike.
 * @param {string} text
 * @returns {{ pattern: RegExp; headers: [string, string][] }[]}
 */
export function parseHeadersFile(text) {
  /** @type {{ pattern: RegExp; headers: [string, string][] }[]} */
  const rules = [];
  for (const [index, line] of text.split("\n").entries()) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const escaped = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replace(/\*/g, ".*");
      rules.push({ pattern: new RegExp(`^${escaped}$`), headers: [] });
      continue;
    }
    // A line that cannot be read stops the server at start-up: sent as it is, it would make
    // every response fail, and skipped, a header would silently go missing.
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    const rule = rules.at(-1);
    if (colon < 0 || !/^[!#$%&'*+.^_`|~\w-]+$/.test(name) || value === "" || !rule) {
      throw new Error(
        `_headers, line ${index + 1}: expected an indented "Name: value" under a path, found "${line.trim()}"`,
      );
    }
    rule.headers.push([name, value]);
  }
  return rules;
}

/** Files a host never serves: its configuration, dotfiles, and the compressed copies. */
const NEVER_SERVED = /(^|\/)(\.[^/]*|_headers|_redirects)$|\.(br|gz)$/;

/**
 * The build's files by the URL paths that serve them: `/a/b.js` for every file, and for a
 * folder's `index.html` also `/a` and `/a/`. Paths are as browsers send them, each
 * segment percent-encoded. Listed once at start-up, so no path can reach outside the build.
 * @param {string} dir
 * @returns {Map<string, string>} URL path -> path of the file relative to `dir`
 */
export function listFiles(dir) {
  /** @type {Map<string, string>} */
  const files = new Map();
  /** @param {string} relative */
  const walk = (relative) => {
    for (const name of readdirSync(path.join(dir, relative))) {
      const file = relative === "" ? name : `${relative}/${name}`;
      if (NEVER_SERVED.test(file)) continue;
      if (statSync(path.join(dir, file)).isDirectory()) {
        walk(file);
        continue;
      }
      const url = `/${file.split("/").map(encodeURIComponent).join("/")}`;
      files.set(url, file);
      if (name === "index.html") {
        const folder = url.slice(0, -"index.html".length);
        files.set(folder, file);
        if (folder !== "/") files.set(folder.slice(0, -1), file);
      }
    }
  };
  walk("");
  return files;
}

const ENCODINGS = /** @type {const} */ (["br", "gzip"]);

/** The page served for every /search/{query}: it reads the query and searches in the browser. */
const SEARCH_PAGE = "search/index.html";

/**
 * Files are read in 256 KiB pieces rather than Node's default 64: under load the site's
 * largest files (the framework script, covers) go out in a quarter of the chunks (the
 * measurement is in docs/decisions/own-server.md).
 */
const SEND_OPTIONS = /** @type {import("@fastify/static").SendOptions} */ (
  // @fastify/static hands its options to @fastify/send, whose own types list
  // highWaterMark; @fastify/static's narrower SendOptions type does not.
  /** @type {unknown} */ ({ highWaterMark: 256 * 1024 })
);

/** A file's bytes, or undefined when there is none. */
const readIfThere = (/** @type {string} */ file) => {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
};

const ERROR_PAGE = Buffer.from(
  '<!DOCTYPE html><html lang="en"><meta charset="utf-8"><title>Server error</title>' +
    "<h1>Something went wrong on the server.</h1><p>Please try again in a moment.</p></html>",
);

/**
 * The path of a file of the site for a request's path under `basePath`: `/book/x` for
 * `/my-books/book/x`, `/` for the folder itself with or without its slash; `null` outside it.
 * @param {string} pathname
 * @param {string} basePath `/`, or a folder such as `/my-books/`
 */
export function sitePathOf(pathname, basePath) {
  if (pathname === basePath.slice(0, -1)) return "/";
  return pathname.startsWith(basePath) ? `/${pathname.slice(basePath.length)}` : null;
}

/** @typedef {ReturnType<typeof parseHeadersFile>} HeaderRules */

/** The request's path, also for absolute-form targets (`GET http://host/path`). */
const pathnameOf = (/** @type {string} */ url) => {
  try {
    return new URL(url, "http://site.invalid").pathname;
  } catch {
    return "/";
  }
};

/**
 * Fastify, with what it must do before any route: take any address, and answer a request it
 * cannot parse.
 * @param {string} basePath
 * @param {HeaderRules} headerRules
 * @param {{ tls?: { key: string; cert: string } }} options
 */
function createFastify(basePath, headerRules, options) {
  // With TLS the server is HTTP/2 (and HTTP/1.1), typed as the plain HTTP one: the handlers
  // use only what both share (Fastify's request and reply).
  const secure = /** @type {{}} */ (
    options.tls ? { http2: true, https: { allowHTTP1: true, ...options.tls } } : {}
  );
  return Fastify({
    ...secure,
    // Any text in an address is served: the search query can be as long as a URL may be.
    routerOptions: { maxParamLength: 64 * 1024 },
    // A path the router cannot percent-decode (`/search/100%`) still gets a page: the search
    // page, which shows the query as written, or Not Found; never a 400.
    rewriteUrl(request) {
      const url = request.url ?? "/";
      try {
        decodeURI(url.split("?")[0] ?? "/");
        return url;
      } catch {
        return url.startsWith(`${basePath}search/`) ? `${basePath}search/-` : `${basePath}-`;
      }
    },
    // Malformed requests get a plain answer with the site's headers, not a dropped socket.
    clientErrorHandler(error, socket) {
      const code = "code" in error && error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
      const reason = code === 431 ? "Request Header Fields Too Large" : "Bad Request";
      const headers = headerRules
        .filter((rule) => rule.pattern.test(basePath))
        .flatMap((rule) => rule.headers.map(([name, value]) => `${name}: ${value}\r\n`))
        .join("");
      if (socket.writable) {
        socket.end(
          `HTTP/1.1 ${code} ${reason}\r\nContent-Length: 0\r\nCache-Control: no-store\r\n${headers}Connection: close\r\n\r\n`,
        );
      }
    },
  });
}

/** @typedef {ReturnType<typeof createFastify>} SiteApp */

/**
 * The headers of `_headers` on every response, errors included; its caching only for a file
 * of the build that was sent, and none for an error.
 * @param {SiteApp} app
 * @param {HeaderRules} headerRules
 * @param {string} basePath
 * @param {WeakSet<object>} servedFiles requests answered with a file of the build
 */
function addHeaders(app, headerRules, basePath, servedFiles) {
  app.addHook("onSend", async (request, reply, payload) => {
    // The base folder without its slash is the home page, under the headers of its path.
    const requested = pathnameOf(request.url);
    const pathname = requested === basePath.slice(0, -1) ? basePath : requested;
    const status = reply.statusCode;
    const fromFile = servedFiles.has(request) && (status < 300 || status === 304);
    for (const rule of headerRules) {
      if (!rule.pattern.test(pathname)) continue;
      for (const [name, value] of rule.headers) {
        if (name.toLowerCase() === "cache-control" && !fromFile) continue;
        reply.header(name, value);
      }
    }
    if (status >= 400) reply.header("Cache-Control", "no-store");
    else if (!reply.hasHeader("Cache-Control")) {
      // As static hosts do by default: pages and data are revalidated on each visit.
      reply.header("Cache-Control", "public, max-age=0, must-revalidate");
    }
    return payload;
  });
}

/**
 * What sends the Not Found page, with status 404, in the best encoding the client accepts:
 * held in memory with its compressed copies, sent without conditional handling.
 * @param {string} dir
 */
function notFoundSender(dir) {
  const file = path.join(dir, "404.html");
  const page = readFileSync(file);
  const copies = { br: readIfThere(`${file}.br`), gzip: readIfThere(`${file}.gz`) };
  const available = ENCODINGS.filter((name) => copies[name]);
  /**
   * @param {import("fastify").FastifyRequest} request
   * @param {import("fastify").FastifyReply} reply
   */
  return (request, reply) => {
    const encoding = negotiate(String(request.headers["accept-encoding"] ?? ""), available);
    reply.code(404).type("text/html; charset=utf-8").header("Vary", "Accept-Encoding");
    if (encoding) reply.header("Content-Encoding", encoding);
    return reply.send(encoding ? copies[encoding] : page);
  };
}

/**
 * GET and HEAD: a file of the build under the base path, the search page for `/search/*`,
 * else Not Found; 405 for any other method.
 * @param {SiteApp} app
 * @param {string} dir
 * @param {string} basePath
 * @param {WeakSet<object>} servedFiles filled with the requests answered with a file
 */
function addRoutes(app, dir, basePath, servedFiles) {
  const files = listFiles(dir);
  const sendNotFound = notFoundSender(dir);
  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler(request, reply) {
      const pathname = sitePathOf(request.url.split("?")[0] ?? "/", basePath);
      if (pathname === null) return sendNotFound(request, reply);
      const file = files.get(pathname) ?? (pathname.startsWith("/search/") ? SEARCH_PAGE : null);
      if (file === null) return sendNotFound(request, reply);
      servedFiles.add(request);
      return reply.sendFile(file, SEND_OPTIONS);
    },
  });

  // Any other method, and targets the routes do not match (absolute-form, `*`).
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply
        .code(405)
        .header("Allow", "GET, HEAD")
        .type("text/plain; charset=utf-8")
        .send("Method Not Allowed\n");
    }
    return sendNotFound(request, reply);
  });
}

/**
 * An error in a handler: a request the file sender refused answered as it says; any other
 * error is a 500 page and a log line, and the server keeps answering.
 * @param {unknown} thrown
 * @param {import("fastify").FastifyRequest} request
 * @param {import("fastify").FastifyReply} reply
 */
function answerError(thrown, request, reply) {
  const error = thrown instanceof Error ? thrown : new Error(String(thrown));
  const status =
    "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
  // What was set for the file does not describe an error.
  for (const name of ["ETag", "Last-Modified", "Content-Encoding", "Accept-Ranges"]) {
    reply.removeHeader(name);
  }
  if (status < 500) {
    // A request the file sender refused, such as a range past the end (416, with the
    // Content-Range it names).
    if ("headers" in error && error.headers && typeof error.headers === "object") {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
    }
    return reply.code(status).type("text/plain; charset=utf-8").send(`${error.message}\n`);
  }
  console.error(`${new Date().toISOString()} 500 ${request.method} ${request.url}: ${error.stack}`);
  return reply.code(500).type("text/html; charset=utf-8").send(ERROR_PAGE);
}

/**
 * The server for a build (Fastify, not yet started: `listen` or `ready` starts it).
 * @param {string} dir the build's client folder
 * @param {{ basePath?: string; tls?: { key: string; cert: string } }} [options]
 *   `basePath`: the folder the build was made for (`/` unless given), which its pages name in
 *   every URL; `tls`: serve HTTPS with HTTP/2, as hosts and CDNs serve a site (HTTP/1.1 is
 *   still answered), with this key and certificate
 */
export async function createSiteApp(dir, options = {}) {
  const basePath = options.basePath ?? "/";
  const headers = readIfThere(path.join(dir, "_headers"));
  const headerRules = headers ? parseHeadersFile(headers.toString("utf8")) : [];
  const app = createFastify(basePath, headerRules, options);
  await app.register(fastifyStatic, {
    root: dir,
    serve: false,
    preCompressed: true,
    dotfiles: "deny",
    index: false,
    // Caching is set by addHeaders, from `_headers`, once it is known what was sent.
    cacheControl: false,
    setHeaders(reply, file) {
      // React Router's data files are turbo-stream text.
      if (file.endsWith(".data")) reply.header("Content-Type", "text/x-script; charset=utf-8");
    },
  });
  /** @type {WeakSet<object>} requests answered with a file of the build */
  const servedFiles = new WeakSet();
  addHeaders(app, headerRules, basePath, servedFiles);
  addRoutes(app, dir, basePath, servedFiles);
  app.setErrorHandler(answerError);
  return app;
}

/**
 * Starts the server for a build on a port (0: any free one) and host, under `basePath` (`/`
 * unless given). `url` is the server's origin: the site is at `url` and `basePath`.
 * With `tls`, it serves HTTPS and HTTP/2 (see createSiteApp).
 * @param {{ dir: string; port?: number; host?: string; basePath?: string; tls?: { key: string; cert: string } }} options
 * @returns {Promise<{ url: string; close: () => Promise<void> }>}
 */
export async function startSiteServer({ dir, port = 0, host = "127.0.0.1", basePath = "/", tls }) {
  const app = await createSiteApp(dir, { basePath, tls });
  const address = await app.listen({ port, host });
  return { url: address, close: () => app.close() };
}
