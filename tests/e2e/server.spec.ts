import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CLIENT_DIR } from "../../build-steps/build-dir.mjs";
import { expect, test } from "./fixtures.ts";
import { type RawResponse, rawRequest, requestText } from "./raw-http.ts";

// `npm start`'s server, asked over raw HTTP the way hostile or unusual clients ask: HTTP as
// RFC 9110 has it, and never a crash, a leak or a cached error. What every host must do (the
// rules of docs/publishing.md) is in deploy.spec.ts, run against this server and nginx alike.

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

test("headers too large for the server get 431 with the security headers", async ({ baseURL }) => {
  const oversized = await rawRequest(
    baseURL ?? "",
    requestText("GET", "/", { "X-Big": "x".repeat(40_000) }),
  );
  expect(oversized?.status).toBe(431);
  if (oversized) expectSecurityHeaders(oversized, "oversized");
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

test("no path reaches a file outside the build folder", async ({ baseURL }) => {
  for (const target of [
    "/../package.json",
    "/..%2fpackage.json",
    "/%2e%2e/%2e%2e/package.json",
    "/assets/../../package.json",
    "/..%5c..%5cpackage.json",
    "/%252e%252e/package.json",
  ]) {
    const response = await ask(baseURL, "GET", target);
    expect(response.status, target).toBe(404);
    expect(response.body.toString(), target).not.toContain('"name": "author-site"');
  }
});
