import { Script } from "node:vm";
import type { BootstrapMode, DeferredStart } from "../config/bootstrap-modes.mjs";
import { FrameworkOutputChanged } from "./framework-output.ts";

/**
 * A prerendered page is complete before any script runs, so its scripts wait until it has
 * loaded and painted: React Router's bootstrap (the preloads and imports of the manifest, the
 * route modules and the client entry) is rewritten to start after the `load` event and the
 * next frame (or at another start of config/bootstrap-modes.mjs), when it adds the same
 * preloads and imports the same modules, evaluated in the same order. Until then links are
 * ordinary links, and presses on buttons wait for the app (app/lib/early-input.ts). The
 * figures of what it gains and costs, and of the other starts, are in
 * docs/decisions/deferred-bootstrap.md.
 *
 * React Router has no option for this, so the rewrite reads its output: it knows the
 * bootstrap line by line, as React Router writes it, and stops the build on anything else,
 * and on a result that leaves out a module the bootstrap loaded.
 */

/** React Router's bootstrap is not in the form the rewrite knows: the build stops, saying how. */
const changed = (file: string, change: string) =>
  new FrameworkOutputChanged(file, `React Router's module bootstrap has changed: ${change}`, {
    reader: "build-steps/defer-bootstrap.ts",
    meanwhile: "BOOTSTRAP=react-router builds with the bootstrap as React Router writes it",
  });

const MODULE_SCRIPT = /<script type="module"[^>]*>([\s\S]*?)<\/script>/g;
const BOOTSTRAP_TAG = '<script type="module" async="">';
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const KNOWN_PRELOAD = /^<link rel="modulepreload" href="[^"]+"\/>$/;
const ANY_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/** What React Router's bootstrap does, in order. */
export type Bootstrap = {
  /** The route manifest, imported first for its side effect. */
  manifest: string;
  /** The route modules, imported as namespaces, by the names the bootstrap gives them. */
  routes: { name: string; href: string }[];
  /** Route ids and the names of their modules, as `window.__reactRouterRouteModules` has them. */
  modules: { id: string; name: string }[];
  /** The client entry, imported last. */
  entry: string;
};

const LINES: {
  pattern: RegExp;
  read: (match: RegExpExecArray, into: Partial<Bootstrap>) => void;
}[] = [
  {
    pattern: /^import "([^"]+)";$/,
    read: ([, href], into) => {
      if (into.manifest) throw new Error("a second side-effect import");
      into.manifest = href;
    },
  },
  {
    pattern: /^import \* as (route\d+) from "([^"]+)";$/,
    read: ([, name = "", href = ""], into) => {
      into.routes = [...(into.routes ?? []), { name, href }];
    },
  },
  {
    pattern: /^window\.__reactRouterRouteModules = \{(.*)\};$/,
    read: ([, body = ""], into) => {
      const modules = [...body.matchAll(/"((?:[^"\\]|\\.)*)":(route\d+)/g)].map((m) => ({
        id: m[1] ?? "",
        name: m[2] ?? "",
      }));
      if (modules.map((m) => `"${m.id}":${m.name}`).join(",") !== body) {
        throw new Error(`route modules listed in an unknown form: {${body}}`);
      }
      into.modules = modules;
    },
  },
  {
    pattern: /^import\("([^"]+)"\);$/,
    read: ([, href], into) => {
      if (into.entry) throw new Error("a second dynamic import");
      into.entry = href;
    },
  },
];

/** The one module bootstrap of a page, read line by line; any line it does not know throws. */
export function readBootstrap(html: string, file: string): Bootstrap {
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  if (scripts.length !== 1 || !scripts[0]?.[0].startsWith(BOOTSTRAP_TAG)) {
    throw changed(
      file,
      `expected one ${BOOTSTRAP_TAG}, found ${scripts.length} module scripts (${scripts.map((s) => s[0].slice(0, s[0].indexOf(">") + 1)).join(", ")})`,
    );
  }
  const found: Partial<Bootstrap> = {};
  for (const line of (scripts[0][1] ?? "").split("\n").map((l) => l.trim())) {
    if (line === "") continue;
    const known = LINES.map((kind) => ({ kind, match: kind.pattern.exec(line) })).find(
      (candidate) => candidate.match,
    );
    if (!known?.match) throw changed(file, `a line the rewrite does not know: ${line}`);
    try {
      known.kind.read(known.match, found);
    } catch (error) {
      throw changed(file, `${error instanceof Error ? error.message : error}: ${line}`);
    }
  }
  const { manifest, routes = [], modules = [], entry } = found;
  if (!manifest) throw changed(file, "no import of the route manifest");
  if (routes.length === 0) throw changed(file, "no route module imported");
  if (!entry) throw changed(file, "no import of the client entry");
  const names = (list: { name: string }[]) =>
    list
      .map((r) => r.name)
      .sort()
      .join(", ");
  if (names(modules) !== names(routes)) {
    throw changed(
      file,
      `window.__reactRouterRouteModules names ${names(modules) || "nothing"}, the imports ${names(routes)}`,
    );
  }
  return { manifest, routes, modules, entry };
}

