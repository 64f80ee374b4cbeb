import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:http2";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseAllHeaders } from "@netlify/headers-parser";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { headersFile } from "../build-steps/security-policy.ts";
import {
  createSiteApp,
  listFiles,
  parseHeadersFile,
  sitePathOf,
  startSiteServer,
} from "./site-server.mjs";

let dir = "";
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "site-"));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write("index.html", "<h1>Home</h1>");
  write("404.html", "<h1>Not here</h1>");
  write("search/index.html", "<h1>Search</h1>");
  write("book/a/index.html", "<h1>A</h1>");
  write("book/a.data", "data");
  write("static/app-12345678.js", "console.log(1)");
  write("static/app-12345678.js.br", "compressed");
  write(".env", "SECRET=1");
  write(
    "_headers",
    "/*\n  X-Frame-Options: DENY\n/static/*\n  Cache-Control: public, max-age=31536000, immutable\n",
  );
  write("_redirects", "/search/*  /search/index.html  200\n");
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

test("every file is listed by its URL, a folder's index.html also by the folder", () => {
  expect(Object.fromEntries(listFiles(dir))).toEqual({
    "/": "index.html",
    "/index.html": "index.html",
    "/404.html": "404.html",
    "/book/a": "book/a/index.html",
    "/book/a/": "book/a/index.html",
    "/book/a/index.html": "book/a/index.html",
    "/book/a.data": "book/a.data",
    "/search": "search/index.html",
    "/search/": "search/index.html",
    "/search/index.html": "search/index.html",
    "/static/app-12345678.js": "static/app-12345678.js",
  });
});

test("the _headers file is read as path patterns and their headers", () => {
  const [all, built] = parseHeadersFile("/*\n  A: 1\n# note\n/static/*\n  B: two words\n");
  expect(all?.pattern.test("/anything")).toBe(true);
  expect(all?.headers).toEqual([["A", "1"]]);
  expect(built?.pattern.test("/static/x.js")).toBe(true);
  expect(built?.pattern.test("/assets/x.jpg")).toBe(false);
  expect(built?.headers).toEqual([["B", "two words"]]);
});

test("the _headers file is read as Netlify's own parser reads it", async () => {
  const annotated =
    "# every response\n/*\n  A: 1\n\n  Link: </a.css>; rel=preload; as=style\n/static/*\n  B: two: words\n";
  for (const text of [headersFile(), annotated]) {
    const file = path.join(dir, "_headers");
    writeFileSync(file, text);
    const netlify = await parseAllHeaders({
      headersFiles: [file],
      configHeaders: [],
      minimal: false,
    });
    expect(netlify.errors).toEqual([]);
    const ours = parseHeadersFile(text);
    for (const pathname of [
      "/",
      "/book/a",
      "/book/a/",
      "/book/a.data",
      "/search/two words",
      "/static/app-12345678.js",
      "/assets/books/a.jpg",
      "/admin/",
      "/admin/static/cms-12345678.js",
    ]) {
      const theirs = netlify.headers
        .filter((rule) => "forRegExp" in rule && rule.forRegExp.test(pathname))
        .map((rule) => rule.values);
      const mine = ours
        .filter((rule) => rule.pattern.test(pathname))
        .map((rule) => Object.fromEntries(rule.headers));
      expect(mine, pathname).toEqual(theirs);
    }
  }
});

test("a _headers line that cannot be read stops the server at start-up, naming the line", async () => {
  for (const [text, line] of [
    ["/*\n  X-Frame-Options DENY\n", 2],
    ["/*\n  A: 1\n  : no name\n", 3],
    ["/*\n  X-Frame-Options:\n", 2],
    ["# no path yet\n  A: 1\n", 2],
  ] as const) {
    expect(() => parseHeadersFile(text), text).toThrow(`_headers, line ${line}:`);
  }
  writeFileSync(path.join(dir, "_headers"), "/*\n  X-Frame-Options DENY\n");
  await expect(createSiteApp(dir)).rejects.toThrow('found "X-Frame-Options DENY"');
});

test("an error in a handler is a 500 page and a log line, and the server goes on answering", async () => {
  const app = await createSiteApp(dir);
  app.get("/fails", () => {
    throw new Error("boom");
  });
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  const failed = await app.inject({ url: "/fails" });
  expect(logged).toHaveBeenCalledWith(expect.stringContaining("500 GET /fails: Error: boom"));
  logged.mockRestore();
  expect(failed.statusCode).toBe(500);
  expect(failed.headers["content-type"]).toMatch(/^text\/html/);
  expect(failed.body).toContain("Something went wrong");
  expect(failed.headers["cache-control"]).toBe("no-store");
  expect(failed.headers["x-frame-options"]).toBe("DENY");
  expect((await app.inject({ url: "/" })).statusCode).toBe(200);
  await app.close();
});

