/**
 * `npm run catalogue -- export books.csv`: the catalogue as a spreadsheet, a row per edition.
 * `npm run catalogue -- import books.csv`: what the sheet would change in content/books (a
 * dry run); with `--write`, writes it. The sheet is checked as the build checks the files, and
 * nothing is written while any row is wrong. docs/writing-content.md lists the columns.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { readContentSources } from "../app/schema/content.server.ts";
import { ContentError } from "../app/schema/content-issues.ts";
import { importReport } from "./catalogue-sheet/import-report.ts";
import { changedBooks, exportSheet, planImport } from "./catalogue-sheet/sheet-import.ts";

const USAGE = `Usage:
  npm run catalogue -- export <file.csv>
  npm run catalogue -- import <file.csv> [--write]`;

function main(): number {
  const { values, positionals } = parseArgs({
    options: { write: { type: "boolean", default: false } },
    allowPositionals: true,
  });
  const [command, sheet] = positionals;
  if ((command !== "export" && command !== "import") || sheet === undefined) {
    console.error(USAGE);
    return 2;
  }
  const root = process.cwd();
  const sources = readContentSources(root);
  if (command === "export") {
    writeFileSync(path.resolve(sheet), exportSheet(sources));
    console.log(`Wrote ${sources.books.length} books to ${sheet}.`);
    return 0;
  }
  if (!existsSync(path.resolve(sheet))) {
    console.error(
      `${sheet}: there is no such file. Export one with npm run catalogue -- export ${sheet}`,
    );
    return 1;
  }
  const plan = planImport(readFileSync(path.resolve(sheet)), sources);
  const write = values.write && plan.problems.length === 0;
  if (write) {
    for (const book of changedBooks(plan)) writeFileSync(path.join(root, book.file), book.saved);
  }
  const report = importReport(plan, sheet, write);
  if (plan.problems.length > 0) console.error(report);
  else console.log(report);
  return plan.problems.length > 0 ? 1 : 0;
}

try {
  process.exitCode = main();
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(`${error.message}\nFix the content first: the sheet is made from it.`);
  process.exitCode = 1;
}
