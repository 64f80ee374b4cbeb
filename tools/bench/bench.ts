import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { APP_READY_MARK, APP_READY_SELECTOR } from "../../app/lib/app-ready.ts";
import { CLIENT_DIR } from "../../build-steps/build-dir.mjs";
import { serveBuild } from "../../server/start.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium.ts";
import { benchLoad } from "./load.ts";

const FLAGS = ["--headless=new", ...CHROMIUM_ARGS];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ALL_PAGES: [string, string][] = [
  ["home", "/"],
  ["book", "/book/the-watchmans-warning"],
  ["series", "/series/daysofnoah"],
  ["search", "/search/covenant"],
  ["trailers", "/trailers/all"],
];
const only = process.env.BENCH_PAGES?.split(",");
const PAGES = ALL_PAGES.filter(([name]) => !only || only.includes(name));

/** Lighthouse's mobile profile: a mid-range phone on a slow 4G connection. */
const MOBILE = { rttMs: 150, downloadKbps: 1638.4, uploadKbps: 750, cpuSlowdown: 4 };

const { url: base, close } = await serveBuild();
const outDir = path.resolve("bench-results");
mkdirSync(outDir, { recursive: true });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Sections 1 to 4: the pages in Chromium. */
async function benchPages() {
  // 1. Lighthouse.

  type Run = {
    performance: number;
    accessibility: number;
    bestPractices: number;
    seo: number;
    fcp: number;
    lcp: number;
    tbt: number;
    cls: number;
    script: number;
    css: number;
    image: number;
    total: number;
  };
  type PageResult = {
    name: string;
    path: string;
    runs: Run[];
    lcpSelector: string;
    scripts: string[];
  };

  type Details = {
    items?: {
      resourceType?: string;
      transferSize?: number;
      url?: string;
      items?: { node?: { selector?: string } }[];
    }[];
  };

  const results: PageResult[] = [];
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS });
  try {
    for (const [name, pagePath] of PAGES) {
      const page: PageResult = { name, path: pagePath, runs: [], lcpSelector: "", scripts: [] };
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
        const details = (id: string) =>
          (lhr.audits[id]?.details as Details | undefined)?.items ?? [];
        const bytes = (type: string) =>
          details("resource-summary").find((item) => item.resourceType === type)?.transferSize ?? 0;
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        page.runs.push({
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
        });
        page.lcpSelector ||=
          details("largest-contentful-paint-element")[0]?.items?.[0]?.node?.selector ?? "";
        page.scripts = details("network-requests")
          .filter((request) => request.resourceType === "Script")
          .map((request) => request.url ?? "");
        process.stdout.write(".");
      }
      results.push(page);
    }
  } finally {
    await chrome.kill();
  }
  process.stdout.write("\n\n");

  const m = (page: PageResult, key: keyof Run) => median(page.runs.map((run) => run[key]));
  const columns = ["perf", "a11y", "bp", "seo", "FCP", "LCP", "TBT", "CLS", "JS KiB", "CSS KiB"];
  console.log(
    `Lighthouse, median of ${RUNS} runs per page (mobile, simulated throttling), bytes as transferred:\n`,
  );
  console.log(`| page | ${columns.join(" | ")} | img KiB | total KiB |`);
  console.log(`| --- | ${columns.map(() => "---").join(" | ")} | --- | --- |`);
  for (const page of results) {
    const row = [
      `${page.name} (${page.path})`,
      m(page, "performance"),
      m(page, "accessibility"),
      m(page, "bestPractices"),
      m(page, "seo"),
      seconds(m(page, "fcp")),
      seconds(m(page, "lcp")),
      `${Math.round(m(page, "tbt"))} ms`,
      m(page, "cls").toFixed(2),
      kib(m(page, "script")),
      kib(m(page, "css")),
      kib(m(page, "image")),
      kib(m(page, "total")),
    ];
    console.log(`| ${row.join(" | ")} |`);
  }

  // 2. The script each page loads, in gzip, split by what it is.

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
  const PART = (url: string) =>
    /\/framework-[\w-]+\.js$/.test(url)
      ? "framework"
      : /\/manifest-[\w-]+\.js$/.test(url)
        ? "manifest"
        : "site";
  console.log(
    "\nScript each page loads, gzip KiB: the framework (React, React DOM, React Router), React Router's route manifest, and the site's own code:\n",
  );
  console.log("| page | framework | route manifest | site code | total |");
  console.log("| --- | --- | --- | --- | --- |");
  for (const page of results) {
    const parts = { framework: 0, manifest: 0, site: 0 };
    for (const url of page.scripts) parts[PART(url)] += await gzipBytes(url);
    const total = parts.framework + parts.manifest + parts.site;
    console.log(
      `| ${page.name} | ${kib(parts.framework)} | ${kib(parts.manifest)} | ${kib(parts.site)} | ${kib(total)} |`,
    );
  }

  // 3. From `load` to the app being ready, throttled as Lighthouse's mobile profile.

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  console.log(
    `\nFrom the load event to the app being ready (the app-ready mark), median of ${RUNS} loads in Chromium throttled to ${MOBILE.rttMs} ms RTT, ${MOBILE.downloadKbps} Kbps and ${MOBILE.cpuSlowdown}x CPU:\n`,
  );
  console.log("| page | load | ready | load to ready |");
  console.log("| --- | --- | --- | --- |");
  for (const { name, path: pagePath } of results) {
    const loads: { load: number; ready: number }[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: MOBILE.rttMs,
        downloadThroughput: (MOBILE.downloadKbps * 1024) / 8,
        uploadThroughput: (MOBILE.uploadKbps * 1024) / 8,
      });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: MOBILE.cpuSlowdown });
      await page.goto(`${base}${pagePath}`);
      await page.locator(APP_READY_SELECTOR).waitFor({ state: "attached", timeout: 60_000 });
      loads.push(
        await page.evaluate((mark) => {
          const [navigation] = performance.getEntriesByType("navigation");
          const load =
            navigation instanceof PerformanceNavigationTiming ? navigation.loadEventEnd : 0;
          return { load, ready: performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN };
        }, APP_READY_MARK),
      );
      await context.close();
    }
    const load = median(loads.map((l) => l.load));
    const ready = median(loads.map((l) => l.ready));
    const gap = median(loads.map((l) => l.ready - l.load));
    console.log(`| ${name} | ${seconds(load)} | ${seconds(ready)} | ${seconds(gap)} |`);
  }

  // 4. Without JavaScript, the prerendered HTML alone must already show each LCP element.

  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 412, height: 823 },
  });
  const noJs = await context.newPage();
  console.log("\nWith JavaScript disabled (prerendered HTML only):");
  for (const { name, path: pagePath, lcpSelector } of results) {
    await noJs.goto(`${base}${pagePath}`);
    const present = lcpSelector !== "" && (await noJs.locator(lcpSelector).count()) > 0;
    console.log(
      `  ${name}: LCP element ${present ? "present" : "not in the HTML"} (${lcpSelector || "none reported"})`,
    );
  }
  await browser.close();
  const all = (key: keyof Run) => results.map((page) => m(page, key));
  console.log(
    `\nSummary: performance ${Math.min(...all("performance"))}-${Math.max(...all("performance"))}, ` +
      `worst LCP ${seconds(Math.max(...all("lcp")))}, worst TBT ${Math.round(Math.max(...all("tbt")))} ms, ` +
      `worst CLS ${Math.max(...all("cls")).toFixed(2)}. Reports: bench-results/`,
  );
}

if (process.env.BENCH_LIGHTHOUSE !== "0") await benchPages();
if (process.env.BENCH_LOAD !== "0") {
  const book = PAGES.find(([name]) => name === "book")?.[1] ?? "/book/the-watchmans-warning";
  const framework = readdirSync(path.join(CLIENT_DIR, "static")).find((file) =>
    /^framework-[\w-]+\.js$/.test(file),
  );
  await benchLoad(base, CLIENT_DIR, [
    ["home", "/"],
    ["book", book],
    ["script", `/static/${framework}`],
  ]);
}
await close();
