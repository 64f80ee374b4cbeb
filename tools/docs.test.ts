import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

// The README and the guides in docs/ point at each other and give commands: a guide that is
// moved, or a script that is renamed, leaves a reader on a dead link or a command npm does not
// know. What the commands do is tested where they are run (tests/e2e/*-command.spec.ts and
// the rest); here, that each one exists.

const root = path.resolve(import.meta.dirname, "..");
const guides = [
  "README.md",
  ...readdirSync(path.join(root, "docs"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => path.join("docs", file)),
];
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

test.each(guides)("every relative link of %s leads to a file of the project", (file) => {
  const targets = [...read(file).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? "")
    .filter((target) => !/^[a-z]+:/.test(target) && !target.startsWith("#"))
    .map((target) => path.join(path.dirname(file), target.replace(/#.*$/, "")));
  const missing = targets.filter((target) => !existsSync(path.join(root, target)));
  expect(missing).toEqual([]);
});

test.each(guides)("every npm script %s gives is one package.json has", (file) => {
  const { scripts } = JSON.parse(read("package.json")) as { scripts: Record<string, string> };
  const named = [...read(file).matchAll(/\bnpm run ([a-z][\w:-]*)/g)].map((match) => match[1]);
  const unknown = named.filter((script) => script && !(script in scripts));
  expect(unknown).toEqual([]);
});
