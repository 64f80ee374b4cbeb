/** The benchmark's tables, in Markdown, for one catalogue and side by side for several. */
import type { LcpInHtml, Ready } from "./browser.ts";
import { MOBILE } from "./browser.ts";
import type { PageResult, Run } from "./lighthouse.ts";
import type { ScriptSplit, SiteSize } from "./sizes.ts";
import { kib, median, seconds } from "./stats.ts";

export type CatalogueBench = {
  /** What was measured: "the project", or the grown copy. */
  label: string;
  books: number;
  /** What sets it apart from the project at the same size, if anything ("with analytics"). */
  variant?: string;
  results: PageResult[];
  scripts: ScriptSplit[];
  ready: Ready[];
  lcpInHtml: LcpInHtml[];
  size: SiteSize;
};

const m = (page: PageResult, key: keyof Run) => median(page.runs.map((run) => run[key]));
const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
const header = (cells: string[]) => [row(cells), row(cells.map(() => "---"))].join("\n");

/** The Lighthouse table's columns, each heading beside the median its cells show. */
const LIGHTHOUSE_COLUMNS: [string, (page: PageResult) => string | number][] = [
  ["perf", (page) => m(page, "performance")],
  ["a11y", (page) => m(page, "accessibility")],
  ["bp", (page) => m(page, "bestPractices")],
  ["seo", (page) => m(page, "seo")],
  ["FCP", (page) => seconds(m(page, "fcp"))],
  ["LCP", (page) => seconds(m(page, "lcp"))],
  ["TBT", (page) => `${Math.round(m(page, "tbt"))} ms`],
  ["CLS", (page) => m(page, "cls").toFixed(2)],
  ["DOM", (page) => Math.round(m(page, "dom"))],
  ["JS KiB", (page) => kib(m(page, "script"))],
  ["CSS KiB", (page) => kib(m(page, "css"))],
  ["img KiB", (page) => kib(m(page, "image"))],
  ["total KiB", (page) => kib(m(page, "total"))],
];

/** Every table for one catalogue. */
export function printCatalogue(bench: CatalogueBench, runs: number) {
  const { results } = bench;
  console.log(`\n## ${bench.books} books (${bench.label})\n`);
  console.log(
    `Lighthouse, median of ${runs} runs per page (mobile, simulated throttling), bytes as transferred; DOM: elements in the page:\n`,
  );
  console.log(header(["page", ...LIGHTHOUSE_COLUMNS.map(([heading]) => heading)]));
  for (const page of results) {
    const cells = LIGHTHOUSE_COLUMNS.map(([, cell]) => cell(page));
    console.log(row([`${page.name} (${page.path})`, ...cells]));
  }

  console.log(
    "\nScript each page loads, gzip KiB: the framework (React, React DOM, React Router), React Router's route manifest, the site's own code, and other sites' (an analytics service's, when the site names one):\n",
  );
  console.log(header(["page", "framework", "route manifest", "site code", "other sites", "total"]));
  for (const s of bench.scripts) {
    console.log(
      row([
        s.name,
        kib(s.framework),
        kib(s.manifest),
        kib(s.site),
        kib(s.elsewhere),
        kib(s.framework + s.manifest + s.site + s.elsewhere),
      ]),
    );
  }

  console.log(
    `\nFrom the load event to the app being ready (the app-ready mark), median of ${runs} loads in Chromium throttled to ${MOBILE.rttMs} ms RTT, ${MOBILE.downloadKbps} Kbps and ${MOBILE.cpuSlowdown}x CPU:\n`,
  );
  console.log(header(["page", "load", "ready", "load to ready"]));
  for (const r of bench.ready)
    console.log(
      row([
        r.name,
        seconds(r.load),
        `${seconds(r.ready)}${r.notReady ? ` (${r.notReady} loads never ready)` : ""}`,
        seconds(r.gap),
      ]),
    );

  console.log(
    `\nThe theme's fonts as a reader sees them, in the same ${runs} loads: runs drawn in the theme's faces from the first paint, the face of the page's first heading once the app is ready (in most runs), and the largest layout shift of a run (in Chromium, not Lighthouse's simulation); first visit, then the page landed on again in the same browser profile:\n`,
  );
  const visitHeadings = ["faces at first frame", "heading in", "CLS"];
  console.log(header(["page", ...visitHeadings, ...visitHeadings.map((h) => `again: ${h}`)]));
  for (const r of bench.ready) {
    const visits = (key: "first" | "again") => {
      const landings = r.landings.map((l) => l[key]);
      return [
        `${landings.filter((l) => l.facesAtFirstFrame).length}/${landings.length}`,
        mostOf(landings.map((l) => l.headingFace)),
        Math.max(0, ...landings.map((l) => l.cls)).toFixed(4),
      ];
    };
    console.log(row([r.name, ...visits("first"), ...visits("again")]));
  }

  console.log("\nWith JavaScript disabled (prerendered HTML only):");
  for (const { name, selector, present } of bench.lcpInHtml) {
    console.log(
      `  ${name}: LCP element ${present ? "present" : "not in the HTML"} (${selector || "none reported"})`,
    );
  }
  const all = (key: keyof Run) => results.map((page) => m(page, key));
  console.log(
    `\nSummary: performance ${Math.min(...all("performance"))}-${Math.max(...all("performance"))}, ` +
      `worst LCP ${seconds(Math.max(...all("lcp")))}, worst TBT ${Math.round(Math.max(...all("tbt")))} ms, ` +
      `worst CLS ${Math.max(...all("cls")).toFixed(2)}.`,
  );
}

