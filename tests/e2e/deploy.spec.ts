import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import getPort from "get-port";
import { CLIENT_DIR } from "../../build-steps/build-dir.mjs";
import { environment } from "../../config/environment.mjs";
import { startSiteServer } from "../../server/site-server.mjs";
import { someBook, someSeries } from "../catalogue.ts";
import { headersOf, largestFile, readHeadersFile } from "../host-headers.ts";
import { test as base, expect } from "./fixtures.ts";
import { type NginxServer, startNginx } from "./nginx.ts";
import { type RawResponse, rawRequest, requestText } from "./raw-http.ts";

// The rules of docs/publishing.md, checked against each server that serves the build as the
// guide says: `npm start`'s own server, and a real nginx running deploy/nginx.conf.
// One list of checks; each runs against both. What the build writes for the hosts (the rules
// in _headers and _redirects, the nginx site file's headers, the CloudFront function's
// mapping) is read without a server in tests/build-output/host-files.test.ts.

type Target = "npm start" | "nginx";

const test = base.extend<{ target: Target; origin: string }, { nginx: () => Promise<string> }>({
  target: ["npm start", { option: true }],
  nginx: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
    async ({}, use, workerInfo) => {
      let server: Promise<NginxServer> | undefined;
      await use(() => {
        server ??= (async () => {
          const given = environment.nginxPort;
          const port = given ? given + workerInfo.parallelIndex : await getPort();
          return startNginx({ root: CLIENT_DIR, port });
        })();
        return server.then((started) => started.url);
      });
      await (await server)?.stop();
    },
    { scope: "worker" },
  ],
  origin: async ({ target, baseURL, nginx }, use) => {
    await use(target === "nginx" ? await nginx() : (baseURL ?? ""));
  },
});

/** The build's files, for requests and for the bytes a response must carry. */
const built = (file: string) => readFileSync(path.join(CLIENT_DIR, file));
const staticFiles = readdirSync(path.join(CLIENT_DIR, "static"));
/** The largest hashed script: it has compressed copies (the build makes them from 1 KiB). */
const script = largestFile(path.join(CLIENT_DIR, "static"), ".js");
const stylesheet = staticFiles.find((file) => file.endsWith(".css"));
/** The largest part of the search index (app/search/search-parts.ts), among the hashed files. */
const searchFolder = staticFiles.find((file) => /^search-[0-9a-f]+$/.test(file)) ?? "";
const searchFile = largestFile(path.join(CLIENT_DIR, "static", searchFolder), ".json");
const searchPart = searchFile && `/static/${searchFolder}/${searchFile}`;
const editorScript = readdirSync(path.join(CLIENT_DIR, "admin", "static")).find((file) =>
  file.endsWith(".js"),
);
if (!script || !stylesheet || !editorScript || !searchPart || !someBook || !someSeries) {
  throw new Error(
    "run `npm run build` first: the build lacks a script, a stylesheet, the search index or a book",
  );
}
const SCRIPT = `/static/${script}`;
const BOOK = `/book/${someBook.id}`;
const SERIES = `/series/${someSeries.key}`;
const IMAGE = `/assets/books/${someBook.id}.jpg`;

const NOT_FOUND_TITLE = "<title>Oops! We couldn&#x27;t find that page!</title>";
const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";
const ONE_DAY = "public, max-age=86400";

/** A GET sent exactly as written (no clean-up of the path, as fetch would do). */
async function ask(
  origin: string,
  target: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const response = await rawRequest(origin, requestText("GET", target, headers));
  if (!response) throw new Error(`no answer to GET ${target}`);
  return response;
}

/** The body as the client reads it, whatever the encoding it was sent in. */
function decoded(response: RawResponse): Buffer {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.body);
  if (encoding === "gzip") return gunzipSync(response.body);
  return response.body;
}

/** `root` served by the target's server, as the guide sets it up, on a port of its own. */
async function serveFolder(target: Target, root: string): Promise<NginxServer> {
  if (target === "nginx") return startNginx({ root, port: await getPort() });
  const server = await startSiteServer({ dir: root });
  return { url: server.url, stop: server.close };
}

/** The headers the built `_headers` gives a path, every line of it read by Netlify's parser. */
async function headersFor(pathname: string) {
  const { headers: rules, errors } = await readHeadersFile(CLIENT_DIR);
  expect(errors).toEqual([]);
  return headersOf(rules, pathname);
}

