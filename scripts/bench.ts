/**
 * `npm run bench`: Lighthouse 12 (mobile, default simulated throttling) three times on each
 * page type, against the production build served as `npm start` serves it. Prints the
 * median scores, paint metrics and bytes per page, then checks each page's LCP element is
 * in the prerendered HTML with JavaScript off. Full reports go to bench-results/.
 * A benchmark, not a test: it is not part of `npm test`.
 */

import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/chromium.ts";
import { createSiteServer } from "./server.mjs";

const CHROME = CHROMIUM_PATH;
const FLAGS = ["--headless=new", ...CHROMIUM_ARGS];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ALL_PAGES: [string, string][] = [
  ["home", "/"],
  ["book", "/book/the-watchmans-warning"],
  ["series", "/series/daysofnoah"],
  ["search", "/search/covenant"],
  ["trailers", "/trailers/all"],
];
// BENCH_PAGES=home,book narrows a run while experimenting.
const only = process.env.BENCH_PAGES?.split(",");
const PAGES = ALL_PAGES.filter(([name]) => !only || only.includes(name));

if (!existsSync("build/client/404.html")) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = createSiteServer(path.resolve("build/client"));
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const outDir = path.resolve("bench-results");
mkdirSync(outDir, { recursive: true });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;

type Run = Record<string, number> & { lcpSelector?: never };
const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
const results: {
  name: string;
  path: string;
  runs: Run[];
  lcpSelector: string;
  scripts: string[];
}[] = [];
try {
  for (const [name, pagePath] of PAGES) {
    const runs: Run[] = [];
    let lcpSelector = "";
    let scripts: string[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouse(`${base}${pagePath}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
      const { lhr } = result;
      writeFileSync(path.join(outDir, `${name}-${i + 1}.json`), JSON.stringify(lhr));
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const summary =
        (
          lhr.audits["resource-summary"]?.details as {
            items?: { resourceType: string; transferSize: number }[];
          }
        )?.items ?? [];
      const bytes = (type: string) =>
        summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      runs.push({
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        fcp: audit("first-contentful-paint"),
        lcp: audit("largest-contentful-paint"),
        tbt: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
        script: bytes("script"),
        css: bytes("stylesheet"),
        image: bytes("image"),
        total: bytes("total"),
      } as Run);
      const element = lhr.audits["largest-contentful-paint-element"]?.details as
        | { items?: { items?: { node?: { selector?: string } }[] }[] }
        | undefined;
      lcpSelector ||= element?.items?.[0]?.items?.[0]?.node?.selector ?? "";
      const requests =
        (
          lhr.audits["network-requests"]?.details as {
            items?: { url: string; resourceType?: string }[];
          }
        )?.items ?? [];
      scripts = requests.filter((r) => r.resourceType === "Script").map((r) => r.url);
      process.stdout.write(".");
    }
    results.push({ name, path: pagePath, runs, lcpSelector, scripts });
  }
} finally {
  await chrome.kill();
}
process.stdout.write("\n\n");

const columns = [
  "perf",
  "a11y",
  "bp",
  "seo",
  "FCP",
  "LCP",
  "TBT",
  "CLS",
  "JS KiB",
  "CSS KiB",
  "img KiB",
  "total KiB",
];
const rows = results.map(({ name, path: pagePath, runs }) => {
  const m = (key: string) => median(runs.map((run) => run[key] ?? Number.NaN));
  return [
    `${name} (${pagePath})`,
    String(m("performance")),
    String(m("accessibility")),
    String(m("bestPractices")),
    String(m("seo")),
    `${(m("fcp") / 1000).toFixed(2)} s`,
    `${(m("lcp") / 1000).toFixed(2)} s`,
    `${Math.round(m("tbt"))} ms`,
    m("cls").toFixed(2),
    kib(m("script")),
    kib(m("css")),
    kib(m("image")),
    kib(m("total")),
  ];
});
console.log(
  `Median of ${RUNS} Lighthouse runs per page (mobile, simulated throttling), bytes transferred:\n`,
);
console.log(`| page | ${columns.join(" | ")} |`);
console.log(`| --- | ${columns.map(() => "---").join(" | ")} |`);
for (const row of rows) console.log(`| ${row.join(" | ")} |`);

// Without JavaScript, the prerendered HTML alone must already show each page's LCP element.
const browser = await chromium.launch({
  executablePath: CHROME,
  args: FLAGS.filter((f) => !f.startsWith("--headless")),
});
const context = await browser.newContext({
  javaScriptEnabled: false,
  viewport: { width: 412, height: 823 },
});
const page = await context.newPage();
console.log("\nWith JavaScript disabled (prerendered HTML only):");
let noJsOk = 0;
for (const { name, path: pagePath, lcpSelector } of results) {
  await page.goto(`${base}${pagePath}`);
  const present = lcpSelector !== "" && (await page.locator(lcpSelector).count()) > 0;
  if (present) noJsOk += 1;
  console.log(
    `  ${name}: LCP element ${present ? "present" : "MISSING"} (${lcpSelector || "none reported"})`,
  );
}
await browser.close();

// The script budget is stated in gzip: every script a page loaded, fetched again gzipped.
const gzipBytes = (url: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": "gzip" } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
const gzipScript: number[] = [];
for (const { scripts } of results) {
  gzipScript.push((await Promise.all(scripts.map(gzipBytes))).reduce((a, b) => a + b, 0));
}
console.log(
  `\nScript each page loads, gzip: ${results.map(({ name }, i) => `${name} ${kib(gzipScript[i] ?? 0)} KiB`).join(", ")}`,
);
server.close();

const all = (key: string) =>
  results.map((r) => median(r.runs.map((run) => run[key] ?? Number.NaN)));
console.log(
  `\nSummary: performance ${Math.min(...all("performance"))}-${Math.max(...all("performance"))}, ` +
    `worst LCP ${(Math.max(...all("lcp")) / 1000).toFixed(2)} s, worst TBT ${Math.round(Math.max(...all("tbt")))} ms, ` +
    `worst CLS ${Math.max(...all("cls")).toFixed(2)}, ` +
    `${results[0]?.name} JS ${kib(all("script")[0] ?? 0)} KiB brotli / ${kib(gzipScript[0] ?? 0)} KiB gzip, ` +
    `LCP element without JS on ${noJsOk}/${results.length} pages. Reports: bench-results/`,
);