/** The value most of `values` have (the first of those tied). */
function mostOf(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "n/a";
}

/** A catalogue's column heading: its size, and what sets it apart if anything. */
const column = (b: CatalogueBench) => `${b.books} books${b.variant ? `, ${b.variant}` : ""}`;

/** What grows with the catalogue, and each page's figures, one column per catalogue. */
export function printComparison(benches: CatalogueBench[]) {
  console.log("\n## At each size\n");
  console.log(
    header(["books", "route manifest (gzip KiB)", "home HTML (gzip KiB)", "home DOM elements"]),
  );
  for (const bench of benches) {
    const home = bench.results.find((page) => page.path === "/");
    console.log(
      row([
        `${bench.books}${bench.variant ? `, ${bench.variant}` : ""}`,
        bench.size.manifest === null ? "none" : kib(bench.size.manifest),
        kib(bench.size.homeHtml),
        home ? Math.round(m(home, "dom")) : "n/a",
      ]),
    );
  }
  console.log("\nLighthouse medians (perf, LCP, TBT, CLS) per page:\n");
  console.log(header(["page", ...benches.map(column)]));
  const names = [...new Set(benches.flatMap((b) => b.results.map((page) => page.name)))];
  for (const name of names) {
    const cells = benches.map((bench) => {
      const page = bench.results.find((p) => p.name === name);
      if (!page) return "n/a";
      return `${m(page, "performance")}, ${seconds(m(page, "lcp"))}, ${Math.round(m(page, "tbt"))} ms, ${m(page, "cls").toFixed(3)}`;
    });
    console.log(row([name, ...cells]));
  }
  console.log(
    "\nThe theme's fonts (runs drawn in the theme's faces from the first paint: first visit / landing again; largest CLS in Chromium):\n",
  );
  console.log(header(["page", ...benches.map(column)]));
  for (const name of names) {
    const cells = benches.map((bench) => {
      const ready = bench.ready.find((r) => r.name === name);
      if (!ready) return "n/a";
      const count = (key: "first" | "again") =>
        ready.landings.filter((l) => l[key].facesAtFirstFrame).length;
      const cls = Math.max(0, ...ready.landings.flatMap((l) => [l.first.cls, l.again.cls]));
      return `${count("first")}/${ready.landings.length}, ${count("again")}/${ready.landings.length}; ${cls.toFixed(4)}`;
    });
    console.log(row([name, ...cells]));
  }
}
