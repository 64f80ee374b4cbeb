import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { z } from "zod";

/**
 * What in an npm script only a POSIX shell understands. npm runs scripts with cmd.exe on
 * Windows, where `NAME=value command` is "'NAME' is not recognized", `${NAME:-x}` and `$NAME`
 * are left as written, and 'single quotes' are part of the word. Settings go through
 * config/environment.mjs or a flag, and anything more than one command goes into a tool.
 */
function shellOnly(script: string): string[] {
  const problems: string[] = [];
  for (const command of script.split(/&&|\|\||;/).map((part) => part.trim())) {
    const assignment = /^([A-Za-z_]\w*)=/.exec(command);
    if (assignment) problems.push(`sets ${assignment[1]} before a command`);
  }
  for (const expansion of script.match(/\$\{[^}]*\}|\$[A-Za-z_]\w*/g) ?? []) {
    problems.push(`expands ${expansion}`);
  }
  if (script.includes("'")) problems.push("quotes with '");
  const posix = /(?:^|&&|\|\||;)\s*(rm|cp|mv|export|cat|ls|mkdir|test)\s/.exec(script);
  if (posix) problems.push(`runs ${posix[1]}, which Windows does not have`);
  return problems;
}

test("no npm script needs a POSIX shell", () => {
  const { scripts } = z
    .object({ scripts: z.record(z.string(), z.string()) })
    .parse(JSON.parse(readFileSync("package.json", "utf8")));
  const found = Object.entries(scripts).flatMap(([name, script]) =>
    shellOnly(script).map((problem) => `${name}: ${problem}`),
  );
  expect(found).toEqual([]);
});

test("the check finds what cmd.exe cannot run", () => {
  // `dev` and `bench` as they were before tools/dev.ts.
  expect(
    shellOnly("tsx build-steps/build.ts --assets-only --dev && ROUTES=all react-router dev"),
  ).toEqual(["sets ROUTES before a command"]);
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell's expansion, as the script had it
  const bench = "CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium} tsx tools/bench/bench.ts";
  expect(shellOnly(bench)).toEqual([
    "sets CHROME_PATH before a command",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the same expansion, quoted
    "expands ${CHROME_PATH:-/usr/bin/chromium}",
  ]);
  expect(shellOnly("rm -rf build && echo '$HOME'")).toEqual([
    "expands $HOME",
    "quotes with '",
    "runs rm, which Windows does not have",
  ]);
  expect(shellOnly("tsx tools/dev.ts")).toEqual([]);
});
