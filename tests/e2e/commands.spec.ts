import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { assetPaths } from "../../app/content/paths.ts";
import { copyEnvironment } from "../../config/environment.mjs";
import { catalogue, someBook } from "../catalogue.ts";
import { expect, test } from "./fixtures.ts";
import { runNpm } from "./npm-command.ts";

// The README's and the guides' other commands, run as a person runs them, as written: a grown
// copy of the project, then in that copy its catalogue out to a sheet and back, and its images
// drawn again; and screenshots of this
// project's build, which the run has made already (a grown copy has none, and `npm run shots`
// would build it first). Each checks what the command says it makes. `npm run bench`
// has its own spec (bench-command.spec.ts); `npm run dev`, `edit`, `new-site`, `start` and
// `build` theirs. `npm run bench:bootstrap` has none: it builds the project twice and runs
// Lighthouse for minutes, and beside the other worker's specs it starved their servers' start
// (a fresh-clone run lost dev.spec, editor.spec and edit-command.spec to it).

test.describe.configure({ mode: "serial", timeout: 300_000 });

/** An npm command in `cwd`, in this environment but for this project's build folder. */
function npm(args: string[], { cwd = process.cwd(), env = {} } = {}) {
  return runNpm(args, { cwd, env: copyEnvironment(env) });
}

const GROWN = path.resolve("build", "commands-grown");
const booksIn = (root: string) =>
  readdirSync(path.join(root, "content", "books")).filter((file) => file.endsWith(".md"));

test.afterAll(() => rmSync(GROWN, { recursive: true, force: true }));

test("npm run grow-catalogue -- <folder> --books <n> makes a copy with n more books, their covers drawn", async () => {
  rmSync(GROWN, { recursive: true, force: true });
  const { code, output } = await npm([
    "run",
    "grow-catalogue",
    "--",
    path.relative(process.cwd(), GROWN),
    "--books",
    "2",
  ]);
  expect(code, output).toBe(0);
  const books = booksIn(GROWN);
  expect(books).toHaveLength(catalogue.books.length + 2);
  expect(output).toContain(`${GROWN}: ${books.length} books (2 generated)`);
  expect(output).toContain(`Build it with: cd ${GROWN} && npm run build`);
  for (const file of books) {
    expect(
      existsSync(path.join(GROWN, "public", assetPaths.cover(file.replace(/\.md$/, "")))),
    ).toBe(true);
  }
});

test("npm run catalogue -- export, then import: a dry run first, --write writes the changed book", async () => {
  const sheet = path.join(GROWN, "books.csv");
  const exported = await npm(["run", "catalogue", "--", "export", "books.csv"], { cwd: GROWN });
  expect(exported.code, exported.output).toBe(0);
  const books = booksIn(GROWN);
  expect(exported.output).toContain(`Wrote ${books.length} books to books.csv.`);

  // The sheet as exported changes nothing.
  const same = await npm(["run", "catalogue", "--", "import", "books.csv"], { cwd: GROWN });
  expect(same.code, same.output).toBe(0);
  expect(same.output).toContain(`0 new books, 0 changed, ${books.length} as they are`);
  expect(same.output).toContain("Nothing to write.");

  // A title changed in the sheet: the last row's book, on each of its rows.
  const rows: string[][] = parse(readFileSync(sheet, "utf8"), { bom: true });
  const [id = "", title = ""] = rows.at(-1) ?? [];
  const renamed = `${title} Revised`;
  const edited = rows.map((row) => (row[0] === id ? [id, renamed, ...row.slice(2)] : row));
  writeFileSync(sheet, stringify(edited, { record_delimiter: "windows" }));
  const file = path.join(GROWN, "content", "books", `${id}.md`);
  const before = readFileSync(file, "utf8");
  const dry = await npm(["run", "catalogue", "--", "import", "books.csv"], { cwd: GROWN });
  expect(dry.code, dry.output).toBe(0);
  expect(dry.output).toContain("1 changed");
  expect(dry.output).toContain("Nothing written");
  expect(readFileSync(file, "utf8")).toBe(before);
  const written = await npm(["run", "catalogue", "--", "import", "books.csv", "--write"], {
    cwd: GROWN,
  });
  expect(written.code, written.output).toBe(0);
  expect(written.output).toContain("Wrote 1 file.");
  const changed = readFileSync(file, "utf8").split("\n");
  const was = before.split("\n");
  expect(changed.filter((line, i) => line !== was[i])).toEqual([expect.stringContaining(renamed)]);
});

test("npm run assets draws a missing image and keeps the others; -- --force redraws them", async () => {
  test.skip(someBook === undefined, "the catalogue has no book to draw a cover for");
  if (!someBook) return;
  const cover = path.join(GROWN, "public", assetPaths.cover(someBook.id));
  rmSync(cover);
  const drawn = await npm(["run", "assets"], { cwd: GROWN });
  expect(drawn.code, drawn.output).toBe(0);
  expect(existsSync(cover)).toBe(true);
  expect(drawn.output).toMatch(/^Wrote 1 image under public\/assets\.$/m);
  expect(drawn.output).toContain("npm run assets -- --force overwrites them");

  const before = statSync(cover).mtimeMs;
  const forced = await npm(["run", "assets", "--", "--force"], { cwd: GROWN });
  expect(forced.code, forced.output).toBe(0);
  expect(forced.output).not.toContain("Kept");
  expect(statSync(cover).mtimeMs).toBeGreaterThan(before);
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
test("npm run shots takes each page at 375, 768 and 1280 px", async ({}, testInfo) => {
  // Into the test's own folder (SHOTS_DIR), not the project's shots/ a person keeps.
  const shots = testInfo.outputPath("shots");
  const { code, output } = await npm(["run", "shots"], {
    env: { SHOTS_PAGES: "home", SHOTS_DIR: shots },
  });
  expect(code, output).toBe(0);
  // Served from the build there is: nothing was built again.
  expect(output).not.toContain("building the site first");
  for (const width of [375, 768, 1280]) {
    const file = path.join(shots, `home-${width}.png`);
    // A PNG's width is in its header (IHDR), four bytes from byte 16.
    expect(readFileSync(file).readUInt32BE(16), file).toBe(width);
  }
});
