import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Rollup } from "vite";
import { z } from "zod";
import type { Site } from "../app/content/types.ts";
import { MESSAGES_FOLDER } from "../app/i18n/languages.ts";
import { loadCatalogueFrom } from "../app/schema/content.server.ts";
import { environment } from "../config/environment.mjs";
import { cacheFolder, GENERATED_FOLDERS } from "./generated-folders.mjs";
import { precompress } from "./precompress.ts";
import { hashOf, writeAtomically } from "./step-cache.ts";
import { contentSnapshot, SNAPSHOT_FILE } from "./vite-plugins/content-snapshot.ts";

/**
 * The editor's bundle (admin/, built by Vite with admin/vite.config.ts) in `clientDir/admin`,
 * built only when what it is built from has changed, else copied from
 * node_modules/.cache/editor-bundle/. What it is built from: every file its last build read
 * (admin's modules, the site's modules they import, the Vite config and what that imports),
 * the names of the files under admin/ and app/ (a new file can change what an import or a glob
 * finds), the lockfile, the EDITOR_* environment variables the config reads, the base path
 * (BASE_PATH), the theme in content/site.yaml (the preview's stylesheet,
 * virtual:theme.css), its language and the message catalogues. The rest of the content
 * is not part of the bundle: the editor fetches it from content-snapshot.json, written here
 * at every build.
 *
 * The build module checks the bundle here and builds it in a process of its own (this file
 * run as a script), beside React Router's build rather than on the same thread as the cards.
 */

const recordSchema = z.object({ key: z.string(), inputs: z.array(z.string()) });
const ALWAYS_READ = ["package-lock.json", "package.json", "tsconfig.json"];

/** The hash of everything the bundle is built from, given the files its build read. */
function inputsKey(root: string, inputs: string[], basePath: string, site: EditorSite): string {
  // The preview's words: the site's language's messages, compiled from the catalogues.
  const catalogues = readdirSync(path.join(root, MESSAGES_FOLDER)).map((name) =>
    path.join(MESSAGES_FOLDER, name),
  );
  const contents = [...inputs, ...catalogues].map((file) => {
    try {
      return readFileSync(path.join(root, file));
    } catch {
      return "(missing)";
    }
  });
  const names = ["admin", "app"].flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .filter((file) => !GENERATED_FOLDERS.some((generated) => file.startsWith(generated)))
      .sort(),
  );
  // The editor's settings (EDITOR_*), which its build writes in.
  const settings = Object.entries(environment.editor.settings);
  return hashOf(
    // Only these of site.yaml: a copy of the project with other settings (the test catalogues)
    // reuses the bundle.
    JSON.stringify({
      inputs,
      names,
      environment: settings,
      basePath,
      theme: site.theme,
      language: site.language,
    }),
    ...contents,
  );
}

/** The project files among a build's modules (no packages, no virtual modules). */
function projectFiles(root: string, output: Rollup.RollupOutput[]): string[] {
  return output
    .flatMap((bundle) => bundle.output)
    .flatMap((chunk) => (chunk.type === "chunk" ? chunk.moduleIds : []))
    .filter((id) => !id.startsWith("\0"))
    .map((id) => id.replace(/\?.*$/, ""))
    .filter((file) => file.startsWith(root + path.sep) && !file.includes("/node_modules/"))
    .map((file) => path.relative(root, file));
}

const cacheDir = (root: string) => path.join(root, cacheFolder("editor-bundle"));
const bundleDir = (root: string) => path.join(cacheDir(root), "bundle");
const recordFile = (root: string) => path.join(cacheDir(root), "record.json");

/** What of site.yaml the bundle holds: the preview's stylesheet and the language it speaks. */
type EditorSite = Pick<Site, "theme" | "language">;

/** Whether the cached bundle was built from what the project holds now (its site's given). */
export function editorBundleUpToDate(root: string, basePath: string, site: EditorSite): boolean {
  try {
    const record = recordSchema.parse(JSON.parse(readFileSync(recordFile(root), "utf8")));
    return (
      existsSync(bundleDir(root)) && inputsKey(root, record.inputs, basePath, site) === record.key
    );
  } catch {
    return false;
  }
}

/** Builds the bundle into the cache, with its compressed copies, and records its inputs. */
export async function buildEditorBundle(root: string) {
  const { build, loadConfigFromFile } = await import("vite");
  const configFile = path.join(root, "admin", "vite.config.ts");
  const next = path.join(cacheDir(root), "next");
  const output = await build({
    configFile,
    logLevel: "warn",
    build: { outDir: next, emptyOutDir: true },
  });
  if (!Array.isArray(output) && !("output" in output)) throw new Error("the editor build watches");
  const config = await loadConfigFromFile({ command: "build", mode: "production" }, configFile);
  const inputs = [
    ...new Set([
      ...ALWAYS_READ,
      ...(config?.dependencies ?? []).map((file) => path.relative(root, path.resolve(file))),
      ...projectFiles(root, Array.isArray(output) ? output : [output]),
    ]),
  ].sort();
  // Compressed here, while React Router builds the site, rather than after it. At brotli's
  // quality 10, not 11: Decap's 5.8 MB chunk took 18.5 s at 11 and takes 9.0 s at 10, for
  // 1.4 % more bytes (1,225,581 against 1,208,809), fetched by the author alone, once a version.
  await precompress(root, next, { brotliQuality: 10 });
  rmSync(bundleDir(root), { recursive: true, force: true });
  renameSync(next, bundleDir(root));
  writeAtomically(
    recordFile(root),
    JSON.stringify({
      key: inputsKey(root, inputs, environment.basePath, loadCatalogueFrom(root).site),
      inputs,
    }),
  );
}

/**
 * Puts the editor's bundle in `clientDir/admin`, with the content as it is now. Returns the
 * files it placed with their compressed copies (made as the bundle was built), which the
 * finish step leaves as they are: all but the content's snapshot, whose copies it removes.
 */
export function placeEditorBundle(root: string, clientDir: string): Set<string> {
  const target = path.join(clientDir, "admin");
  cpSync(bundleDir(root), target, { recursive: true });
  const snapshot = path.join(target, SNAPSHOT_FILE);
  writeAtomically(snapshot, JSON.stringify(contentSnapshot(root)));
  for (const suffix of [".br", ".gz"]) rmSync(`${snapshot}${suffix}`, { force: true });
  return new Set(
    readdirSync(target, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => existsSync(`${file}.br`) && existsSync(`${file}.gz`)),
  );
}

// `node --import tsx build-steps/editor-bundle.ts [root]`: what the build module runs.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await buildEditorBundle(path.resolve(process.argv[2] ?? "."));
}
