/**
 * `npm run bench [-- --books N] [--analytics] [--baseline <git ref> ...]`: builds when needed,
 * serves the build as `npm start` does, and measures each page type, what grows with the
 * catalogue, then the server under load; each flag adds a built copy measured in the same run
 * (grown by N generated books, counting visits, as at a commit). docs/performance.md ("The
 * method") says what each table measures, and each flag and BENCH_* setting.
 */

import { spawnSync } from "node:child_process";
import { appendFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { loadCatalogue } from "../../app/schema/content.server.ts";
import { CLIENT_DIR } from "../../build-steps/build-dir.mjs";
import { copyEnvironment, environment } from "../../config/environment.mjs";
import { localCertificate } from "../../dev-helpers/certificate.ts";
import { packageBin } from "../../dev-helpers/package-bin.ts";
import { copyProject, revertCopyTo } from "../../dev-helpers/project-copy.ts";
import { startSiteServer } from "../../server/site-server.mjs";
import { serveBuild } from "../../server/start.mjs";
import { growCatalogue } from "../grow-catalogue.ts";
import { startAnalyticsService } from "./analytics-service.ts";
import { inChromium } from "./browser.ts";
import { runLighthouse } from "./lighthouse.ts";
import { benchLoad } from "./load.ts";
import { benchPages } from "./pages.ts";
import { type CatalogueBench, printCatalogue, printComparison } from "./report.ts";
import { scriptSplit, siteSize } from "./sizes.ts";

const { values } = parseArgs({
  options: {
    books: { type: "string" },
    analytics: { type: "boolean", default: false },
    baseline: { type: "string", multiple: true },
  },
});
const grow = values.books === undefined ? 0 : Number(values.books);
if (!Number.isInteger(grow) || grow < 0) {
  console.error(
    "Usage: npm run bench [-- --books <number of generated books to add>] [--analytics] [--baseline <git ref> ...]",
  );
  process.exit(2);
}
const { runs: RUNS, pages: only, http2: HTTP2 } = environment.bench;
const outDir = path.resolve("bench-results");
mkdirSync(outDir, { recursive: true });

const catalogue = loadCatalogue();
// The grown copy holds the project's books, so it is measured on the same pages.
const pages = benchPages(catalogue).filter(({ name }) => !only || only.includes(name));

/**
 * Lighthouse runs against the site served over HTTPS and HTTP/2, as the static hosts and CDNs
 * docs/publishing.md names serve it (a throwaway certificate; BENCH_HTTP=1.1 measures the HTTP/1.1 of
 * `npm start` instead). Lighthouse's simulated network models HTTP/1.1's six connections a
 * host, so the protocol moves the figures of a page whose content waits for its scripts.
 * The other measures read the same build from `base`.
 */
const tls = HTTP2 ? await localCertificate() : undefined;

/** A built site: its client folder and how many books it holds. */
type BuiltCopy = { clientDir: string; books: number };

async function measure(label: string, base: string, site: BuiltCopy): Promise<CatalogueBench> {
  const { books } = site;
  const prefix = label === "this project" ? "" : `${label.replace(/\W+/g, "-")}-${books}-books-`;
  const secure = tls
    ? await startSiteServer({ dir: site.clientDir, basePath: environment.basePath, tls })
    : undefined;
  const lighthouseBase = secure?.url ?? base;
  let results: Awaited<ReturnType<typeof runLighthouse>>;
  try {
    results = await runLighthouse(lighthouseBase, pages, { runs: RUNS, outDir, prefix });
  } finally {
    await secure?.close();
  }
  for (const page of results) {
    page.scripts = page.scripts.map((url) =>
      url.startsWith(lighthouseBase) ? `${base}${url.slice(lighthouseBase.length)}` : url,
    );
  }
  const { ready, lcpInHtml } = await inChromium(
    base,
    results,
    RUNS,
    catalogue.site.theme.displayFont,
  );
  return {
    label,
    books,
    results,
    scripts: await scriptSplit(base, results),
    ready,
    lcpInHtml,
    size: await siteSize(base, results),
  };
}

/**
 * A built copy served on a port of its own, measured as `label` and printed; a `variant` has
 * its label beside its book count in the comparison.
 */
async function measureCopy(label: string, copy: BuiltCopy, { variant = false } = {}) {
  const server = await startSiteServer({ dir: copy.clientDir });
  try {
    const bench = await measure(label, server.url, copy);
    if (variant) bench.variant = label;
    printCatalogue(bench, RUNS);
    return bench;
  } finally {
    await server.close();
  }
}

/**
 * A copy of the project with `books` generated books added, built; what it serves from. With
 * `ref`, the copy's files but the generated books are then turned back to that commit.
 */
async function grownBuild(
  books: number,
  { ref, name = "bench-catalogue" }: { ref?: string; name?: string } = {},
) {
  const dir = path.resolve("build", name);
  rmSync(dir, { recursive: true, force: true });
  const started = Date.now();
  const grown = await growCatalogue(dir, { books });
  const reverted =
    ref === undefined ? "" : `, as at ${ref} (${revertCopyTo(dir, ref)} files differ)`;
  console.log(
    `Grew a copy of the project by ${books} books to ${grown.catalogue.books.length} in ${path.relative(process.cwd(), dir)}${reverted} (${Math.round((Date.now() - started) / 1000)} s); building it.`,
  );
  return { books: grown.catalogue.books.length, clientDir: buildCopy(dir) };
}

/** A copy of the project whose site.yaml names the stand-in analytics service, built. */
function analyticsBuild(host: string) {
  const dir = path.resolve("build", "bench-analytics");
  rmSync(dir, { recursive: true, force: true });
  copyProject(dir, { generated: true });
  appendFileSync(
    path.join(dir, "content", "site.yaml"),
    `analytics:\n  provider: plausible\n  host: ${host}\n`,
  );
  console.log(
    `Copied the project to ${path.relative(process.cwd(), dir)} with analytics: plausible at ${host}; building it.`,
  );
  return { books: catalogue.books.length, clientDir: buildCopy(dir) };
}

/**
 * A copy of the project as it was at the commit `ref`, built; and with `books`, a grown copy of
 * the project turned back to `ref` but for its generated books, built (a copy outside git's
 * view cannot be copied again).
 */
async function baselineBuild(ref: string, index: number, books: number) {
  const name = `bench-baseline-${index + 1}`;
  const dir = path.resolve("build", name);
  rmSync(dir, { recursive: true, force: true });
  copyProject(dir, { generated: true });
  const files = revertCopyTo(dir, ref);
  console.log(
    `Copied the project to ${path.relative(process.cwd(), dir)} as at ${ref} (${files} files differ); building it.`,
  );
  const own = { clientDir: buildCopy(dir), books: catalogue.books.length };
  const grown = books > 0 ? [await grownBuild(books, { ref, name: `${name}-grown` })] : [];
  return { ref, sizes: [own, ...grown] };
}

/**
 * Builds a copy of the project in its own build/, as its own package.json's `build` script
 * says (a copy at an older commit builds as that commit did); its client folder.
 */
function buildCopy(dir: string) {
  const started = Date.now();
  const script = z
    .object({ scripts: z.object({ build: z.string().startsWith("tsx ") }) })
    .parse(JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"))).scripts.build;
  const args = [packageBin("tsx", "tsx"), ...script.split(" ").slice(1)];
  const build = spawnSync(process.execPath, args, {
    cwd: dir,
    env: copyEnvironment(),
    stdio: "inherit",
  });
  if (build.status !== 0) throw new Error(`the build of ${dir} failed`);
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s (a first build).`);
  return path.join(dir, "build", "client");
}

const project = await serveBuild();
const analyticsService = values.analytics ? await startAnalyticsService() : undefined;
try {
  const grown = grow > 0 ? await grownBuild(grow) : undefined;
  const counted = analyticsService && analyticsBuild(analyticsService.host);
  const baselines = [];
  for (const [index, ref] of (values.baseline ?? []).entries()) {
    baselines.push(await baselineBuild(ref, index, grow));
  }
  if (environment.bench.lighthouse) {
    console.log(
      HTTP2
        ? "\nLighthouse loads the pages over HTTPS and HTTP/2, as hosts serve them (BENCH_HTTP=1.1 for HTTP/1.1)."
        : "\nLighthouse loads the pages over HTTP/1.1, as npm start serves them.",
    );
    const ours = await measure("this project", project.url, {
      clientDir: CLIENT_DIR,
      books: catalogue.books.length,
    });
    printCatalogue(ours, RUNS);
    const benches: CatalogueBench[] = [ours];
    if (grown) benches.push(await measureCopy(`${grow} generated books added`, grown));
    if (counted && analyticsService) {
      benches.push(await measureCopy("with analytics", counted, { variant: true }));
      console.log(
        `\nThe stand-in analytics service counted ${analyticsService.hits()} page views.`,
      );
    }
    for (const { ref, sizes } of baselines) {
      for (const size of sizes) {
        benches.push(await measureCopy(`at ${ref}`, size, { variant: true }));
      }
    }
    printComparison(benches);
    console.log("\nReports: bench-results/");
  }
  if (environment.bench.load) {
    const book = pages.find(({ name }) => name === "book");
    const framework = readdirSync(path.join(CLIENT_DIR, "static")).find((file) =>
      /^framework-[\w-]+\.js$/.test(file),
    );
    const targets: [string, string][] = [
      ["home", "/"],
      ...(book ? [["book", book.path] as [string, string]] : []),
      ["script", `/static/${framework}`],
    ];
    await benchLoad(project.url, CLIENT_DIR, targets);
  }
} finally {
  await project.close();
  await analyticsService?.close();
}