test("host configuration and dotfiles are never served", async () => {
  const app = await createSiteApp(dir);
  for (const url of ["/_headers", "/_redirects", "/.env", "/static/app-12345678.js.br"]) {
    const response = await app.inject({ url });
    expect(response.statusCode, url).toBe(404);
    expect(response.body, url).toContain("Not here");
  }
  await app.close();
});

test("long caching is for a hashed file that exists, never for a miss", async () => {
  const app = await createSiteApp(dir);
  const hit = await app.inject({ url: "/static/app-12345678.js" });
  expect(hit.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  const miss = await app.inject({ url: "/static/app-87654321.js" });
  expect(miss.statusCode).toBe(404);
  expect(miss.headers["cache-control"]).toBe("no-store");
  expect(miss.headers["x-frame-options"]).toBe("DENY");
  await app.close();
});

test("a path under the base path is the site's path less it; any other is outside the site", () => {
  expect(sitePathOf("/book/a", "/")).toBe("/book/a");
  expect(sitePathOf("/my-books/book/a", "/my-books/")).toBe("/book/a");
  expect(sitePathOf("/my-books/", "/my-books/")).toBe("/");
  expect(sitePathOf("/my-books", "/my-books/")).toBe("/");
  expect(sitePathOf("/my-booksx/book/a", "/my-books/")).toBeNull();
  expect(sitePathOf("/book/a", "/my-books/")).toBeNull();
});

test("under a base path, the build is served in that folder, with the headers of its paths", async () => {
  writeFileSync(
    path.join(dir, "_headers"),
    "/my-books/*\n  X-Frame-Options: DENY\n/my-books/static/*\n  Cache-Control: public, max-age=31536000, immutable\n",
  );
  const app = await createSiteApp(dir, { basePath: "/my-books/" });
  const get = (url: string) => app.inject({ url });
  const pages: [string, string][] = [
    ["/my-books/", "Home"],
    ["/my-books", "Home"],
    ["/my-books/book/a", "<h1>A</h1>"],
    ["/my-books/book/a/", "<h1>A</h1>"],
    ["/my-books/search/anything", "Search"],
  ];
  for (const [url, body] of pages) {
    const response = await get(url);
    expect(response.statusCode, url).toBe(200);
    expect(response.body, url).toContain(body);
    expect(response.headers["x-frame-options"], url).toBe("DENY");
  }
  const script = await get("/my-books/static/app-12345678.js");
  expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  // Outside the folder nothing of the site is served, as a host serving other sites beside it.
  for (const url of ["/", "/book/a", "/static/app-12345678.js", "/my-booksx/book/a"]) {
    const response = await get(url);
    expect(response.statusCode, url).toBe(404);
    expect(response.headers["cache-control"], url).toBe("no-store");
  }
  const missing = await get("/my-books/book/b");
  expect(missing.statusCode).toBe(404);
  expect(missing.body).toContain("Not here");
  // An address the router cannot decode still gets the search page under the base path.
  expect((await get("/my-books/search/100%")).body).toContain("Search");
  await app.close();
});

test("with a certificate, the site is served over HTTPS and HTTP/2 with its headers", async () => {
  const { localCertificate } = await import("../dev-helpers/certificate.ts");
  const server = await startSiteServer({ dir, tls: await localCertificate() });
  const session = connect(server.url, { rejectUnauthorized: false });
  try {
    const answer = (pathname: string) =>
      new Promise<{ status: number; frame: string; body: string }>((resolve, reject) => {
        const stream = session.request({ ":path": pathname });
        let status = 0;
        let frame = "";
        let body = "";
        stream.on("response", (headers) => {
          status = Number(headers[":status"]);
          frame = String(headers["x-frame-options"]);
        });
        stream.setEncoding("utf8");
        stream.on("data", (chunk: string) => {
          body += chunk;
        });
        stream.on("end", () => resolve({ status, frame, body }));
        stream.on("error", reject);
      });
    expect(server.url).toMatch(/^https:/);
    expect(await answer("/book/a")).toEqual({ status: 200, frame: "DENY", body: "<h1>A</h1>" });
    expect(await answer("/nowhere")).toMatchObject({ status: 404, body: "<h1>Not here</h1>" });
  } finally {
    session.close();
    await server.close();
  }
});