/** The line that calls `afterPaint` at the chosen start. */
const START: Record<DeferredStart, string> = {
  load: 'if (document.readyState === "complete") afterPaint(); else addEventListener("load", afterPaint, { once: true });',
  lcp: [
    "const largest = document.querySelector('img[fetchpriority=\"high\"]');",
    'if (!largest || largest.complete) afterPaint(); else for (const type of ["load", "error"]) largest.addEventListener(type, afterPaint, { once: true });',
  ].join("\n"),
  paint: "afterPaint();",
};

/**
 * The bootstrap's text, started at `start` and after the next paint (at once in a hidden tab,
 * which paints nothing until shown), adding `preloads` first. The modules are evaluated in the
 * order React Router's bootstrap evaluates them, whatever order their fetches end in: the
 * manifest, each route module, then the client entry.
 */
function deferredSource(
  { manifest, routes, modules, entry }: Bootstrap,
  preloads: string[],
  start: DeferredStart,
) {
  const moduleMap = modules.map(({ id, name }) => `${JSON.stringify(id)}:${name}`).join(",");
  return [
    `const preloads = ${JSON.stringify(preloads)};`,
    "const start = async () => {",
    '  for (const href of preloads) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));',
    `  await import(${JSON.stringify(manifest)});`,
    ...routes.map(({ name, href }) => `  const ${name} = await import(${JSON.stringify(href)});`),
    `  window.__reactRouterRouteModules = {${moduleMap}};`,
    `  await import(${JSON.stringify(entry)});`,
    "};",
    // A hidden tab draws no frame until it is shown: there the app starts at once.
    "let started = false;",
    'const afterPaint = () => { if (started) return; started = true; if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(start, 0)); else setTimeout(start, 0); };',
    START[start],
  ].join("\n");
}

/** Throws FrameworkOutputChanged if a module preload of the page is not in the form known. */
function checkPreloadForm(html: string, file: string) {
  const unknown = (html.match(ANY_PRELOAD) ?? []).find((tag) => !KNOWN_PRELOAD.test(tag));
  if (unknown) throw changed(file, `module preloads in an unknown form: ${unknown}`);
}

/** Every script a bootstrap names, however it names it. */
const scriptPaths = (source: string) => new Set(source.match(/\/[^"'\s]+\.js\b/g) ?? []);

/**
 * The page with React Router's bootstrap and module preloads replaced by a bootstrap that
 * starts them after `load` and the next paint. Throws FrameworkOutputChanged when the page is not
 * in the form this was written for, or when the result would not load every module the
 * original loaded.
 */
export function deferBootstrap(html: string, file: string, start: DeferredStart): string {
  const bootstrap = readBootstrap(html, file);
  const original = [...html.matchAll(MODULE_SCRIPT)][0]?.[1] ?? "";
  const preloads = [...new Set([...html.matchAll(PRELOAD)].map((m) => m[1] ?? ""))];
  checkPreloadForm(html, file);
  const source = deferredSource(bootstrap, preloads, start);
  const result = html
    .replace(PRELOAD, "")
    .replace(MODULE_SCRIPT, () => `${BOOTSTRAP_TAG}${source}</script>`);
  checkDeferred(result, original, preloads, file);
  return result;
}

/**
 * Checks the rewritten page itself, whatever the rewrite did: one bootstrap, no preload left
 * in the page, every script the original bootstrap named imported, every preload kept, and
 * a script that parses.
 */
export function checkDeferred(result: string, original: string, preloads: string[], file: string) {
  const scripts = [...result.matchAll(MODULE_SCRIPT)];
  const rewritten = scripts[0]?.[1] ?? "";
  if (scripts.length !== 1) throw changed(file, "the rewrite left no single bootstrap");
  if (result.match(ANY_PRELOAD)) throw changed(file, "a module preload was left in the page");
  const imported = new Set([...rewritten.matchAll(/\bimport\("([^"]+)"\)/g)].map((m) => m[1]));
  const unimported = [...scriptPaths(original)].filter((href) => !imported.has(href));
  if (unimported.length > 0) {
    throw changed(file, `the rewrite would leave ${unimported.join(", ")} unimported`);
  }
  const unloaded = preloads.filter((href) => !rewritten.includes(JSON.stringify(href)));
  if (unloaded.length > 0) {
    throw changed(file, `the rewrite would drop the preload of ${unloaded.join(", ")}`);
  }
  try {
    new Script(rewritten, { filename: file });
  } catch (error) {
    throw changed(file, `the rewritten bootstrap does not parse: ${error}`);
  }
}

/** React Router's bootstrap as it is, with each module preload fetched at low priority. */
export function lowPriorityPreloads(html: string, file: string): string {
  readBootstrap(html, file);
  checkPreloadForm(html, file);
  return html.replace(
    PRELOAD,
    (_, href) => `<link rel="modulepreload" href="${href}" fetchpriority="low"/>`,
  );
}

/** The page with its bootstrap as `mode` has it. */
export function rewriteBootstrap(html: string, file: string, mode: BootstrapMode): string {
  if (mode === "react-router") return html;
  if (mode === "low-priority") return lowPriorityPreloads(html, file);
  return deferBootstrap(html, file, mode);
}
