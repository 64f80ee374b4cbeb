import { readFileSync } from "node:fs";
import { validateWorkflow } from "@action-validator/core";
import { expect, test } from "vitest";
import { parse } from "yaml";
import { z } from "zod";

// The GitHub Actions workflows cannot run from here: each is checked against GitHub's
// workflow schema (action-validator), and the checks' steps against .ci/run's.

const WORKFLOWS = [".github/workflows/check.yml", ".github/workflows/pages.yml"];

test.each(WORKFLOWS)("%s is a workflow GitHub accepts", (file) => {
  expect(validateWorkflow(readFileSync(file, "utf8")).errors).toEqual([]);
});

test("the schema check finds a mistake in a workflow", () => {
  const broken = readFileSync(WORKFLOWS[0] ?? "", "utf8").replace("runs-on:", "run-on:");
  expect(validateWorkflow(broken).errors).not.toEqual([]);
});

const workflow = z.object({
  jobs: z.record(
    z.string(),
    z.object({
      "runs-on": z.string(),
      strategy: z.object({ matrix: z.object({ os: z.array(z.string()) }) }).optional(),
      steps: z.array(z.object({ run: z.string().optional() })),
    }),
  ),
});

/** The npm commands a job runs, in order. */
const npmCommands = (runs: string[]) =>
  runs.flatMap((run) => run.match(/\bnpm (?:ci|test|run [\w:-]+)/g) ?? []);

test("the checks run .ci/run's npm commands: all of npm test on Linux, the install, unit tests and build on every system", () => {
  const { jobs } = workflow.parse(parse(readFileSync(WORKFLOWS[0] ?? "", "utf8")));
  const ci = readFileSync(".ci/run", "utf8")
    .split("\n")
    .filter((line) => !line.trim().startsWith("#") && !line.includes("echo"));
  // .ci/run: `npm ci` and `npm test`, then on a second Node the install, unit tests and build.
  const [first, second] = ci.join("\n").split("with-node.mjs 24 npm ci");
  const main = npmCommands([first ?? ""]);
  const again = ["npm ci", ...npmCommands([second ?? ""])];
  expect(main).toEqual(["npm ci", "npm test"]);
  expect(again).toEqual(["npm ci", "npm run test:unit", "npm run build"]);

  const everything = jobs.everything;
  expect(everything?.["runs-on"]).toBe("ubuntu-latest");
  expect(npmCommands(everything?.steps.flatMap((step) => step.run ?? []) ?? [])).toEqual(main);

  const each = jobs["every-system"];
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, as the workflow has it
  expect(each?.["runs-on"]).toBe("${{ matrix.os }}");
  expect(each?.strategy?.matrix.os).toEqual(["ubuntu-latest", "windows-latest", "macos-latest"]);
  const commands = npmCommands(each?.steps.flatMap((step) => step.run ?? []) ?? []);
  expect(commands.filter((command) => command !== "npm run typecheck")).toEqual(again);
  expect(commands).toContain("npm run typecheck");
});
