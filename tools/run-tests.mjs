// @ts-check
// `npm test`: typecheck, lint, the layers (dependency-cruiser), unit and component tests, the
// production build, the second build the tests share (tests/variant-build.ts), the
// build-output tests, the end-to-end tests, then the build-output and page-type tests on two
// generated catalogues, in that order; each step is the npm script the README gives for it.
// `npm run test:quick` (`--quick`): the typecheck, lint, layers, unit and component tests,
// and the build-output tests on the builds there are, for the inner loop.
// Stops at the first failing step and ends with a summary: each step's time, the test counts,
// the pages the browser tests loaded, and the title and first error line of each failed test.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { buildIsStale } from "../build-steps/build-freshness.mjs";

const quick = process.argv.includes("--quick");

/** The variant build's folder and base path, as tests/variant-build.ts makes it. */
const VARIANT = { dir: path.resolve("build", "variant"), basePath: "/my-books/" };

/** @param {string} script @param {string[]} [args] */
const npmRun = (script, args = []) => [
  "npm",
  "run",
  "--silent",
  script,
  ...(args.length > 0 ? ["--", ...args] : []),
];
/**
 * A Vitest step that writes its JSON report to `report`.
 * @param {string} name @param {string} script @param {string} report @param {string[]} [args]
 */
const vitestStep = (name, script, report, args = []) => ({
  name,
  command: npmRun(script, [
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
    ...args,
  ]),
  report,
});

/** @type {{ name: string; command: string[]; report?: string }[]} */
const STEPS = [
  { name: "typecheck", command: npmRun("typecheck") },
  { name: "lint", command: npmRun("lint") },
  { name: "layers", command: npmRun("lint:layers") },
  vitestStep("unit tests", "test:unit", "reports/unit.json"),
  ...(quick
    ? [
        // On the builds there are: the variant's tests only when it is up to date.
        vitestStep(
          "build-output tests",
          "test:build",
          "reports/build.json",
          buildIsStale(process.cwd(), VARIANT.dir, VARIANT.basePath)
            ? ["--exclude", "tests/build-output/variant.test.ts"]
            : [],
        ),
      ]
    : [
        { name: "build", command: npmRun("build") },
        { name: "variant build", command: npmRun("build:variant") },
        vitestStep("build-output tests", "test:build", "reports/build.json"),
        { name: "end-to-end tests", command: npmRun("test:e2e"), report: "reports/e2e.json" },
        {
          name: "catalogues",
          command: npmRun("test:catalogues"),
          report: "reports/catalogues.json",
        },
      ]),
];

rmSync("reports", { recursive: true, force: true });
mkdirSync("reports", { recursive: true });

/** @type {{ name: string; status: "passed" | "failed" | "skipped"; seconds: number }[]} */
const results = [];
let failed = false;
for (const step of STEPS) {
  if (failed) {
    results.push({ name: step.name, status: "skipped", seconds: 0 });
    continue;
  }
  console.log(`\n=== ${step.name}: ${step.command.join(" ")}`);
  const started = Date.now();
  const run = spawnSync(step.command[0] ?? "", step.command.slice(1), {
    stdio: "inherit",
    // npm is npm.cmd on Windows, which only a shell finds.
    shell: process.platform === "win32",
  });
  const status = run.status === 0 ? "passed" : "failed";
  failed = status === "failed";
  results.push({ name: step.name, status, seconds: (Date.now() - started) / 1000 });
}

/**
 * @typedef {{ passed: number; failed: number; pageLoads: number; failures: string[] }} Counts
 */

/** The first line of an error message, without terminal colours. @param {string} text */
const firstLine = (text) =>
  (
    stripVTControlCharacters(text)
      .split("\n")
      .find((line) => line.trim() !== "") ?? ""
  )
    .trim()
    .slice(0, 200);

/**
 * Passed and failed tests, pages loaded and each failure's title and first error line, from a
 * Vitest or Playwright JSON report, or a file of such reports (the catalogue step's).
 * @param {string} file
 * @returns {Counts}
 */
function counts(file) {
  /** @type {Counts} */
  const total = { passed: 0, failed: 0, pageLoads: 0, failures: [] };
  if (!file || !existsSync(file)) return total;
  const report = JSON.parse(readFileSync(file, "utf8"));
  if (Array.isArray(report)) {
    for (const part of report) {
      const { label, file: partFile } = part;
      const inner = counts(partFile);
      total.passed += inner.passed;
      total.failed += inner.failed;
      total.pageLoads += inner.pageLoads;
      total.failures.push(...inner.failures.map((failure) => `${label}: ${failure}`));
    }
    return total;
  }
  if ("numPassedTests" in report) {
    total.passed = report.numPassedTests;
    total.failed = report.numFailedTests;
    for (const suite of report.testResults ?? []) {
      const where = path.relative(process.cwd(), suite.name);
      const tests = suite.assertionResults ?? [];
      for (const test of tests) {
        if (test.status !== "failed") continue;
        total.failures.push(
          `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0] ?? "")}`,
        );
      }
      if (suite.status === "failed" && tests.length === 0)
        total.failures.push(`${where}: ${firstLine(suite.message ?? "")}`);
    }
    return total;
  }
  total.passed = report.stats?.expected ?? 0;
  total.failed = (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0);
  /** @param {any} suite @param {string[]} titles */
  const visit = (suite, titles) => {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        // Each run of a test carries its own count (the test's list repeats its last run's).
        for (const result of test.results ?? []) {
          for (const annotation of result.annotations ?? []) {
            if (annotation.type === "page loads") total.pageLoads += Number(annotation.description);
          }
        }
        const last = test.results?.at(-1);
        if (test.status === "unexpected" || test.status === "flaky") {
          total.failures.push(
            `${[...here, spec.title].join(" › ")}: ${firstLine(last?.error?.message ?? last?.errors?.[0]?.message ?? "")}`,
          );
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, here);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  for (const error of report.errors ?? [])
    total.failures.push(`(outside a test) ${firstLine(error.message ?? "")}`);
  return total;
}

const reports = STEPS.filter((step) => step.report).map((step) => ({
  name: step.name,
  ...counts(step.report ?? ""),
}));
console.log("\n=== Summary");
for (const r of results)
  console.log(`${r.status.padEnd(8)} ${r.name.padEnd(20)} ${r.seconds.toFixed(1)}s`);
console.log(
  `total    ${"".padEnd(20)} ${results.reduce((sum, r) => sum + r.seconds, 0).toFixed(1)}s`,
);
for (const r of reports) {
  const loads = r.pageLoads > 0 ? `, ${r.pageLoads} page loads` : "";
  console.log(`${r.name}: ${r.passed} passed, ${r.failed} failed${loads}`);
}
const passed = reports.reduce((sum, r) => sum + r.passed, 0);
const failedTests = reports.reduce((sum, r) => sum + r.failed, 0);
const stepFailures = results.filter((r) => r.status === "failed").length;
console.log(`${passed} passed, ${failedTests || stepFailures} failed`);
const failures = reports.flatMap((r) => r.failures);
if (failures.length > 0) {
  console.log("\n=== Failed");
  for (const failure of failures) console.log(`✘ ${failure}`);
} else if (failed) {
  const step = results.find((r) => r.status === "failed");
  console.log(`\n=== Failed\n✘ the step "${step?.name}" (its output is above)`);
}
process.exit(failed ? 1 : 0);
