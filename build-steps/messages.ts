/**
 * Compiles the site's message catalogues (app/i18n/messages/{language}.json) with Paraglide JS
 * into GENERATED_MESSAGES: a module of plain functions per language, which the site's code
 * imports as `~messages` (the site's language's, build-steps/vite-plugins/messages.ts), so that
 * a page's script holds only the messages it says, in one language, and no runtime.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
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
import { readYaml } from "../app/schema/content-yaml.ts";
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

/** The catalogues, checked, with the pseudo-language's, and the hash of all they are made into. */
function messagePlan(root: string) {
  const catalogues = readCatalogues(root);
  const issues = catalogueIssues(catalogues);
  if (issues.length > 0) throw new MessagesError(issues);
  const all = {
    ...catalogues,
    [PSEUDO_LANGUAGE]: pseudoCatalogue(catalogues[BASE_LANGUAGE] ?? {}),
  };
  const outdir = path.join(root, GENERATED_MESSAGES);
  const version = hashOf(readFileSync(PLUGIN), readFileSync(fileURLToPath(import.meta.url)));
  const inputs = hashOf(JSON.stringify(all), version);
  const areas = byArea(all);
  return { all, outdir, areas, inputs, current: readOr(stampOf(outdir)) === inputs };
}

const stampOf = (outdir: string) => path.join(outdir, "inputs.hash");

/**
 * Whether the modules are those of the catalogues as they are (then `~messages` is pointed at
 * the site's language, as compileMessages does): a script checks this before it compiles,
 * which loads Paraglide (build-steps/messages-first.mjs).
 */
export function messagesUpToDate(root: string, language = siteLanguageIn(root)): boolean {
  try {
    const plan = messagePlan(root);
    if (!plan.current) return false;
    finishAreas(plan, language);
    return true;
  } catch {
    // A catalogue that is not whole: compileMessages says what is wrong with it.
    return false;
  }
}

/**
 * Checks the catalogues and, where they changed since the last time, compiles them (with the
 * pseudo-language's, made from English's) into GENERATED_MESSAGES/{area}/: a module per
 * language of each area's messages. Each file is replaced whole, so that a build or test
 * reading it beside this one never reads half.
 */
export async function compileMessages(
  root: string,
  language = siteLanguageIn(root),
): Promise<string> {
  const plan = messagePlan(root);
  if (!plan.current) {
    const { registry, compiled } = await compileAll(root, plan.all);
    writeIfChanged(path.join(plan.outdir, "registry.js"), registry);
    for (const [area, languages] of plan.areas) {
      const folder = path.join(plan.outdir, area);
      for (const locale of Object.keys(plan.all))
        writeIfChanged(
          path.join(folder, "messages", `${locale}.js`),
          areaModule(compiled, area, locale),
        );
      // Beside English's module: TypeScript reads the types of `~messages/{area}` from it.
      writeIfChanged(
        path.join(folder, "messages", `${BASE_LANGUAGE}.d.ts`),
        areaTypes(languages[BASE_LANGUAGE] ?? {}),
      );
    }
    writeAtomically(stampOf(plan.outdir), plan.inputs);
  }
  finishAreas(plan, language);
  const languages = Object.keys(plan.all).length;
  return `${countOf(plan.areas.size, "area")} in ${languages} languages, ${plan.current ? "up to date" : "compiled"}`;
}

/** Removes the areas no message names any more, and points the others at the site's language. */
function finishAreas({ outdir, areas, all }: ReturnType<typeof messagePlan>, language: string) {
  for (const entry of readdirOr(outdir))
    if (!areas.has(entry) && entry !== "registry.js" && entry !== "inputs.hash")
      rmSync(path.join(outdir, entry), { recursive: true, force: true });
  const spoken = language in all ? language : BASE_LANGUAGE;
  for (const area of areas.keys()) pointAtLanguage(path.join(outdir, area), spoken);
}

const writeIfChanged = (file: string, text: string) => {
  if (readOr(file) !== text) writeAtomically(file, text);
};

/**
 * The language site.yaml names (`language:`), read alone: the whole catalogue takes the
 * content check's time. English where the file or the field is not there; a language with
 * no catalogue is the content check's to report.
 */