for (const target of ["npm start", "nginx"] as const) {
  test.describe(target, () => {
    test.use({ target });

    test("every kind of response carries the headers _headers gives its path", async ({
      origin,
    }) => {
      const kinds: [string, string, number][] = [
        ["home page", "/", 200],
        ["book page", BOOK, 200],
        ["series page, folder path", `${SERIES}/`, 200],
        ["page data", `${BOOK}.data`, 200],
        ["page data at the folder's address", `${BOOK}/_.data`, 200],
        ["home page data", "/_.data", 200],
        ["hashed script", SCRIPT, 200],
        ["stylesheet", `/static/${stylesheet}`, 200],
        ["search index part", searchPart, 200],
        ["image", IMAGE, 200],
        ["feed", "/feed.xml", 200],
        ["search fallback", "/search/ark", 200],
        ["editor page", "/admin/", 200],
        ["editor script", `/admin/static/${editorScript}`, 200],
        ["Not Found", "/nowhere", 404],
        ["missing hashed script", "/static/no-such-12345678.js", 404],
        ["missing image", "/assets/books/no-such.jpg", 404],
        ["host configuration", "/_headers", 404],
      ];
      for (const [kind, pathname, status] of kinds) {
        const response = await ask(origin, pathname, { "Accept-Encoding": "br, gzip" });
        expect(response.status, kind).toBe(status);
        const expected = await headersFor(pathname);
        expect(Object.keys(expected), kind).toContain("Content-Security-Policy");
        for (const [name, value] of Object.entries(expected)) {
          // Caching is per status (below): `_headers` gives a file's, an error has none.
          if (name === "Cache-Control") continue;
          expect(response.headers[name.toLowerCase()], `${kind}: ${name}`).toBe(value);
        }
      }
    });

    test("hashed files are kept forever, images a day, pages and data revalidated, errors never", async ({
      origin,
    }) => {
      const cases: [string, string][] = [
        [SCRIPT, IMMUTABLE],
        [`/static/${stylesheet}`, IMMUTABLE],
        [searchPart, IMMUTABLE],
        [`/admin/static/${editorScript}`, IMMUTABLE],
        [IMAGE, ONE_DAY],
        ["/", REVALIDATE],
        [BOOK, REVALIDATE],
        [`${BOOK}.data`, REVALIDATE],
        [`${BOOK}/_.data`, REVALIDATE],
        ["/search/ark", REVALIDATE],
        ["/feed.xml", REVALIDATE],
        ["/admin/", REVALIDATE],
        ["/nowhere", "no-store"],
        ["/static/no-such-12345678.js", "no-store"],
        ["/assets/books/no-such.jpg", "no-store"],
        ["/static/", "no-store"],
        ["/_redirects", "no-store"],
      ];
      for (const [pathname, cacheControl] of cases) {
        const response = await ask(origin, pathname);
        expect(response.headers["cache-control"], pathname).toBe(cacheControl);
      }
    });

    test("pages and files are revalidated: If-None-Match, a list or * gives 304 with the same headers; a 404 never", async ({
      origin,
    }) => {
      for (const pathname of ["/", BOOK, "/search/ark", SCRIPT]) {
        const first = await ask(origin, pathname);
        expect(first.status, pathname).toBe(200);
        const etag = first.headers.etag;
        expect(etag, pathname).toBeDefined();
        for (const condition of [`${etag}`, `"nope", ${etag}`, "*"]) {
          const again = await ask(origin, pathname, { "If-None-Match": condition });
          expect(again.status, `${pathname} ${condition}`).toBe(304);
          expect(again.headers["cache-control"], pathname).toBe(first.headers["cache-control"]);
          expect(again.headers["x-frame-options"], pathname).toBe("DENY");
        }
        const changed = await ask(origin, pathname, { "If-None-Match": '"nope"' });
        expect(changed.status, pathname).toBe(200);
      }
      const missing = await ask(origin, "/nowhere", { "If-None-Match": "*" });
      expect(missing.status).toBe(404);
      expect(missing.body.toString()).toContain(NOT_FOUND_TITLE);
    });

    test("the security headers answer every request target, odd and malformed ones too", async ({
      origin,
    }) => {
      const expected = await headersFor("/");
      const answers: [string, RawResponse | null][] = [];
      for (const target of ["http://other.example/", `http://other.example${BOOK}`, "*"]) {
        answers.push([target, await rawRequest(origin, requestText("GET", target))]);
      }
      answers.push([
        "a header line without a colon",
        await rawRequest(origin, "GET / HTTP/1.1\r\nBad Header\r\n\r\n"),
      ]);
      for (const [what, response] of answers) {
        expect(response?.status, what).toBeLessThan(500);
        for (const [name, value] of Object.entries(expected)) {
          expect(response?.headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
        }
      }
    });

    test("any path without a file gets the Not Found page with status 404", async ({ origin }) => {
      const page = built("404.html");
      for (const pathname of [
        "/nowhere",
        "/book/no-such-book",
        "/book/no-such-book/",
        "/static/no-such-12345678.js",
      ]) {
        for (const encoding of ["br", "gzip", "identity"]) {
          const response = await ask(origin, pathname, { "Accept-Encoding": encoding });
          expect(response.status, pathname).toBe(404);
          expect(response.headers["content-type"], pathname).toMatch(/^text\/html/);
          expect(response.headers["content-encoding"] ?? "identity", pathname).toBe(encoding);
          expect(decoded(response).equals(page), `${pathname} ${encoding}`).toBe(true);
        }
      }
    });

    test("every /search/ path gets the search page with status 200", async ({ origin }) => {
      const page = built("search/index.html");
      for (const pathname of [
        "/search",
        "/search/ark",
        "/search/two%20words",
        "/search/ark/",
        "/search/",
        "/search/a.data",
        "/search/_headers",
      ]) {
        const response = await ask(origin, pathname, { "Accept-Encoding": "br" });
        expect(response.status, pathname).toBe(200);
        expect(decoded(response).toString(), pathname).toContain("<title>Search</title>");
        expect(decoded(response).equals(page), pathname).toBe(true);
      }
    });

    test("host configuration, dotfiles and compressed copies are never served", async ({
      origin,
    }) => {
      for (const pathname of [
        "/_headers",
        "/_redirects",
        "/%5Fheaders",
        "/.vite/manifest.json",
        "/.env",
        "/%2e_headers",
        "/static/../_headers",
        `${SCRIPT}.br`,
        "/index.html.gz",
      ]) {
        const response = await ask(origin, pathname);
        expect(response.status, pathname).toBe(404);
        expect(response.body.toString(), pathname).toContain(NOT_FOUND_TITLE);
      }
    });

    test("brotli and gzip copies by Accept-Encoding, with Content-Encoding and Vary", async ({
      origin,
    }) => {
      const cases: [string, string | undefined][] = [
        ["br, gzip", "br"],
        ["gzip, deflate, br", "br"],
        ["gzip", "gzip"],
        ["br;q=0, gzip", "gzip"],
        ["identity", undefined],
        ["", undefined],
      ];
      for (const pathname of [SCRIPT, "/", `${BOOK}.data`, searchPart]) {
        const file = pathname === "/" ? "index.html" : pathname.slice(1);
        const identity = built(file);
        for (const [accept, expected] of cases) {
          const what = `${pathname} [${accept}]`;
          const response = await ask(origin, pathname, { "Accept-Encoding": accept });
          expect(response.status, what).toBe(200);
          expect(response.headers["content-encoding"], what).toBe(expected);
          expect(response.headers.vary?.toLowerCase(), what).toContain("accept-encoding");
          expect(decoded(response).equals(identity), what).toBe(true);
        }
      }
      for (const pathname of [`${BOOK}.data`, `${BOOK}/_.data`, "/_.data"]) {
        const data = await ask(origin, pathname);
        expect(data.headers["content-type"], pathname).toBe("text/x-script; charset=utf-8");
      }
      const part = await ask(origin, searchPart, { "Accept-Encoding": "br" });
      expect(part.headers["content-type"]).toMatch(/^application\/json/);
    });

    test("a folder's page answers with and without the trailing slash; a folder without one is Not Found", async ({
      origin,
    }) => {
      for (const [folder, file] of [
        ["/", "index.html"],
        [BOOK, `${BOOK.slice(1)}/index.html`],
        [SERIES, `${SERIES.slice(1)}/index.html`],
        ["/admin", "admin/index.html"],
      ] as const) {
        for (const pathname of new Set([folder, folder.endsWith("/") ? folder : `${folder}/`])) {
          const response = await ask(origin, pathname);
          expect(response.status, pathname).toBe(200);
          expect(response.body.equals(built(file)), pathname).toBe(true);
        }
      }
      for (const pathname of ["/static/", "/static", "/assets/", "/book/", "/book"]) {
        const response = await ask(origin, pathname);
        expect(response.status, pathname).toBe(404);
        expect(response.body.toString(), pathname).toContain(NOT_FOUND_TITLE);
      }
    });
  });
}

test("a page at an address in another script answers as a browser asks for it, percent-encoded", async () => {
  // A folder as the build names a trope's page in Cyrillic, with its letters
  // (decodedNames, build-steps/framework-output.ts): the sample's tropes are all Latin.
  const root = mkdtempSync(path.join(tmpdir(), "site-"));
  const page = path.join(root, "tropes", "любовь-и-war");
  mkdirSync(page, { recursive: true });
  copyFileSync(path.join(CLIENT_DIR, "404.html"), path.join(root, "404.html"));
  copyFileSync(path.join(CLIENT_DIR, "index.html"), path.join(page, "index.html"));
  copyFileSync(path.join(CLIENT_DIR, "_.data"), `${page}.data`);
  const address = "/tropes/%D0%BB%D1%8E%D0%B1%D0%BE%D0%B2%D1%8C-%D0%B8-war";
  try {
    for (const target of ["npm start", "nginx"] as const) {
      const server = await serveFolder(target, root);
      try {
        for (const [pathname, file] of [
          [address, "index.html"],
          [`${address}/`, "index.html"],
          [`${address}.data`, "_.data"],
        ] as const) {
          const response = await ask(server.url, pathname);
          expect(response.status, `${target} ${pathname}`).toBe(200);
          expect(response.body.equals(built(file)), `${target} ${pathname}`).toBe(true);
        }
        expect((await ask(server.url, "/tropes/war")).status, target).toBe(404);
      } finally {
        await server.stop();
      }
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
