import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CLIENT_DIR } from "../../build-steps/build-dir.mjs";
import { expect, test } from "./fixtures.ts";
import { type RawResponse, rawRequest, requestText } from "./raw-http.ts";

// `npm start`'s server, asked over raw HTTP the way hostile or unusual clients ask: HTTP as
// RFC 9110 has it, and never a crash, a leak or a cached error.

const script = readdirSync(path.join(CLIENT_DIR, "static")).find((file) => file.endsWith(".js"));
if (!script) throw new Error("run `npm run build` first: no script in the build");
const SCRIPT = `/static/${script}`;
const scriptBytes = readFileSync(path.join(CLIENT_DIR, "static", script));

async function ask(
  baseURL: string | undefined,
  method: string,
  target: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const response = await rawRequest(baseURL ?? "", requestText(method, target, headers));
  if (!response) throw new Error(`no answer to ${method} ${target}`);
  return response;
}

function expectSecurityHeaders(response: RawResponse, what: string) {
  expect(response.headers["content-security-policy"], what).toContain("frame-ancestors 'none'");
  expect(response.headers["x-content-type-options"], what).toBe("nosniff");
  expect(response.headers["x-frame-options"], what).toBe("DENY");
  expect(response.headers["strict-transport-security"], what).toContain("max-age=");
}

test("ranges: one range, a suffix, one byte; past the end is 416; several give the whole file", async ({
  baseURL,
}) => {
  const size = scriptBytes.length;
  for (const range of [
    "bytes=100-50",
    "bytes=5-3",
    `bytes=${size}-`,
    `bytes=${size + 10}-${size + 20}`,
  ]) {
    const response = await ask(baseURL, "GET", SCRIPT, { Range: range });
    expect(response.status, range).toBe(416);
    expect(response.headers["content-range"], range).toBe(`bytes */${size}`);
    expect(response.headers["cache-control"], range).toBe("no-store");
    expectSecurityHeaders(response, range);
  }
  const huge = await ask(baseURL, "GET", SCRIPT, { Range: "bytes=0-18446744073709551615" });
  expect(huge.status).toBe(206);
  expect(huge.headers["content-range"]).toBe(`bytes 0-${size - 1}/${size}`);
  expect(huge.body.equals(scriptBytes)).toBe(true);

  const suffix = await ask(baseURL, "GET", SCRIPT, { Range: "bytes=-100" });
  expect(suffix.status).toBe(206);
  expect(suffix.body.equals(scriptBytes.subarray(size - 100))).toBe(true);

  const first = await ask(baseURL, "GET", SCRIPT, { Range: "bytes=0-0" });
  expect(first.status).toBe(206);
  expect(first.body.equals(scriptBytes.subarray(0, 1))).toBe(true);

  const middle = await ask(baseURL, "GET", SCRIPT, { Range: "bytes=10-19" });
  expect(middle.headers["content-range"]).toBe(`bytes 10-19/${size}`);
  expect(middle.body.equals(scriptBytes.subarray(10, 20))).toBe(true);

  const several = await ask(baseURL, "GET", SCRIPT, { Range: "bytes=0-0,5-9" });
  expect(several.status).toBe(200);
  expect(several.body.equals(scriptBytes)).toBe(true);

  expect((await ask(baseURL, "GET", "/")).status).toBe(200);
});

