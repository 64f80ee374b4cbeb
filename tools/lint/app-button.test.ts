import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";

const RULE = path.resolve("tools/lint/app-button.grit");
const BIOME = path.resolve("node_modules/.bin/biome");
const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The messages of the rule's diagnostics for a component file holding `source`. */
function lint(fileName: string, source: string): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "app-button-rule-"));
  dirs.push(dir);
  writeFileSync(
    path.join(dir, "biome.json"),
    JSON.stringify({ plugins: [RULE], linter: { rules: { preset: "none" } } }),
  );
  writeFileSync(path.join(dir, fileName), source);
  const run = spawnSync(BIOME, ["lint", "--reporter=json", "."], { cwd: dir, encoding: "utf8" });
  const report = JSON.parse(run.stdout) as {
    diagnostics: { category: string; message: string }[];
  };
  return report.diagnostics.filter((d) => d.category === "plugin").map((d) => d.message);
}

test("a plain button that needs the app is refused, with the component to use", () => {
  const found = lint(
    "menu.tsx",
    'export const Menu = () => <div><button type="button" onClick={open}>Menu</button><button onClick={open} /></div>;\n',
  );
  expect(found).toHaveLength(2);
  expect(found[0]).toContain("AppButton (app/components/ui/app-button.tsx)");
});

test("a form's submit button and AppButton itself pass", () => {
  expect(
    lint("form.tsx", 'export const F = () => <form><button type="submit">Go</button></form>;\n'),
  ).toEqual([]);
  expect(
    lint(
      "app-button.tsx",
      'export const AppButton = (p: object) => <button {...p} type="button" />;\n',
    ),
  ).toEqual([]);
});
