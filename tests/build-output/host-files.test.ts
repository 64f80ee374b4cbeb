import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { parseAllRedirects } from "@netlify/redirect-parser";
import { expect, test } from "vitest";
import { z } from "zod";
import {
  CACHE_RULES,
  EDITOR_HEADERS,
  SECURITY_HEADERS,
} from "../../build-steps/security-policy.ts";
import { loadViewerRequest } from "../../deploy/cloudfront-function.ts";
import { listFiles } from "../../server/site-server.mjs";
import { someBook } from "../catalogue.ts";
import { NGINX_SITE_FILE } from "../e2e/nginx.ts";
import { headersOf, largestFile, readHeadersFile } from "../host-headers.ts";
import { site } from "./main-build.ts";

// What the build writes for the hosts, read as the hosts read it: `_headers` and `_redirects`
// by Netlify's own parsers (the other hosts' recipes in docs/publishing.md follow them), the
// nginx site file beside them, and the S3 + CloudFront recipe's function over every file.
// Each server's answers are tested in tests/e2e/deploy.spec.ts.

const CLIENT_DIR = site.clientDir;
const staticFiles = readdirSync(path.join(CLIENT_DIR, "static"));
/** The largest hashed script. */
const script = largestFile(path.join(CLIENT_DIR, "static"), ".js");
const searchFolder = staticFiles.find((file) => /^search-[0-9a-f]+$/.test(file)) ?? "";
const searchPart =
  readdirSync(path.join(CLIENT_DIR, "static", searchFolder))
    .filter((file) => file.endsWith(".json"))
    .map((file) => `/static/${searchFolder}/${file}`)[0] ?? "";
const editorScript = site.files.find((file) => /^admin\/static\/.+\.js$/.test(file)) ?? "";
const SCRIPT = `/static/${script}`;
const BOOK = someBook ? `/book/${someBook.id}` : "/";
const IMAGE = someBook ? `/assets/books/${someBook.id}.jpg` : "/favicon.svg";
const IMMUTABLE = "public, max-age=31536000, immutable";
const ONE_DAY = "public, max-age=86400";

/** The built `_headers` as Netlify's own parser reads it. */
async function headerRules() {
  const { headers: rules, errors } = await readHeadersFile(CLIENT_DIR);
  expect(errors).toEqual([]);
  return rules;
}

/** The headers `_headers` gives a path. */
const headersFor = async (pathname: string) => headersOf(await headerRules(), pathname);

/** A redirect as Netlify's parser returns it (its type says `unknown`). */
const Redirect = z.object({
  from: z.string(),
  to: z.string(),
  status: z.number(),
  force: z.boolean(),
});

test("the built _headers and _redirects, read by Netlify's own parsers, hold every rule the build writes, and nginx's site file sends the same headers", async () => {
  // Every rule the build means to write is read back: the parser skips a line it cannot
  // read (a header without its colon) rather than failing.
  expect((await headerRules()).map((rule) => ({ for: rule.for, values: rule.values }))).toEqual([
    { for: "/*", values: SECURITY_HEADERS },
    ...CACHE_RULES.map((rule) => ({ for: rule.pattern, values: { "Cache-Control": rule.value } })),
    { for: "/admin/*", values: EDITOR_HEADERS },
  ]);
  const nginxSiteFile = readFileSync(NGINX_SITE_FILE, "utf8");
  const everywhere = await headersFor("/");
  expect(everywhere).toMatchObject({
    "Content-Security-Policy": "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
  });
  expect(everywhere["Strict-Transport-Security"]).toMatch(/^max-age=\d+/);
  expect(everywhere["Permissions-Policy"]).toContain("camera=()");
  for (const name of Object.keys(everywhere)) {
    expect(nginxSiteFile, `deploy/nginx.conf sends ${name}`).toMatch(
      new RegExp(`^\\s*add_header ${name} `, "m"),
    );
  }
  for (const [pathname, cacheControl] of [
    [SCRIPT, IMMUTABLE],
    [searchPart, IMMUTABLE],
    [`/${editorScript}`, IMMUTABLE],
    [IMAGE, ONE_DAY],
    // Pages and data: the hosts' own default, revalidated on each visit.
    ["/", undefined],
    [BOOK, undefined],
    [`${BOOK}.data`, undefined],
  ] as const) {
    expect((await headersFor(pathname))["Cache-Control"], pathname).toBe(cacheControl);
  }
  expect((await headersFor("/admin/"))["X-Robots-Tag"]).toBe("noindex, nofollow");

  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [path.join(CLIENT_DIR, "_redirects")],
    configRedirects: [],
    minimal: false,
  });
  expect(errors).toEqual([]);
  expect(z.array(Redirect).parse(redirects)).toEqual([
    { from: "/search/*", to: "/search/index.html", status: 200, force: false },
  ]);
});

test("the S3 + CloudFront recipe's function finds the file npm start serves for every path", () => {
  const viewerRequest = loadViewerRequest();
  const objectFor = (uri: string) => decodeURI(viewerRequest({ request: { uri } }).uri);
  const served = listFiles(CLIENT_DIR);
  expect(served.size).toBeGreaterThan(10);
  for (const [url, file] of served) expect(objectFor(url), url).toBe(`/${file}`);
  expect(objectFor("/search/ark")).toBe("/search/index.html");
});

test("every compressed copy is of the file beside it as built, the editor's and its content snapshot's too", () => {
  const files = new Set(site.files);
  const copies = site.files.filter((file) => /\.(br|gz)$/.test(file));
  // The text files from 1 KiB (build-steps/precompress.ts) each have both copies.
  const text = site.files.filter(
    (file) =>
      /\.(html|js|css|json|xml|txt|svg|data)$/.test(file) && site.bytes(file).length >= 1024,
  );
  expect(text).toContain("admin/content-snapshot.json");
  // Decap's chunk, megabytes: compressed as the editor's bundle was built.
  const editorChunk = site.files
    .filter((file) => /^admin\/static\/.+\.js$/.test(file))
    .sort((a, b) => site.bytes(b).length - site.bytes(a).length)[0];
  expect(text).toContain(editorChunk);
  for (const file of text) {
    expect(files.has(`${file}.br`) && files.has(`${file}.gz`), file).toBe(true);
  }
  expect(copies.length).toBe(text.length * 2);
  for (const copy of copies) {
    const file = copy.replace(/\.(br|gz)$/, "");
    const bytes = site.bytes(copy);
    const decompressed = copy.endsWith(".br") ? brotliDecompressSync(bytes) : gunzipSync(bytes);
    expect(decompressed.equals(site.bytes(file)), copy).toBe(true);
  }
});
