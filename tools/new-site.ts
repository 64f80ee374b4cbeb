/**
 * `npm run new-site`: replaces the sample catalogue with a small valid site of the author's
 * own, with one book to edit (docs/writing-content.md, "Starting your own site", lists what it
 * writes and removes). The sample stays in git, and the command prints how to bring it back.
 *
 *   npm run new-site                                  asks on a terminal
 *   npm run new-site -- --name "Jane Doe" [--book "Title"] [--yes] [--force]
 *
 * It refuses to run over uncommitted changes to content/ or public/ (or outside a git
 * repository of its own, where the sample could not be brought back) unless --force.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { readdirSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { toIsoDay } from "../app/content/dates.ts";
import { assetPaths, publicFile } from "../app/content/paths.ts";
import { readContentSources } from "../app/schema/content.server.ts";
import { ContentError, formatIssue } from "../app/schema/content-issues.ts";
import { parseCatalogue } from "../app/schema/parse-catalogue.ts";
import { DEFAULT_THEME } from "../app/schema/theme.ts";
import { SCRIPT_ARGS } from "../build-steps/run-build.mjs";
import { escapeXml } from "./draw-assets.ts";
import {
  authorNames,
  bookId,
  newSiteFiles,
  SAMPLE_CONTENT,
  SAMPLE_IMAGES,
  STANDARD,
  writeFiles,
} from "./new-site-files.ts";

const USAGE = `npm run new-site [-- --name "Your Name"] [--book "Your book's title"] [--yes] [--force]`;

const { values: flags } = parseArgs({
  options: {
    name: { type: "string" },
    book: { type: "string" },
    yes: { type: "boolean", default: false },
    force: { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});
if (flags.help) {
  console.log(USAGE);
  process.exit(0);
}

const root = process.cwd();
const fail = (message: string): never => {
  console.error(`new-site: ${message}`);
  process.exit(1);
};

/** The commit the sample can be brought back from, or why there is none. */
function gitState(): { commit: string; changes: string[] } | { none: string } {
  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  try {
    // A copy of the project inside another repository's ignored folder is not that repository.
    if (realpathSync(git("rev-parse", "--show-toplevel").trim()) !== realpathSync(root)) {
      return { none: "this folder is not a git repository of its own" };
    }
    const commit = git("rev-parse", "--short", "HEAD").trim();
    const status = git("status", "--porcelain", "--untracked-files=all", "--", "content", "public");
    return { commit, changes: status.split("\n").filter(Boolean) };
  } catch {
    return { none: "this folder is not a git repository (or git is not installed)" };
  }
}

/** The first lines of a list, and how many more there are. */
function listed(lines: string[], shown = 8): string {
  const more = lines.length > shown ? [`  ... and ${lines.length - shown} more`] : [];
  return [...lines.slice(0, shown).map((line) => `  ${line}`), ...more].join("\n");
}

const state = gitState();
if ("none" in state && !flags.force) {
  fail(
    `${state.none}, so the sample could not be brought back once replaced.\nRun it in a clone of the project, or add --force to go on anyway.`,
  );
}
if ("changes" in state && state.changes.length > 0 && !flags.force) {
  fail(
    `content/ or public/ has changes that are not committed:\n${listed(state.changes)}\nCommit them (git add content public && git commit) or add --force to replace them too.`,
  );
}

// What is there now, to say what goes and to keep its store links and questions; the images
// are not checked (they are about to go). Content that does not build is replaced all the same.
const sample = (() => {
  try {
    return parseCatalogue(readContentSources(root), { assetExists: () => true });
  } catch (error) {
    const problems =
      error instanceof ContentError
        ? error.issues.map(formatIssue)
        : [error instanceof Error ? error.message : String(error)];
    console.log(
      `The content in content/ does not build:\n${listed(problems)}\nIt is replaced all the same; the new site takes the usual store links and the seven preset questions.`,
    );
    return null;
  }
})();

const terminal = process.stdin.isTTY && process.stdout.isTTY;
const prompts = terminal ? createInterface({ input: process.stdin, output: process.stdout }) : null;
async function ask(question: string, fallback = ""): Promise<string> {
  if (!prompts) return fallback;
  const answer = (await prompts.question(question)).trim();
  return answer === "" ? fallback : answer;
}

const name =
  flags.name?.trim() ||
  (prompts
    ? await ask("Your name, as readers see it on the site: ")
    : fail(`give your name: ${USAGE}`));
if (!name) fail(`a name is needed: ${USAGE}`);
const bookTitle =
  flags.book?.trim() ||
  (await ask('The title of one of your books (Enter for "My First Book"): ', "My First Book"));

