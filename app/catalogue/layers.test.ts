import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

// The catalogue's modules build on each other in one direction: validators and dates at the
// bottom, then the schema, then what reads the schema's types (links, queries, pages).

const folder = path.dirname(new URL(import.meta.url).pathname);
const modules = readdirSync(folder).filter(
  (name) => name.endsWith(".ts") && !/\.test(-helper)?\.ts$/.test(name),
);

/** The modules a module imports, by file name; packages as they are named. */
function importsOf(name: string): string[] {
  const source = readFileSync(path.join(folder, name), "utf8");
  return [...source.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+"([^"]+)"/gms)].map(([, from]) =>
    from?.startsWith("./") ? from.slice(2) : (from ?? ""),
  );
}

test("validators, dates and the wording of messages import nothing", () => {
  for (const leaf of ["validators.ts", "dates.ts", "content-messages.ts"]) {
    expect(importsOf(leaf), leaf).toEqual([]);
  }
});

test("the schema builds on validators only: nothing it imports imports it back", () => {
  expect(importsOf("schema.ts")).not.toContain("queries.ts");
  expect(importsOf("schema.ts")).not.toContain("links.ts");
  const reaches = (from: string, seen = new Set<string>()): Set<string> => {
    for (const next of importsOf(from).filter((name) => modules.includes(name))) {
      if (!seen.has(next)) {
        seen.add(next);
        reaches(next, seen);
      }
    }
    return seen;
  };
  for (const name of modules) {
    expect(reaches(name).has(name), `${name} imports itself through another module`).toBe(false);
  }
});
