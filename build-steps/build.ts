/**
 * The whole build, step by step: what `npm run build` runs, `npm run dev` (its asset steps),
 * `npm start` when the build is out of date, and the tests that build a site of their own.
 *
 * 1. content: every content file loaded and validated, so a mistake is reported in seconds;
 * 2. images, fonts, share cards: made from the content and public/ into git-ignored folders;
 * 3. site: `react-router build` (prerenders every page); the editor's bundle is built beside
 *    steps 2 and 3, in a process of its own;
 * 4. finish: 404.html, policies, headers, the deferred bootstrap, precompressed copies.
 *
 * Every step but the content check and the site's own build redoes only what its inputs'
 * contents say has changed (./step-cache.ts). Each prints one line: what it did, how long.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { countOf } from "../app/catalogue/wording.ts";
import type { IsoDay } from "../app/content/dates.ts";
import { buildDay as buildDayOf } from "../app/schema/build-day.server.ts";
import { loadCatalogueFrom } from "../app/schema/content.server.ts";
import { ContentError } from "../app/schema/content-issues.ts";
import { basePathOf, childEnvironment, environment } from "../config/environment.mjs";
import { buildDirFor } from "./build-dir.mjs";
import { BUILD_STAMP } from "./build-freshness.mjs";
import { editorBundleUpToDate, placeEditorBundle } from "./editor-bundle.ts";
import { finishBuild } from "./finish-build.ts";
import { makeFontSubsets } from "./font-subsets.ts";
import { foreignAssetPattern, removeForeignAssets } from "./foreign-assets.ts";
import { FrameworkOutputChanged } from "./framework-output.ts";
import { cacheFolder, GENERATED_PUBLIC } from "./generated-folders.mjs";
import { makeImageVariants } from "./image-variants.ts";
import { makePressKits } from "./press-kits.ts";
import { makeShareCards } from "./share-cards.tsx";

export type BuildOptions = {
  /** The project to build; the current folder unless given. */
  root?: string;
  /** Where the build goes; `BUILD_DIR`, else the project's `build/`, unless given. */
  buildDir?: string;
  /** The day the pages are prerendered for; `BUILD_DAY`, else today, unless given. */
  buildDay?: IsoDay;
  /** The editor's bundle too (unless false): a test of the site alone leaves it out. */
  editor?: boolean;
  /** The content check and the asset steps only, which `npm run dev` needs. */
  assetsOnly?: boolean;
  /** The folder the site is published under; `BASE_PATH`, else `/`, unless given. */
  basePath?: string;
  /** Where each step's line goes; the console unless given. */
  log?: (line: string) => void;
  /** A site apart of site.yaml's `sites:` to build, by its id; the main site unless given. */
  site?: string;
};

/** Runs `work` as the step `name`, and logs what it did (`describe`) and how long it took. */
async function step<T>(
  log: (line: string) => void,
  name: string,
  work: () => T | Promise<T>,
  describe: (result: T) => string = String,
): Promise<T> {
  const started = performance.now();
  const result = await work();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(`${name}: ${describe(result)} (${seconds} s)`);
  return result;
}

/**
 * Runs a command of the build in a process of its own, its output kept in `logFile`: a short
 * line per step on the console, and the whole output there (and in the error, on failure).
 */
async function runQuietly(
  command: string,
  args: string[],
  { cwd, env, logFile }: { cwd: string; env?: NodeJS.ProcessEnv; logFile: string },
) {
  const child = spawn(command, args, {
    cwd,
    // A build started from a test (the variant build, from Vitest) is a build all the same:
    // Vite's configuration leaves React Router's plugin out under Vitest.
    env: childEnvironment({ VITEST: undefined, ...env }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) {
    stream.on("data", (chunk) => {
      output += chunk;
    });
  }
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", resolve);
  });
  mkdirSync(path.dirname(logFile), { recursive: true });
  writeFileSync(logFile, output);
  if (code !== 0) {
    throw new Error(
      `${path.basename(command)} ${args.join(" ")} failed (exit ${code}):\n${output}`,
    );
  }
}

/**
 * Builds the site, then each site apart of site.yaml's `sites:` into `sites/{id}/` of the
 * build folder, without the editor (the main site's edits them all); throws at the first
 * step that fails.
 */
export async function build(options: BuildOptions = {}) {
  await buildSite(options);
  if (options.site !== undefined || options.assetsOnly) return;
  const root = path.resolve(options.root ?? process.cwd());
  const buildDir = path.resolve(root, options.buildDir ?? buildDirFor(root));
  const log = options.log ?? ((line: string) => console.log(line));
  for (const { id } of loadCatalogueFrom(root, "all").apart) {
    log(`site ${id}, apart:`);
    await buildSite({
      ...options,
      site: id,
      buildDir: path.join(buildDir, "sites", id),
      editor: false,
      log: (line) => log(`  ${line}`),
    });
  }
}