test("a missing file is never cached: not a hashed script, not an image", async ({ baseURL }) => {
  for (const target of ["/static/no-such-12345678.js", "/assets/books/no-such.jpg", "/nowhere"]) {
    const response = await ask(baseURL, "GET", target);
    expect(response.status, target).toBe(404);
    expect(response.headers["cache-control"], target).toBe("no-store");
    expectSecurityHeaders(response, target);
  }
  const hit = await ask(baseURL, "GET", SCRIPT);
  expect(hit.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("methods other than GET and HEAD get 405 with Allow", async ({ baseURL }) => {
  for (const method of ["POST", "PUT", "DELETE", "PATCH", "TRACE", "OPTIONS"]) {
    for (const target of ["/", SCRIPT, "/nowhere"]) {
      const response = await ask(baseURL, method, target, { "Content-Length": "0" });
      expect(response.status, `${method} ${target}`).toBe(405);
      expect(response.headers.allow, `${method} ${target}`).toBe("GET, HEAD");
      expectSecurityHeaders(response, `${method} ${target}`);
    }
  }
  const head = await ask(baseURL, "HEAD", "/");
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
});

test("If-None-Match with a list or * revalidates; the search page has a validator; a 404 is never 304", async ({
  baseURL,
}) => {
  for (const target of [SCRIPT, "/", "/search/ark"]) {
    const first = await ask(baseURL, "GET", target);
    expect(first.status, target).toBe(200);
    const etag = first.headers.etag;
    expect(etag, target).toBeDefined();
    for (const condition of [`"nope", ${etag}`, `${etag}`, "*"]) {
      const again = await ask(baseURL, "GET", target, { "If-None-Match": condition });
      expect(again.status, `${target} ${condition}`).toBe(304);
    }
    const changed = await ask(baseURL, "GET", target, { "If-None-Match": '"nope"' });
    expect(changed.status, target).toBe(200);
  }
  const missing = await ask(baseURL, "GET", "/nowhere", { "If-None-Match": "*" });
  expect(missing.status).toBe(404);
  expect(missing.body.toString()).toContain(
    "<title>Oops! We couldn&#x27;t find that page!</title>",
  );
});

test("host configuration and dotfiles are never served; HSTS is in _headers", async ({
  baseURL,
}) => {
  for (const target of [
    "/_headers",
    "/_redirects",
    "/.vite/manifest.json",
    "/.env",
    "/%2e_headers",
  ]) {
    const response = await ask(baseURL, "GET", target);
    expect(response.status, target).toBe(404);
    expect(response.body.toString(), target).not.toContain("Content-Security-Policy:");
  }
  expect(readFileSync(path.join(CLIENT_DIR, "_headers"), "utf8")).toContain(
    "Strict-Transport-Security:",
  );
});

test("every response carries the security headers, whatever the request target", async ({
  baseURL,
}) => {
  for (const target of [
    "http://other.example/",
    "http://other.example/book/x",
    "*",
    "/",
    "/search/a",
  ]) {
    const response = await ask(baseURL, "GET", target);
    expect(response.status, target).toBeLessThan(500);
    expectSecurityHeaders(response, target);
  }
  const malformed = await rawRequest(baseURL ?? "", "GET / HTTP/1.1\r\nBad Header\r\n\r\n");
  expect(malformed?.status).toBe(400);
  if (malformed) expectSecurityHeaders(malformed, "malformed");
  const oversized = await rawRequest(
    baseURL ?? "",
    requestText("GET", "/", { "X-Big": "x".repeat(40_000) }),
  );
  expect(oversized?.status).toBe(431);
});

test("precompressed copies are sent by the client's preference; the SPA fallback and 404 as hosts do", async ({
  baseURL,
}) => {
  const cases: [string, string | undefined][] = [
    ["br, gzip", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["identity", undefined],
    ["", undefined],
  ];
  for (const [accept, expected] of cases) {
    const response = await ask(baseURL, "GET", SCRIPT, { "Accept-Encoding": accept });
    expect(response.headers["content-encoding"], accept).toBe(expected);
    expect(response.headers.vary?.toLowerCase(), accept).toContain("accept-encoding");
  }
  const search = await ask(baseURL, "GET", "/search/anything%20at%20all");
  expect(search.status).toBe(200);
  expect(search.body.toString()).toContain("<title>Search</title>");
  const missing = await ask(baseURL, "GET", "/no/such/page", { "Accept-Encoding": "gzip" });
  expect(missing.status).toBe(404);
  expect(missing.headers["content-encoding"]).toBe("gzip");
});

test("an address that cannot be percent-decoded still gets a page, never a 400", async ({
  baseURL,
}) => {
  for (const target of ["/search/100%", "/search/%E0%A4%A", `/search/${"a".repeat(3000)}`]) {
    const response = await ask(baseURL, "GET", target);
    expect(response.status, target).toBe(200);
    expect(response.body.toString(), target).toContain("<title>Search</title>");
  }
  for (const target of ["/100%", "/book/%zz"]) {
    const response = await ask(baseURL, "GET", target);
    expect(response.status, target).toBe(404);
    expect(response.body.toString(), target).toContain("find that page");
  }
});
