/**
 * Compiles the site's message catalogues (app/i18n/messages/{language}.json) with Paraglide JS
 * into GENERATED_MESSAGES: a module of plain functions per language, which the site's code
 * imports as `~messages` (the site's language's, build-steps/vite-plugins/messages.ts), so that
 * a page's script holds only the messages it says, in one language, and no runtime.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { countOf } from "../app/catalogue/wording.ts";
import {
  BASE_LANGUAGE,
  catalogueIssues,
  MESSAGES_FOLDER,
  type MessageCatalogue,
  PSEUDO_LANGUAGE,
  pseudoCatalogue,
} from "../app/i18n/languages.ts";
import { catalogueLanguages } from "../app/schema/content.server.ts";
import { cacheFolder, GENERATED_MESSAGES } from "./generated-folders.mjs";
import { hashOf, writeAtomically } from "./step-cache.ts";

/** A message catalogue that is not whole: the build stops, naming each message. */
export class MessagesError extends Error {
  constructor(issues: string[]) {
    super(
      `The message catalogues (${MESSAGES_FOLDER}/) are not whole:\n${issues.map((issue) => `  - ${issue}`).join("\n")}`,
    );
    this.name = "MessagesError";
  }
}

/**
 * A language's message catalogue as its file says, read as Notepad may save it (a byte-order
 * mark); the pseudo-language's is made from English's. A file that is not JSON is named.
 */
export function readCatalogue(root: string, language: string): MessageCatalogue {
  if (language === PSEUDO_LANGUAGE) return pseudoCatalogue(readCatalogue(root, BASE_LANGUAGE));
  const text = readFileSync(path.join(root, MESSAGES_FOLDER, `${language}.json`), "utf8");
  try {
    return JSON.parse(text.replace(/^\uFEFF/, "")) as MessageCatalogue;
  } catch (error) {
    throw new MessagesError([`${language}.json is not JSON: ${(error as Error).message}`]);
  }
}

const readCatalogues = (root: string): Record<string, MessageCatalogue> =>
  Object.fromEntries(
    catalogueLanguages(root).map((language) => [language, readCatalogue(root, language)]),
  );

const PLUGIN = createRequire(import.meta.url).resolve("@inlang/plugin-message-format");

/**
 * The catalogues split by area, the part of each message's name before its first `_`
 * (`frame_menu` is the frame's `menu`): each area is a module of its own, which goes into the
 * script of the pages that use it, where one module for every message would put all that any
 * page says into the script every page loads.
 */
export function byArea(catalogues: Record<string, MessageCatalogue>) {
  const areas = new Map<string, Record<string, MessageCatalogue>>();
  for (const [language, catalogue] of Object.entries(catalogues)) {
    for (const [name, value] of Object.entries(catalogue)) {
      const cut = name.indexOf("_");
      if (name === "$schema") continue;
      if (cut <= 0)
        throw new MessagesError([`${language}.json: "${name}" names no area (area_name)`]);
      const area = name.slice(0, cut);
      const inArea = areas.get(area) ?? {};
      inArea[language] = { ...inArea[language], [name.slice(cut + 1)]: value };
      areas.set(area, inArea);
    }
  }
  return areas;
}

/**
 * Checks the catalogues and compiles each area's (with the pseudo-language's, made from
 * English's) into GENERATED_MESSAGES/{area}/, where they changed since the last time; each
 * file is replaced whole, so that a build or test reading it beside this one never reads half.
 */
