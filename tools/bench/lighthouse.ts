/** Lighthouse 12 (mobile, simulated throttling) on each page, several runs each. */
import { writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../dev-helpers/chromium.ts";
import type { BenchPage } from "./pages.ts";

/** What a browser on its first visit has none of: Lighthouse's default list, and what the site stores. */
const FIRST_VISIT_CLEARS = [
  "file_systems",
  "shader_cache",
  "service_workers",
  "cache_storage",
  "local_storage",
  "indexeddb",
  "cookies",
] as const;

export type Run = {
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
  /** Elements in the page, as Lighthouse's DOM size audit counts them. */
  dom: number;
};

export type PageResult = BenchPage & {
  runs: Run[];
  /** The largest contentful paint's element, as a selector. */
  lcpSelector: string;
  /** The scripts the page requested. */
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

/**
 * Runs Lighthouse `runs` times on each page of the site at `base`, writing each report to
 * `outDir` as `{prefix}{page}-{run}.json`.
 */
export async function runLighthouse(
  base: string,
  pages: BenchPage[],
  { runs, outDir, prefix }: { runs: number; outDir: string; prefix: string },
): Promise<PageResult[]> {
  const results: PageResult[] = [];
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    // The bench serves HTTPS with a throwaway certificate (dev-helpers/certificate.ts).
    chromeFlags: ["--headless=new", "--ignore-certificate-errors", ...CHROMIUM_ARGS],
  });
  try {
    for (const benchPage of pages) {
      const page: PageResult = { ...benchPage, runs: [], lcpSelector: "", scripts: [] };
      for (let i = 0; i < runs; i += 1) {
        const result = await lighthouse(`${base}${page.path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          // Each run a first visit: Lighthouse clears the cache, but by default keeps what the
          // site stored (localStorage, where a browser that has the web fonts says so), and the
          // runs after the first would then load as a reader coming back with an emptied cache.
          clearStorageTypes: [...FIRST_VISIT_CLEARS],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        const { lhr } = result;
        writeFileSync(
          path.join(outDir, `${prefix}${page.name}-${i + 1}.json`),
          JSON.stringify(lhr),
        );
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
          dom: audit("dom-size"),
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
  process.stdout.write("\n");
  return results;
}