export function siteLanguageIn(root: string): string {
  const file = path.join(root, "content", "site.yaml");
  const read = readYaml(readOr(file)?.replace(/^\uFEFF/, "") ?? "");
  const data = read.ok ? (read.data as { language?: unknown } | null) : null;
  return typeof data?.language === "string" ? data.language : BASE_LANGUAGE;
}

/**
 * `{area}/site.js`, the area in the site's language, which tsconfig.json's `paths` name for
 * `~messages/{area}`: what the build's own scripts (tsx) and the browser tests (Playwright)
 * run, and TypeScript reads the types of (English's). Vite takes the language's module itself.
 */
function pointAtLanguage(folder: string, language: string) {
  const files = {
    "site.js": `export * from "./messages/${language}.js";\n`,
    "site.d.ts": `export * from "./messages/${BASE_LANGUAGE}.js";\n`,
  };
  for (const [name, text] of Object.entries(files)) writeIfChanged(path.join(folder, name), text);
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

/** A message compiled: its name, and its function's code in each language. */
type CompiledMessage = { name: string; code: Record<string, string> };

/**
 * Every message compiled by Paraglide JS, in one inlang project (loading one takes seconds):
 * each message's function in each language, which areaModule puts into its area's modules as
 * Paraglide's locale modules would, and Paraglide's registry of the helpers they call.
 */
async function compileAll(root: string, catalogues: Record<string, MessageCatalogue>) {
  // Loaded only when there is something to compile: Paraglide brings inlang's whole SDK.
  const { compileBundle, compileProject } = await import("@inlang/paraglide-js");
  const { loadProjectFromDirectory, selectBundleNested } = await import("@inlang/sdk");
  mkdirSync(path.join(root, cacheFolder("")), { recursive: true });
  const work = mkdtempSync(path.join(root, cacheFolder("messages-")));
  try {
    for (const [language, catalogue] of Object.entries(catalogues))
      writeFileSync(path.join(work, `${language}.json`), JSON.stringify(catalogue));
    const projectPath = path.join(work, "project.inlang");
    mkdirSync(projectPath);
    writeFileSync(
      path.join(projectPath, "settings.json"),
      JSON.stringify({
        baseLocale: BASE_LANGUAGE,
        locales: Object.keys(catalogues),
        // With forward slashes, as inlang's SDK takes paths on Windows too.
        modules: [posix(PLUGIN)],
        "plugin.inlang.messageFormat": { pathPattern: posix(path.join(work, "{locale}.json")) },
      }),
    );
    const fs = await import("node:fs");
    const project = await loadProjectFromDirectory({ path: projectPath, fs });
    try {
      const output = await compileProject({ project, compilerOptions: COMPILER_OPTIONS });
      const settings = await project.settings.get();
      const bundles = await selectBundleNested(project.db).execute();
      const compiled = bundles.map((bundle): CompiledMessage => {
        const { messages } = compileBundle({
          bundle,
          fallbackMap: {},
          messageReferenceExpression: () => "",
          settings,
        });
        const code = Object.fromEntries(
          Object.entries(messages).map(([locale, message]) => [locale, message.code]),
        );
        return { name: bundle.id, code };
      });
      return { registry: output["registry.js"] ?? "", compiled };
    } finally {
      await project.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const COMPILER_OPTIONS = {
  outputStructure: "locale-modules" as const,
  strategy: ["baseLocale" as const],
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  emitReadme: false,
  includeEslintDisableComment: false,
};

/**
 * An area's module in one language, as Paraglide writes a locale module: each of the area's
 * messages a function, named without its area (`frame_menu` is `menu`).
 */
function areaModule(compiled: CompiledMessage[], area: string, locale: string): string {
  const lines = compiled
    .filter(({ name }) => name.startsWith(`${area}_`))
    .map(({ name, code }) => `export const ${name.slice(area.length + 1)} = ${code[locale]}`);
  const text = lines.join("\n\n");
  const registry = text.includes("registry.")
    ? 'import * as registry from "../../registry.js";\n\n'
    : "";
  return `// Made by build-steps/messages.ts with Paraglide JS.\n${registry}${text}\n`;
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
