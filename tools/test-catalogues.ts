/**
 * `npm run test:catalogues`, the last step of `npm test`: the site with other catalogues than
 * the sample. For a new author's first site (three books; no series, news, samples or
 * trailers), a small press of four authors (examples/small-press) and the sample with 300
 * generated books, it makes a copy of the project under
 * build/catalogues/, builds it, runs the build-output tests (tests/build-output/, every page of the
 * catalogue) on that build, and the browser tests those need: the page types
 * (tests/e2e/page-types.spec.ts) and analytics; the first site also runs `npm run dev`
 * (tests/e2e/dev.spec.ts), whose route table lists every page type, those the content has none
 * of too, and the events; the sample with 300 more loads every book page to check that none
 * shifts as it loads (tests/e2e/layout-shift.spec.ts). Each copy counts visits with an analytics service (the sample has
 * none, and is tested without), one that the app tells of its navigations and one whose
 * script follows them itself, self-hosted. Each copy's reports are kept in reports/ (listed in
 * reports/catalogues.json, which `npm test`'s summary reads); a copy is removed once it passes.
 */
import { execFileSync, spawnSync } from "node:child_process";
import {
  appendFileSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { loadCatalogueFrom } from "../app/schema/content.server.ts";
import { BUILD_ARGS } from "../build-steps/run-build.mjs";
import { copyEnvironment } from "../config/environment.mjs";
import { packageBin } from "../dev-helpers/package-bin.ts";
import { exampleSite } from "./example-site.ts";
import { growCatalogue } from "./grow-catalogue.ts";

type Catalogue = {
  name: string;
  /** An example of examples/ (its content in place of the sample's), rather than grown books. */
  example?: string;
  /** Generated books added (to the sample's, or to none with `fresh`). */
  books: number;
  fresh: boolean;
  /** Lines added to the copy's site.yaml. */
  analytics: string;
  /** Browser specs run beside the page types and analytics. */
  specs: string[];
  /** Settings for its browser tests. */
  env: Record<string, string>;
};

const CATALOGUES: Catalogue[] = [
  {
    name: "three-books",
    books: 3,
    fresh: true,
    analytics: "analytics:\n  provider: goatcounter\n  code: first-site\n",
    specs: ["tests/e2e/dev.spec.ts", "tests/e2e/events.spec.ts"],
    env: {},
  },
  {
    // A small press: four authors (one a pen name), a co-written book, coming books.
    name: "small-press",
    example: "small-press",
    books: 0,
    fresh: false,
    analytics: "",
    specs: [],
    env: {},
  },
  {
    name: "sample-and-300",
    books: 300,
    fresh: false,
    analytics: "analytics:\n  provider: plausible\n  host: https://stats.example.org\n",
    // Every book page, loaded as a phone loads it: none shifts (tests/e2e/layout-shift.spec.ts).
    specs: ["tests/e2e/layout-shift.spec.ts"],
    env: { E2E_EVERY_PAGE: "1" },
  },
];

/**
 * Runs a command in the copy with this Node (`name` is what a person would type for it); its
 * output goes to ours.
 */
function run(cwd: string, name: string, args: string[], settings: Record<string, string>) {
  const env = copyEnvironment(settings);
  console.log(`\n--- ${path.relative(process.cwd(), cwd)}: ${name}`);
  return spawnSync(process.execPath, args, { cwd, env, stdio: "inherit" }).status === 0;
}

const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

/**
 * What grows with the catalogue, in gzip KiB: React Router's route manifest, which every page
 * loads, and the home page's HTML.
 */
function sizes(dir: string): string[] {
  const client = path.join(dir, "build", "client");
  const gzipKiB = (file: string) =>
    `${(gzipSync(readFileSync(file), { level: 9 }).length / 1024).toFixed(1)} KiB`;
  const manifest = readdirSync(path.join(client, "static")).find((file) =>
    /^manifest-[\w-]+\.js$/.test(file),
  );
  return [
    manifest ? gzipKiB(path.join(client, "static", manifest)) : "none",
    gzipKiB(path.join(client, "index.html")),
  ];
}

mkdirSync("reports", { recursive: true });
const rows: string[] = [];
/** Each copy's test reports, kept in this project's reports/ for npm test's summary. */
const reports: { label: string; file: string }[] = [];
let failed = false;
for (const { name, example, books, fresh, analytics, specs, env } of CATALOGUES) {
  const dir = path.resolve("build", "catalogues", name);
  rmSync(dir, { recursive: true, force: true });
  const times: string[] = [];
  let since = Date.now();
  await (example ? exampleSite(example, dir) : growCatalogue(dir, { books, fresh }));
  appendFileSync(path.join(dir, "content", "site.yaml"), analytics);
  const catalogue = loadCatalogueFrom(dir);
  // A repository of its own, as a clone is: otherwise git answers for this project, whose
  // .gitignore ignores build/ and so every file of the copy.
  execFileSync("git", ["init", "--quiet"], { cwd: dir });
  execFileSync("git", ["add", "--all"], { cwd: dir });
  times.push(seconds(since));
  for (const { name: step, args, report, kept } of [
    { name: "npm run build", args: BUILD_ARGS },
    {
      name: "build-output",
      args: [
        packageBin("vitest", "vitest"),
        "run",
        "--project",
        "build",
        // The variant build is the project's own run's, made once (tests/variant-build.ts).
        "--exclude",
        "tests/build-output/variant.test.ts",
        "--reporter=default",
        "--reporter=json",
        "--outputFile.json=reports/build.json",
      ],
      report: "reports/build.json",
      kept: path.join("reports", `catalogue-${name}-build.json`),
    },
    {
      name: "browser",
      args: [
        packageBin("@playwright/test", "playwright"),
        "test",
        "tests/e2e/page-types.spec.ts",
        "tests/e2e/analytics.spec.ts",
        ...specs,
      ],
      report: "reports/e2e.json",
      kept: path.join("reports", `catalogue-${name}-e2e.json`),
    },
  ]) {
    since = Date.now();
    failed = !run(dir, step === "npm run build" ? step : `${step} tests`, args, env);
    if (report && kept && existsSync(path.join(dir, report))) {
      copyFileSync(path.join(dir, report), kept);
      reports.push({
        label: `${name} ${step}`,
        file: kept,
      });
    }
    times.push(failed ? "failed" : seconds(since));
    if (failed) break;
  }
  if (!failed) times.push(...sizes(dir));
  rows.push(`| ${name} | ${catalogue.books.length} | ${times.join(" | ")} |`);
  if (failed) {
    console.error(`\nThe ${name} catalogue failed; its copy is kept in ${dir}.`);
    break;
  }
  rmSync(dir, { recursive: true, force: true });
}

writeFileSync(path.join("reports", "catalogues.json"), JSON.stringify(reports, null, 2));
console.log(
  "\n| catalogue | books | made | build | build-output tests | browser tests | route manifest | home HTML |",
);
console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
for (const row of rows) console.log(row);
process.exit(failed ? 1 : 0);