/** Builds one site (see the top of this file); throws at the first step that fails. */
async function buildSite(options: BuildOptions) {
  const log = options.log ?? ((line: string) => console.log(line));
  const root = path.resolve(options.root ?? process.cwd());
  const buildDir = path.resolve(root, options.buildDir ?? buildDirFor(root));
  const clientDir = path.join(buildDir, "client");
  const buildDay = options.buildDay ?? buildDayOf(environment.buildDay);
  // Checked first: a mistyped BASE_PATH stops the build before any work.
  const basePath =
    options.basePath === undefined ? environment.basePath : basePathOf(options.basePath);
  const started = performance.now();

  const catalogue = await step(
    log,
    "content",
    () => loadCatalogueFrom(root, options.site ?? "main"),
    (c) =>
      `${countOf(c.books.length, "book")}, ${c.series.length} series, ${c.news.length} news, ${countOf(c.samples.length, "sample")}, ${countOf(c.guides.length, "guide")}, ${countOf(c.events.length, "event")}: valid`,
  );
  // The editor reads none of the generated assets: it builds beside everything else.
  const editor =
    options.assetsOnly || options.editor === false
      ? undefined
      : step(log, "editor", async () => {
          if (editorBundleUpToDate(root, basePath, catalogue.site))
            return "bundle unchanged, reused";
          await runQuietly(
            process.execPath,
            ["--import", "tsx", path.join(import.meta.dirname, "editor-bundle.ts"), root],
            {
              cwd: root,
              env: { BASE_PATH: basePath },
              logFile: path.join(root, cacheFolder("editor-bundle"), "build.log"),
            },
          );
          return "bundle built";
        });
  // Awaited below; until then a failure must not count as unhandled.
  editor?.catch(() => {});
  await Promise.all([
    step(log, "images", () => makeImageVariants(root)),
    step(log, "fonts", () => makeFontSubsets(root, catalogue.site)),
    step(log, "share cards", () => makeShareCards(root, catalogue)),
    step(log, "press kits", async () => makePressKits(root, catalogue)),
  ]);
  if (options.assetsOnly) return;

  await step(log, "site", async () => {
    await runQuietly(
      path.join(root, "node_modules", ".bin", "react-router"),
      ["build", "--logLevel", "warn"],
      {
        cwd: root,
        env: { BUILD_DIR: buildDir, BUILD_DAY: buildDay, BASE_PATH: basePath, SITE: options.site },
        logFile: path.join(buildDir, "react-router.log"),
      },
    );
    return `react-router build for ${buildDay} into ${path.relative(root, clientDir)}`;
  });
  // What the asset steps made for the pages (WebP variants, share cards), beside the public
  // folder's files, as the development server serves them.
  const generated = path.join(root, GENERATED_PUBLIC);
  if (existsSync(generated)) cpSync(generated, clientDir, { recursive: true });
  // Nothing of the authors another site shows: not their covers, portraits, cards or kits.
  removeForeignAssets(clientDir, foreignAssetPattern(loadCatalogueFrom(root, "all"), catalogue));
  let compressed = new Set<string>();
  if (editor) {
    await editor;
    compressed = placeEditorBundle(root, clientDir);
  }
  await step(log, "finish", () =>
    finishBuild({
      root,
      clientDir,
      compressed,
      site: catalogue.site,
      authorLists: catalogue.authors.flatMap((author) => author.subscribe ?? []),
      basePath,
      bootstrap: environment.bootstrap,
    }),
  );
  writeFileSync(
    path.join(buildDir, BUILD_STAMP),
    JSON.stringify({
      buildDay,
      basePath,
      editor: Boolean(editor),
      finished: new Date().toISOString(),
    }),
  );
  log(`build: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * `tsx build-steps/build.ts [--assets-only [--dev]]`: the build, with a readable error on
 * failure. With `--dev` (`npm run dev`), a content mistake is reported and the development
 * server starts anyway: its pages show the mistake until the file is fixed.
 */
async function main(argv: string[]) {
  try {
    await build({ assetsOnly: argv.includes("--assets-only") });
  } catch (error) {
    // The author's mistakes and a changed React Router are explained by their message.
    const known = error instanceof ContentError || error instanceof FrameworkOutputChanged;
    console.error(error instanceof Error ? (known ? error.message : error.stack) : error);
    if (error instanceof ContentError && argv.includes("--dev")) {
      console.error("The development server starts anyway: its pages show this until it is fixed.");
      process.exit(0);
    }
    // Not waiting for the steps still running beside the one that failed.
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href)
  await main(process.argv.slice(2));