const replaced = sample
  ? `${sample.site.author.name}'s sample (${[
      `${sample.books.length} books`,
      `${sample.series.length} series`,
      `${sample.news.length} news items`,
      `${sample.samples.length} sample chapters`,
      `${sample.guides.length} book-club guides`,
      `${sample.events.length} events`,
    ].join(", ")}, their covers, trailers and portrait)`
  : "the content in content/ and its images";
console.log(`\nThis replaces ${replaced} with a site for ${name} with one book, "${bookTitle}".`);
if (prompts && !flags.yes) {
  const answer = await ask("Go on? [y/N] ", "n");
  if (!/^y(es)?$/i.test(answer)) {
    console.log("Nothing changed.");
    prompts.close();
    process.exit(0);
  }
}
prompts?.close();

// Out with the sample: its content and its images (the generated ones are made again).
const removed = [
  ...SAMPLE_CONTENT.flatMap((folder) => emptyFolder(folder, (file) => file.endsWith(".md"))),
  ...SAMPLE_IMAGES.flatMap((folder) => emptyFolder(folder, () => true)),
];
for (const generated of [assetPaths.folders.cards, assetPaths.folders.responsive].map(publicFile)) {
  rmSync(path.join(root, generated), { recursive: true, force: true });
}

/** Removes the files in `folder` that `which` picks; returns their paths. */
function emptyFolder(folder: string, which: (file: string) => boolean): string[] {
  const full = path.join(root, folder);
  let names: string[] = [];
  try {
    names = readdirSync(full);
  } catch {
    return [];
  }
  return names.filter(which).map((file) => {
    rmSync(path.join(full, file), { recursive: true, force: true });
    return `${folder}/${file}`;
  });
}

// In with the author's own.
const files = newSiteFiles({
  name,
  bookTitle,
  today: toIsoDay(new Date()),
  questions: sample?.site.assistant.questions ?? STANDARD.questions,
  links: sample?.site.links ?? STANDARD.links,
});
writeFiles(
  root,
  Object.entries(files).map(([file, text]) => ({ file, text })),
);
const written = Object.keys(files);
const { initials, monogram } = authorNames(name);
const portrait = publicFile(assetPaths.portrait);
await sharp(Buffer.from(monogramSvg(monogram, 600, 750)))
  .jpeg({ quality: 84, mozjpeg: true })
  .toFile(path.join(root, portrait));
written.push(portrait);
writeFileSync(path.join(root, "public/favicon.svg"), faviconSvg(name, monogram));
written.push("public/favicon.svg");

// The cover, drawn as the sample's are (tools/draw-assets.ts draws only what is missing).
const drawn = spawnSync(
  process.execPath,
  [...SCRIPT_ARGS, path.join(import.meta.dirname, "draw-assets.ts")],
  { cwd: root, encoding: "utf8" },
);
if (drawn.status !== 0) fail(`drawing the cover failed:\n${drawn.stderr}`);
written.push(`public${assetPaths.cover(bookId(bookTitle))}`);

console.log(`\nRemoved the sample: ${removed.length} files under content/ and public/assets/.`);
console.log(`Wrote, for ${name} (${initials}):`);
for (const file of written) console.log(`  ${file}`);
if ("commit" in state) {
  console.log(
    `\nThe sample is still in git. To bring it back (the second command removes the files above):\n  git checkout ${state.commit} -- content public\n  git clean -f content public`,
  );
}
const id = bookId(bookTitle);
console.log(`
Next:
  npm start      serves your site on http://localhost:3000
  npm run edit   edits it in the browser; or edit the files:
    content/site.yaml: your site's address (url), bio, profiles, blog, theme (colours, fonts)
    content/books/${id}.md: your book's date, description and store ids
    public/assets/books/${id}.jpg: the placeholder cover, for your real one`);

/** The placeholder portrait: the author's initials on the theme's dark base. */
function monogramSvg(letters: string, w: number, h: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <rect width="${w}" height="${h}" fill="${DEFAULT_THEME.dark}"/>
  <circle cx="${w / 2}" cy="${h / 2}" r="${w * 0.36}" fill="none" stroke="${DEFAULT_THEME.accent}" stroke-width="6"/>
  <text x="${w / 2}" y="${h / 2 + w * 0.11}" font-size="${w * 0.3}" text-anchor="middle" font-family="DejaVu Serif, Liberation Serif, serif" font-weight="bold" fill="${DEFAULT_THEME.light}">${escapeXml(letters)}</text>
</svg>`;
}

function faviconSvg(title: string, letters: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><title>${escapeXml(title)}</title><rect width="64" height="64" rx="12" fill="${DEFAULT_THEME.dark}"/><text x="32" y="44" font-family="Georgia, serif" font-size="34" font-weight="bold" text-anchor="middle" fill="${DEFAULT_THEME.accent}">${escapeXml(letters)}</text></svg>\n`;
}
