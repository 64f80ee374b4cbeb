/**
 * `npm run bench:bootstrap [-- --books N] [-- --modes load,lcp,...]`: the ways a page can start
 * its scripts (config/bootstrap-modes.mjs), in one run. Builds the project each way (into
 * build/bootstrap-<mode>/), and with `--books N` a copy grown by N generated books each way;
 * then measures every page type of each build in turn, run by run, so that all meet the same
 * machine: Lighthouse (mobile), the load event and the app being ready, and the time from a tap
 * made 300 ms after first paint to its effect, all over HTTPS and HTTP/2 (or HTTP/1.1 with
 * BENCH_HTTP=1.1). BENCH_RUNS (5) and BENCH_PAGES narrow a run.
 */

import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { loadCatalogue } from "../../app/schema/content.server.ts";
import { runBuild } from "../../build-steps/run-build.mjs";
import { BOOTSTRAPS } from "../../config/bootstrap-modes.mjs";
import { childEnvironment, environment } from "../../config/environment.mjs";
import { localCertificate } from "../../dev-helpers/certificate.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../dev-helpers/chromium.ts";
import { startSiteServer } from "../../server/site-server.mjs";
import { growCatalogue } from "../grow-catalogue.ts";
import { inChromium } from "./browser.ts";
import { type PageResult, type Run, runLighthouse } from "./lighthouse.ts";
import { benchPages } from "./pages.ts";
import { median, seconds } from "./stats.ts";
import { TAP_AFTER_FCP_MS, tapAfterPaint } from "./tap.ts";

const { values } = parseArgs({
  options: { books: { type: "string" }, modes: { type: "string" } },
});
const grow = values.books === undefined ? 0 : Number(values.books);
const modes = (values.modes?.split(",") ?? [...BOOTSTRAPS]).map((m) => m.trim());
const unknown = modes.filter((m) => !BOOTSTRAPS.some((known) => known === m));
if (!Number.isInteger(grow) || grow < 0 || unknown.length > 0 || modes.length === 0) {
  console.error(
    `Usage: npm run bench:bootstrap [-- --books <number of generated books to add>] [--modes <some of ${BOOTSTRAPS.join(",")}>]`,
  );
  process.exit(2);
}
const { runs: RUNS, pages: only, http2: HTTP2 } = environment.bench;
const outDir = path.resolve("bench-results", "bootstrap");
mkdirSync(outDir, { recursive: true });

const VARIANTS = modes.map((name) => ({ name, buildDir: `build/bootstrap-${name}` }));

/** Builds the project in `root` each way; the client folder of each. */
function buildEach(root: string) {
  return VARIANTS.map((variant) => {
    const started = Date.now();
    const status = runBuild({
      cwd: root,
      env: childEnvironment({ BOOTSTRAP: variant.name, BUILD_DIR: variant.buildDir }),
      stdio: ["ignore", "ignore", "inherit"],
    });
    if (status !== 0) throw new Error(`the ${variant.name} build of ${root} failed`);
    console.log(
      `Built ${root} (${variant.name}) in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    return { ...variant, clientDir: path.join(root, variant.buildDir, "client") };
  });
}

type PageMeasures = {
  runs: Run[];
  ready: number[];
  load: number[];
  tap: number[];
  control: string;
  notReady: number;
};
type Measured = { variant: string; books: number; pages: Map<string, PageMeasures> };

async function measureSite(label: string, root: string, books: number): Promise<Measured[]> {
  const builds = buildEach(root);
  const tls = HTTP2 ? await localCertificate() : undefined;
  const catalogue = loadCatalogue();
  const pages = benchPages(catalogue).filter(({ name }) => !only || only.includes(name));
  const measured: Measured[] = builds.map((b) => ({ variant: b.name, books, pages: new Map() }));
  const servers = await Promise.all(
    builds.map(async (b) => ({
      plain: await startSiteServer({ dir: b.clientDir, basePath: environment.basePath }),
      secure: tls
        ? await startSiteServer({ dir: b.clientDir, basePath: environment.basePath, tls })
        : undefined,
    })),
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (let run = 0; run < RUNS; run += 1) {
      for (const [i, server] of servers.entries()) {
        const into = measured[i];
        if (!into) continue;
        const prefix = `${books}-books-${VARIANTS[i]?.name}-run${run + 1}-`;
        const url = server.secure?.url ?? server.plain.url;
        const results: PageResult[] = await runLighthouse(url, pages, { runs: 1, outDir, prefix });
        const { ready } = await inChromium(url, results, 1, catalogue.site.theme.displayFont);
        const taps = await tapAfterPaint(browser, url, pages);
        for (const page of results) {
          const entry = into.pages.get(page.name) ?? {
            runs: [],
            ready: [],
            load: [],
            tap: [],
            control: "",
            notReady: 0,
          };
          entry.runs.push(...page.runs);
          const r = ready.find((x) => x.name === page.name);
          if (r) {
            entry.ready.push(r.ready);
            entry.load.push(r.load);
            entry.notReady += r.notReady;
          }
          const t = taps.find((x) => x.name === page.name);
          if (t) {
            entry.tap.push(t.effect);
            entry.control = t.control;
          }
          into.pages.set(page.name, entry);
        }
      }
      console.log(`${label}: run ${run + 1} of ${RUNS} done`);
    }
  } finally {
    await browser.close();
    for (const server of servers) {
      await server.plain.close();
      await server.secure?.close();
    }
  }
  return measured;
}

/** A table per page: a row per mode, with the medians of each measure. */
function print(sets: Measured[]) {
  const books = sets[0]?.books;
  console.log(
    `\n## ${books} books (median of ${RUNS}; Lighthouse mobile, and ready and tap in Chromium at 4x CPU and 150 ms RTT, over ${HTTP2 ? "HTTPS + HTTP/2" : "HTTP/1.1"})\n`,
  );
  console.log(
    "| page | bootstrap | perf | FCP | LCP | TBT | CLS | load | app ready | tap 300 ms after FCP to effect |",
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const name of sets[0]?.pages.keys() ?? []) {
    for (const set of sets) {
      const e = set.pages.get(name);
      if (!e) continue;
      const m = (key: keyof Run) => median(e.runs.map((r) => r[key]));
      const ready = `${seconds(median(e.ready))}${e.notReady ? ` (${e.notReady} not ready)` : ""}`;
      console.log(
        `| ${name} | ${set.variant} | ${m("performance")} | ${seconds(m("fcp"))} | ${seconds(m("lcp"))} | ${Math.round(m("tbt"))} ms | ${m("cls").toFixed(3)} | ${seconds(median(e.load))} | ${ready} | ${Math.round(median(e.tap))} ms (${e.control}) |`,
      );
    }
  }
}

console.log(
  `Bootstrap comparison: each page of each build in turn, ${RUNS} rounds; the tap comes ${TAP_AFTER_FCP_MS} ms after first paint.`,
);
const results = [await measureSite("this project", process.cwd(), loadCatalogue().books.length)];
if (grow > 0) {
  const dir = path.resolve("build", "bench-catalogue");
  rmSync(dir, { recursive: true, force: true });
  const grown = await growCatalogue(dir, { books: grow });
  results.push(await measureSite(`${grow} books added`, dir, grown.catalogue.books.length));
}
for (const sets of results) print(sets);
