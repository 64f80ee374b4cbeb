// @ts-check
// `npm test`: typecheck, lint, the layers (dependency-cruiser), unit tests, production build,
// end-to-end tests, then the same unit tests, build, page-type and analytics tests on two
// generated catalogues, in that order; each step is the npm script the README gives for it.
// Stops at the first failing step and ends with a summary of steps and test counts.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

/** @type {{ name: string; command: string[]; report?: string }[]} */
const STEPS = [
  { name: "typecheck", command: ["npm", "run", "--silent", "typecheck"] },
  { name: "lint", command: ["npm", "run", "--silent", "lint"] },
  { name: "layers", command: ["npm", "run", "--silent", "lint:layers"] },
  {
    name: "unit tests",
    command: [
      "npm",
      "run",
      "--silent",
      "test:unit",
      "--",
      "--reporter=default",
      "--reporter=json",
      "--outputFile.json=reports/unit.json",
    ],
    report: "reports/unit.json",
  },
  { name: "build", command: ["npm", "run", "--silent", "build"] },
  {
    name: "end-to-end tests",
    command: ["npm", "run", "--silent", "test:e2e"],
    report: "reports/e2e.json",
  },
  { name: "catalogues", command: ["npm", "run", "--silent", "test:catalogues"] },
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
  const run = spawnSync(step.command[0] ?? "", step.command.slice(1), { stdio: "inherit" });
  const status = run.status === 0 ? "passed" : "failed";
  failed = status === "failed";
  results.push({ name: step.name, status, seconds: (Date.now() - started) / 1000 });
}

/**
 * Reads passed and failed test counts from a Vitest or Playwright JSON report.
 * @param {string} file
 */
function counts(file) {
  if (!file || !existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, "utf8"));
  if ("numPassedTests" in report)
    return { passed: report.numPassedTests, failed: report.numFailedTests };
  return {
    passed: report.stats?.expected ?? 0,
    failed: (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0),
  };
}

const unit = counts("reports/unit.json");
const e2e = counts("reports/e2e.json");
console.log("\n=== Summary");
for (const r of results)
  console.log(`${r.status.padEnd(8)} ${r.name.padEnd(18)} ${r.seconds.toFixed(1)}s`);
console.log(`unit tests: ${unit.passed} passed, ${unit.failed} failed`);
console.log(`end-to-end tests: ${e2e.passed} passed, ${e2e.failed} failed`);
const stepFailures = results.filter((r) => r.status === "failed").length;
console.log(
  `${unit.passed + e2e.passed} passed, ${unit.failed + e2e.failed + (stepFailures && !(unit.failed + e2e.failed) ? stepFailures : 0)} failed`,
);
process.exit(failed ? 1 : 0);
