/**
 * `node --import tsx tools/check-map.ts`: where each end-to-end check of the suite at c52f0fa
 * lives now (issue 35). It reads c52f0fa's test titles (tests/check-map/c52f0fa.txt, from that
 * commit's `npm test` report on a fresh clone) and the rules of tests/check-map/map.ts, lists
 * today's tests (Playwright's and Vitest's own listings; the build-output tests need a build),
 * and checks that every old title matches exactly one rule and that every place a rule names
 * is a test of today's suite (a step, by its title in the spec's text). It prints the table of
 * old titles and their places, then the totals by kind, and exits 1 on a missing or dangling
 * entry. `--table` prints only the totals and the mismatches.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { RULES } from "../tests/check-map/map.ts";

const root = process.cwd();
const before = readFileSync(path.join(root, "tests/check-map/c52f0fa.txt"), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "");

/** Today's tests as `file › title path`, from the runners' own listings. */
function todaysTests(): string[] {
  const playwright = JSON.parse(
    execFileSync("npx", ["playwright", "test", "--list", "--reporter=json"], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    }),
  ) as { suites: Suite[] };
  type Suite = {
    title: string;
    file?: string;
    specs?: { title: string; file: string }[];
    suites?: Suite[];
  };
  const titles: string[] = [];
  const visit = (suite: Suite, outer: string[]) => {
    const here = suite.title && !suite.title.endsWith(".ts") ? [...outer, suite.title] : outer;
    for (const spec of suite.specs ?? [])
      titles.push(`tests/e2e/${spec.file} › ${[...here, spec.title].join(" › ")}`);
    for (const child of suite.suites ?? []) visit(child, here);
  };
  for (const suite of playwright.suites) visit(suite, []);
  const vitest = JSON.parse(
    execFileSync("npx", ["vitest", "list", "--json"], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    }),
  ) as { name: string; file: string }[];
  for (const test of vitest)
    titles.push(`${path.relative(root, test.file)} › ${test.name.replaceAll(" > ", " › ")}`);
  return titles;
}

/** A place's pattern (`*` for any text) as a regular expression over whole titles. */
const patternOf = (place: string) =>
  new RegExp(
    `^${place
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*")}$`,
  );

const kindOf = (place: string) =>
  place.startsWith("tests/e2e/")
    ? "browser"
    : place.startsWith("tests/build-output/")
      ? "build-output"
      : place.endsWith(".tsx", place.indexOf(" › "))
        ? "component"
        : "unit";

const today = todaysTests();
const problems: string[] = [];
const rows: { title: string; places: string[] }[] = [];
for (const title of before) {
  const matching = RULES.filter(([rule]) =>
    typeof rule === "string" ? rule === title : rule.test(title),
  );
  if (matching.length !== 1) {
    problems.push(`${matching.length} rules match: ${title}`);
    continue;
  }
  const [rule, places] = matching[0] as (typeof RULES)[number];
  const resolved = places.map((place) => {
    if (!place.includes("(the same title)")) return place;
    const match = typeof rule === "string" ? null : rule.exec(title);
    const file = place.replace("$1", match?.[1] ?? "").replace(" › (the same title)", "");
    return `${file} › ${title.slice(title.indexOf(" › ") + 3)}`;
  });
  rows.push({ title, places: resolved });
}

// Every place is a test of today's suite; a step is found by its title in the spec's text.
const checked = new Map<string, boolean>();
for (const place of new Set(rows.flatMap((row) => row.places))) {
  const [test, step] = place.split(" ▸ ");
  const found = today.some((title) => patternOf(test ?? "").test(title));
  let stepFound = true;
  if (found && step) {
    const file = (test ?? "").slice(0, (test ?? "").indexOf(" › "));
    const text = readFileSync(path.join(root, file), "utf8").replaceAll(/\$\{[^}]+\}/g, "*");
    stepFound = text.includes(step);
  }
  checked.set(place, found && stepFound);
  if (!found) problems.push(`no such test today: ${test}`);
  else if (!stepFound) problems.push(`no such step today: ${place}`);
}
for (const rule of RULES) {
  if (
    !before.some((title) => (typeof rule[0] === "string" ? rule[0] === title : rule[0].test(title)))
  )
    problems.push(`a rule matches no title of c52f0fa: ${rule[0]}`);
}

const onlyTotals = process.argv.includes("--table");
if (!onlyTotals) {
  console.log("| test at c52f0fa | where its check lives now |");
  console.log("| --- | --- |");
  for (const { title, places } of rows)
    console.log(`| ${title} | ${places.map((p) => `${kindOf(p)}: ${p}`).join("<br>")} |`);
}
const byKind = new Map<string, number>();
for (const { places } of rows) {
  const kinds = new Set(places.map(kindOf));
  const key = [...kinds].sort().join(" + ");
  byKind.set(key, (byKind.get(key) ?? 0) + 1);
}
console.log(
  `\n${before.length} tests at c52f0fa; ${rows.length} mapped; today's suite: ${today.length} tests`,
);
console.log("| now checked by | tests at c52f0fa |");
console.log("| --- | --- |");
for (const [kind, count] of [...byKind].sort((a, b) => b[1] - a[1]))
  console.log(`| ${kind} | ${count} |`);
const kept = rows.filter(({ title, places }) =>
  places.some(
    (p) => p.startsWith("tests/e2e/") && p.endsWith(title.slice(title.indexOf(" › ") + 3)),
  ),
).length;
console.log(`${kept} kept in the browser with the same title`);
if (problems.length > 0) {
  console.log(`\n${problems.length} problems:`);
  for (const problem of problems) console.log(`- ${problem}`);
  process.exit(1);
}
