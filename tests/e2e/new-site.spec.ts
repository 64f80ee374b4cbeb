import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadCatalogueFrom } from "../../app/schema/content.server.ts";
import { SCRIPT_ARGS } from "../../build-steps/run-build.mjs";
import { copyEnvironment } from "../../config/environment.mjs";
import { copyProject } from "../../dev-helpers/project-copy.ts";
import { startSiteServer } from "../../server/site-server.mjs";
import { catalogue } from "../catalogue.ts";
import { expect, test } from "./fixtures.ts";
import { runNpm } from "./npm-command.ts";

// `npm run new-site` turns a copy of the project into a site of another author's, which is
// built whole (the editor too) and searched for anything of the sample's.

const NAME = "Imogen Vale-Harrow";
const BOOK = "The Lantern Keeper";

/** What is the sample author's: their name, and their books' titles and ids. */
const SAMPLE_WORDS = [
  catalogue.site.author.name,
  `${catalogue.site.author.initials} ${catalogue.site.author.surname}`,
  ...catalogue.books.map((book) => book.title),
];
const SAMPLE_IDS = catalogue.books.map((book) => book.id);

const runNewSite = (project: string, ...args: string[]) =>
  spawnSync(process.execPath, [...SCRIPT_ARGS, "tools/new-site.ts", ...args], {
    cwd: project,
    encoding: "utf8",
  });

/** Every file under a folder, with its path relative to it. */
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

test("npm run new-site leaves nothing of the sample author in the built site", async ({ page }) => {
  test.setTimeout(900_000);
  const project = copyProject(mkdtempSync(path.resolve("build", "new-site-")), { generated: true });

  // The copy is no git repository of its own: the sample could not be brought back.
  const refused = runNewSite(project, "--name", NAME);
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain("not a git repository of its own");
  expect(loadCatalogueFrom(project).books.length).toBe(catalogue.books.length);

  const made = runNewSite(project, "--name", NAME, "--book", BOOK, "--force");
  expect(made.stderr).toBe("");
  expect(made.status).toBe(0);
  expect(made.stdout).toContain(`Wrote, for ${NAME}`);
  const mine = loadCatalogueFrom(project);
  expect(mine.site.author.name).toBe(NAME);
  expect(mine.books.map((book) => book.title)).toEqual([BOOK]);
  expect([mine.series, mine.news, mine.samples, mine.guides, mine.site.social]).toEqual([
    [],
    [],
    [],
    [],
    [],
  ]);

  const buildDir = path.join(project, "build");
  const built = await runNpm(["run", "build"], { cwd: project, env: copyEnvironment() });
  expect(built.code, built.output).toBe(0);

  const found: string[] = [];
  const texts = filesUnder(buildDir).filter(
    (file) => !/\.(jpe?g|png|webp|woff2|br|gz)$/.test(file),
  );
  expect(texts.length).toBeGreaterThan(0);
  for (const file of texts) {
    const text = readFileSync(file, "utf8");
    for (const word of SAMPLE_WORDS) if (text.includes(word)) found.push(`${file}: ${word}`);
    for (const id of SAMPLE_IDS) {
      // An id as a whole word: `remnant`, not the `remnant` in `remnants`.
      if (new RegExp(`(?<![a-z0-9-])${id}(?![a-z0-9-])`).test(text)) found.push(`${file}: ${id}`);
    }
  }
  expect(found).toEqual([]);

  const site = await startSiteServer({ dir: path.join(buildDir, "client") });
  try {
    await page.goto(site.url);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(NAME);
    await page
      .getByRole("link", { name: new RegExp(BOOK) })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: BOOK })).toBeVisible();
  } finally {
    await site.close();
  }
});

test("npm run new-site over content that does not build replaces it, saying what was wrong", async () => {
  const project = copyProject(mkdtempSync(path.resolve("build", "new-site-broken-")));
  try {
    // A book as an author might break it: a title whose quote is never closed.
    const [book] = readdirSync(path.join(project, "content", "books"));
    if (!book) throw new Error("the sample has no book to break");
    const file = path.join(project, "content", "books", book);
    writeFileSync(file, readFileSync(file, "utf8").replace(/^title: .*$/m, 'title: "Unclosed'));

    const made = runNewSite(project, "--name", NAME, "--force");
    expect(made.stderr).toBe("");
    expect(made.status).toBe(0);
    expect(made.stdout).toContain("The content in content/ does not build:");
    expect(made.stdout).toMatch(
      new RegExp(`content/books/${book}, line \\d+, column \\d+: a quoted value is not closed`),
    );
    expect(made.stdout).not.toMatch(/^\s+at /m);
    expect(made.stdout).toContain(`Wrote, for ${NAME}`);
    expect(loadCatalogueFrom(project).site.author.name).toBe(NAME);
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
});
