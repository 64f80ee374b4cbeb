import { readdirSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { CLIENT_DIR } from "../../build-steps/build-dir.mjs";
import { someBook } from "../catalogue.ts";
import { expect, test } from "./fixtures.ts";
import { rawRequest } from "./raw-http.ts";

// A few hundred generated hostile requests at the real `npm start` server: odd methods and
// versions, path tricks, ranges, conditions and encodings of every shape, huge and malformed
// headers, and slow clients. After each batch the server must still answer, no response may
// be a 5xx, and none may carry a file from outside the build.

const SEED = 20261123;
const REQUESTS = 400;
const BATCH = 40;

/** mulberry32: a small seeded generator, so that a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const chance = (p: number) => next() < p;
  const int = (max: number) => Math.floor(next() * max);
  return { pick, chance, int };
}

const script = readdirSync(path.join(CLIENT_DIR, "static")).find((file) => file.endsWith(".js"));
const TARGETS = [
  "/",
  `/static/${script}`,
  ...(someBook ? [`/book/${someBook.id}`, `/assets/books/${someBook.id}.jpg`] : []),
  "/search/ark",
  "/trailers/all",
  "/nowhere",
  "/favicon.svg",
];
const ESCAPES = [
  "/..",
  "/../..",
  "/%2e%2e",
  "/%2E%2E%2F%2E%2E",
  "/%252e%252e",
  "/..%5c..%5c",
  "/.%2e",
  "/static/..",
  "//",
  "/\\..\\..",
  "/assets/../../..",
];
const OUTSIDE = ["/package.json", "/etc/passwd", "/server/site-server.mjs", "/_headers", "/.env"];

/** Strings that only files outside the build contain. */
const LEAKS = ['"name": "author-site"', "root:x:0:0", "function createSiteApp", "/*\n  "];

function hostileRequest(random: ReturnType<typeof generator>): string {
  const { pick, chance, int } = random;
  const method = chance(0.7)
    ? pick(["GET", "HEAD"])
    : pick(["POST", "PUT", "DELETE", "PATCH", "TRACE", "OPTIONS", "get", "BREW", "PROPFIND"]);
  let target = pick(TARGETS);
  if (chance(0.4)) target = `${pick(ESCAPES)}${pick(OUTSIDE)}`;
  if (chance(0.1)) target = `http://${pick(["evil.example", "localhost", "[::1]"])}${target}`;
  if (chance(0.05)) target = pick(["*", "", "?", "%", "%zz", "/%00", "/\u00e9t\u00e9"]);
  if (chance(0.1)) target += pick(["?a=1", "?%%", "#x", "%00", "/", "//", ";x"]);
  if (chance(0.03)) target = `/${"a/".repeat(4000)}`;
  const version = chance(0.9)
    ? "HTTP/1.1"
    : pick(["HTTP/1.0", "HTTP/2.0", "HTTP/9.9", "HTTP/1.1x", ""]);

  const headers: string[] = [];
  if (version !== "HTTP/1.0" || chance(0.5))
    headers.push(`Host: ${pick(["localhost", "", "a b", "x".repeat(300)])}`);
  if (chance(0.5)) {
    // Numbers as text, so that the ones past what a double holds go out digit for digit.
    const n = () =>
      pick([
        "0",
        "1",
        "5",
        "99",
        "100",
        "2147483648",
        "9007199254740993",
        "-1",
        "NaN",
        "18446744073709551615",
      ]);
    headers.push(
      `Range: ${pick([
        `bytes=${n()}-${n()}`,
        `bytes=-${n()}`,
        `bytes=${n()}-`,
        "bytes=-",
        "bytes=",
        `bytes=${Array.from({ length: 1 + int(200) }, () => `${n()}-${n()}`).join(",")}`,
        `items=${n()}-${n()}`,
        `bytes = ${n()} - ${n()}`,
        "bytes=0-0,-1",
        "\u00ff\u00fe",
      ])}`,
    );
  }
  if (chance(0.3)) {
    headers.push(
      `If-None-Match: ${pick(['"x"', "*", 'W/"x", *', '"a",'.repeat(500), "garbage", ""])}`,
    );
  }
  if (chance(0.2))
    headers.push(
      `If-Modified-Since: ${pick(["yesterday", "Thu, 01 Jan 1970 00:00:00 GMT", "Fri, 31 Dec 9999 23:59:59 GMT"])}`,
    );
  if (chance(0.5)) {
    headers.push(
      `Accept-Encoding: ${pick(["br", "gzip", "br;q=0", "*", "*;q=0", "br;q=abc", "gzip;q=1.5", "identity;q=0", "deflate", "br, gzip, x".repeat(50)])}`,
    );
  }
  if (chance(0.05)) headers.push(`X-Huge: ${"x".repeat(20_000 + int(40_000))}`);
  if (chance(0.05)) for (let i = 0; i < 300; i += 1) headers.push(`X-Many-${i}: ${i}`);
  if (chance(0.05))
    headers.push(pick(["No colon here", ": empty name", "Bad\u0001Header: x", " Leading: space"]));
  let body = "";
  if (method !== "GET" && method !== "HEAD" && chance(0.5)) {
    body = "x".repeat(int(2000));
    headers.push(chance(0.5) ? `Content-Length: ${body.length}` : "Transfer-Encoding: chunked");
    if (headers.at(-1)?.startsWith("Transfer"))
      body = `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`;
  }
  headers.push("Connection: close");
  return `${method} ${target} ${version}\r\n${headers.join("\r\n")}\r\n\r\n${body}`;
}

test("hundreds of hostile requests: the server keeps answering, with no 5xx and no leak", async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const random = generator(SEED);
  const statuses = new Map<number, number>();
  for (let sent = 0; sent < REQUESTS; sent += BATCH) {
    const requests = Array.from({ length: BATCH }, () => hostileRequest(random));
    const responses = await Promise.all(
      requests.map((request) => rawRequest(baseURL ?? "", request)),
    );
    responses.forEach((response, i) => {
      const request = requests[i]?.split("\r\n")[0]?.slice(0, 120);
      expect(response, `no answer to ${request}`).not.toBeNull();
      if (!response) return;
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect(response.status, request).toBeGreaterThanOrEqual(200);
      expect(response.status, request).toBeLessThan(500);
      const body = response.body.toString("latin1");
      for (const leak of LEAKS) expect(body.includes(leak), `${request} leaks ${leak}`).toBe(false);
    });
    const alive = await rawRequest(
      baseURL ?? "",
      "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    );
    expect(alive?.status, `after ${sent + BATCH} requests`).toBe(200);
  }
  test.info().annotations.push({
    type: "statuses",
    description: [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}: ${n}`)
      .join(", "),
  });
});

test("slow clients trickling their headers do not keep others waiting", async ({ baseURL }) => {
  const { hostname, port } = new URL(baseURL ?? "");
  const request = `GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${"y".repeat(60)}`;
  const slow = Array.from({ length: 50 }, () => {
    const socket = connect({ host: hostname, port: Number(port) });
    socket.on("error", () => {});
    let at = 0;
    const timer = setInterval(() => {
      if (at < request.length && socket.writable) socket.write(request[at++] ?? "");
    }, 50);
    return { socket, timer };
  });
  try {
    for (let i = 0; i < 10; i += 1) {
      const started = Date.now();
      const response = await rawRequest(
        baseURL ?? "",
        "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
      );
      expect(response?.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(2000);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    for (const { socket, timer } of slow) {
      clearInterval(timer);
      socket.destroy();
    }
  }
});
