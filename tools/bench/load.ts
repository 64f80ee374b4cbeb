/**
 * The load part of `npm run bench`: autocannon (100 connections, BENCH_LOAD_SECONDS, 20 by
 * default) against `npm start`'s server and, in the same run, against a well-known static
 * server (vercel's `serve`) over the same build, for a page, a book page and a hashed
 * script, with and without brotli. Prints requests per second, latency p50/p99, errors and
 * the ratio between the two servers.
 */
import { type ChildProcess, spawn } from "node:child_process";
import autocannon from "autocannon";
import getPort from "get-port";
import { environment } from "../../config/environment.mjs";
import { packageBin } from "../../dev-helpers/package-bin.ts";

const CONNECTIONS = 100;
const SECONDS = environment.bench.loadSeconds;

type Load = { rate: number; p50: number; p99: number; errors: number };

async function load(url: string, encoding: string | undefined): Promise<Load> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: encoding ? { "accept-encoding": encoding } : {},
  });
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // Anything but a success counts: socket errors, time-outs, and 4xx or 5xx answers.
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** vercel's `serve` over the build, as its README starts it, without request logs. */
async function startServe(dir: string): Promise<{ base: string; stop: () => void }> {
  const port = await getPort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      packageBin("serve", "serve"),
      dir,
      "--listen",
      `tcp://127.0.0.1:${port}`,
      "--no-request-logging",
      "--no-clipboard",
    ],
    { stdio: "ignore" },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    const up = await fetch(base)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) return { base, stop: () => child.kill() };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("serve did not start");
}

const cell = (value: Load) =>
  `${Math.round(value.rate)} | ${value.p50} ms | ${value.p99} ms | ${value.errors}`;

/**
 * Runs the load and prints the table.
 * @param ours the base URL of `npm start`'s server
 * @param dir the build's client folder, for `serve`
 * @param paths the page, book page and script to load
 */
export async function benchLoad(ours: string, dir: string, paths: [string, string][]) {
  const peer = await startServe(dir);
  console.log(
    `\nLoad: autocannon, ${CONNECTIONS} connections, ${SECONDS} s each, npm start's server against \`serve\` (same build, same run):\n`,
  );
  console.log(
    "| target | encoding | req/s | p50 | p99 | errors | serve req/s | p50 | p99 | errors | ratio |",
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  try {
    for (const [name, path] of paths) {
      for (const encoding of ["br", undefined]) {
        const mine = await load(`${ours}${path}`, encoding);
        const theirs = await load(`${peer.base}${path}`, encoding);
        const ratio = theirs.rate > 0 ? (mine.rate / theirs.rate).toFixed(1) : "n/a";
        console.log(
          `| ${name} (${path}) | ${encoding ?? "none"} | ${cell(mine)} | ${cell(theirs)} | ${ratio}x |`,
        );
      }
    }
  } finally {
    peer.stop();
  }
}
