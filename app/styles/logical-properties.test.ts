import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

/**
 * A site in a right-to-left language (Hebrew, Arabic) mirrors: its stylesheets say start and
 * end (`padding-inline-start`, `inset-inline-end`, `text-align: end`), never left and right,
 * unless a line says why it must be the physical side (`/* physical: ... *\/`).
 */
const PHYSICAL =
  /(?:^|[\s;{])((?:margin|padding|border)-(?:left|right)(?:-[a-z]+)?|left|right|border-(?:top|bottom)-(?:left|right)-radius|float|clear)\s*:|text-align\s*:\s*(?:left|right)/;

test("the site's stylesheets place things by start and end, not by left and right", () => {
  const app = path.join(import.meta.dirname, "..");
  const sheets = readdirSync(app, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".css"))
    .map((entry) => path.join(entry.parentPath, entry.name));
  expect(sheets.length).toBeGreaterThan(10);
  const physical = sheets.flatMap((sheet) =>
    readFileSync(sheet, "utf8")
      .split("\n")
      .flatMap((line, index) =>
        PHYSICAL.test(line) && !line.includes("/* physical:")
          ? [`${path.relative(app, sheet)}:${index + 1}: ${line.trim()}`]
          : [],
      ),
  );
  expect(physical).toEqual([]);
});