export async function compileMessages(root: string): Promise<string> {
  const catalogues = readCatalogues(root);
  const issues = catalogueIssues(catalogues);
  if (issues.length > 0) throw new MessagesError(issues);
  const base = catalogues[BASE_LANGUAGE] ?? {};
  const areas = byArea({ ...catalogues, [PSEUDO_LANGUAGE]: pseudoCatalogue(base) });
  const outdir = path.join(root, GENERATED_MESSAGES);
  const version = hashOf(readFileSync(PLUGIN), readFileSync(import.meta.filename));
  let compiled = 0;
  for (const [area, languages] of areas) {
    const stamp = path.join(outdir, area, "inputs.hash");
    const inputs = hashOf(JSON.stringify(languages), version);
    if (readOr(stamp) === inputs) continue;
    await compileArea(root, languages, path.join(outdir, area));
    // Beside English's module, which tsconfig.json's `paths` name: TypeScript reads the types,
    // tsx (the build's scripts) runs the module.
    writeAtomically(
      path.join(outdir, area, "messages", `${BASE_LANGUAGE}.d.ts`),
      areaTypes(languages[BASE_LANGUAGE] ?? {}),
    );
    writeAtomically(stamp, inputs);
    compiled += 1;
  }
  // An area no message names any more is no module.
  for (const entry of readdirOr(outdir))
    if (!areas.has(entry)) rmSync(path.join(outdir, entry), { recursive: true, force: true });
  return `${countOf(areas.size, "area")} in ${Object.keys(catalogues).length + 1} languages, ${compiled} compiled`;
}

/** The inputs a message takes: its `{placeholders}` and its declared `input`s. */
export function messageInputs(value: unknown): string[] {
  const text = JSON.stringify(value);
  const names = [
    ...text.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g),
    ...text.matchAll(/"input ([A-Za-z_][A-Za-z0-9_]*)"/g),
  ].map((match) => match[1] ?? "");
  return [...new Set(names)].sort();
}

/**
 * The types of an area's module, from English's catalogue: a function for each message, of
 * its inputs. Paraglide's own declarations take a run of TypeScript (9 s for three areas) and
 * ask every message for an inputs object, `{}` for none.
 */
function areaTypes(catalogue: MessageCatalogue): string {
  const lines = Object.entries(catalogue).map(([name, value]) => {
    const inputs = messageInputs(value);
    const parameter =
      inputs.length === 0
        ? ""
        : `inputs: { ${inputs.map((input) => `${input}: string | number`).join("; ")} }`;
    return `export declare const ${name}: (${parameter}) => string;`;
  });
  return `// Made by build-steps/messages.ts from the English catalogue.\n${lines.join("\n")}\n`;
}

/** One area's catalogues, compiled by Paraglide JS in a folder of its own, then put in place. */
async function compileArea(
  root: string,
  languages: Record<string, MessageCatalogue>,
  target: string,
) {
  // Loaded only when there is something to compile: Paraglide brings inlang's whole SDK.
  const { compile } = await import("@inlang/paraglide-js");
  mkdirSync(path.join(root, cacheFolder("")), { recursive: true });
  const work = mkdtempSync(path.join(root, cacheFolder("messages-")));
  try {
    for (const [language, catalogue] of Object.entries(languages))
      writeFileSync(path.join(work, `${language}.json`), JSON.stringify(catalogue));
    const project = path.join(work, "project.inlang");
    mkdirSync(project);
    writeFileSync(
      path.join(project, "settings.json"),
      JSON.stringify({
        baseLocale: BASE_LANGUAGE,
        locales: Object.keys(languages),
        // With forward slashes, as inlang's SDK takes paths on Windows too.
        modules: [posix(PLUGIN)],
        "plugin.inlang.messageFormat": { pathPattern: posix(path.join(work, "{locale}.json")) },
      }),
    );
    const compiled = path.join(work, "compiled");
    await compile({
      project,
      outdir: compiled,
      outputStructure: "locale-modules",
      strategy: ["baseLocale"],
      emitGitIgnore: false,
      emitPrettierIgnore: false,
      emitReadme: false,
      includeEslintDisableComment: false,
    });
    for (const entry of readdirSync(compiled, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const destination = path.join(target, path.relative(compiled, file));
      const text = readFileSync(file, "utf8");
      if (readOr(destination) !== text) writeAtomically(destination, text);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const posix = (file: string) => file.split(path.sep).join("/");

function readOr(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

function readdirOr(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}
