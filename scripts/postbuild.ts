/**
 * After `react-router build`, finishes build/client for any static host:
 * the Not Found page as 404.html, scripts deferred until prerendered pages have loaded,
 * a content security policy in every HTML page, the
 * `_headers` and `_redirects` files, and brotli and gzip copies of text files.
 */
import { createHash } from "node:crypto";
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { loadCatalogue } from "../app/catalogue/content.server.ts";
import { SEARCH_TITLE } from "../app/catalogue/search.ts";
import { SEARCH_INDEX_PATH } from "../app/catalogue/site-map.ts";
import { FONT_FACES } from "../app/lib/font-faces.ts";
import { FIRST_PAINT_EVENT } from "../app/search-page/first-paint-contract.ts";
import { headersFile, pagePolicy, REDIRECTS_FILE } from "./security.ts";

const client = path.resolve("build/client");
const site = loadCatalogue().site;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}

// The prerendered Not Found page becomes the file static hosts send for unknown paths.
const notFound = path.join(client, "404", "index.html");
if (!existsSync(notFound)) throw new Error(`postbuild: ${notFound} was not prerendered`);
renameSync(notFound, path.join(client, "404.html"));
rmSync(path.join(client, "404"), { recursive: true, force: true });

// Resource routes (feed, sitemap, JSON) get data files nothing ever requests.
for (const file of walk(client)) {
  if (/\.(json|xml|txt)\.data$/.test(file) || file.endsWith(`${path.sep}404.data`)) rmSync(file);
}

/**
 * The URL of the hashed build file Vite made from `source`: `inter.woff2` becomes
 * `/static/inter-1a2B3c4D.woff2`.
 */
function builtFile(source: string): string {
  const extension = path.extname(source);
  const name = path.basename(source, extension);
  const pattern = new RegExp(`^${name}-[\\w-]{8}\\${extension}$`);
  const built = readdirSync(path.join(client, "static")).find((file) => pattern.test(file));
  if (!built) throw new Error(`postbuild: no file built from ${source} in build/client/static`);
  return `/static/${built}`;
}

// The upright web fonts, as hashed build files.
const FONT_PRELOADS = FONT_FACES.filter((face) => face.preload).map((face) => builtFile(face.file));

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/**
 * A prerendered page is complete before any script runs, so its scripts wait for the
 * page to load and paint: the framework's bootstrap (imports of the manifest, the route
 * modules and the client entry) is rewritten to start after the `load` event and the next
 * frame, when it adds the module and font preloads and imports everything at once. Until
 * then links work as ordinary links.
 *
 * The SPA fallback (the search page) instead starts once its first paint has drawn the
 * results (or failed to load), and also loads the search route's module, so that the router
 * renders the results at once and hydrates over them.
 */
function deferBootstrap(
  html: string,
  file: string,
  search?: { route: [id: string, url: string]; firstPaint: string; imports: string[] },
): string {
  const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/;
  const source = bootstrap.exec(html)?.[1];
  if (source === undefined) throw new Error(`postbuild: no module bootstrap in ${file}`);
  const manifest = /^import "([^"]+)";$/m.exec(source)?.[1];
  const routes = [...source.matchAll(/^import \* as (route\d+) from "([^"]+)";$/gm)];
  const modules = /window\.__reactRouterRouteModules = (\{[^}]*\});/.exec(source)?.[1];
  const entry = /^import\("([^"]+)"\);$/m.exec(source)?.[1];
  if (!manifest || routes.length === 0 || !modules || !entry) {
    throw new Error(`postbuild: the bootstrap of ${file} is not in the expected form`);
  }
  const preloads = [
    ...new Set([
      ...[...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]),
      ...(search?.imports ?? []),
    ]),
  ];
  const imports = [
    ...routes.map((r) => ({ name: r[1], url: r[2] })),
    ...(search ? [{ name: "searchRoute", url: search.route[1] }] : []),
  ];
  const registered = search
    ? `Object.assign(${modules}, { ${JSON.stringify(search.route[0])}: searchRoute })`
    : modules;
  const trigger = search
    ? [
        `const painted = new Promise((resolve) => addEventListener(${JSON.stringify(FIRST_PAINT_EVENT)}, resolve, { once: true }));`,
        `import("${search.firstPaint}").then(() => painted, () => {}).then(start);`,
      ]
    : [
        "const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));",
        'if (document.readyState === "complete") afterPaint(); else addEventListener("load", afterPaint, { once: true });',
      ];
  const deferred = [
    `const preload = ${JSON.stringify(preloads)};`,
    `const fonts = ${JSON.stringify(FONT_PRELOADS)};`,
    "const start = () => {",
    '  for (const href of preload) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));',
    '  for (const href of fonts) document.head.append(Object.assign(document.createElement("link"), { rel: "preload", as: "font", type: "font/woff2", crossOrigin: "anonymous", href }));',
    `  Promise.all([import("${manifest}"), ${imports.map((i) => `import("${i.url}")`).join(", ")}]).then(([, ${imports.map((i) => i.name).join(", ")}]) => {`,
    `    window.__reactRouterRouteModules = ${registered};`,
    `    return import("${entry}");`,
    "  });",
    "};",
    ...trigger,
  ].join("\n");
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(bootstrap, `<script type="module" async="">${deferred}</script>`);
}

/** The script files a route needs, from React Router's build manifest. */
function routeScripts(html: string, routeId: string, file: string): string[] {
  const manifestUrl = /<link rel="modulepreload" href="(\/static\/manifest-[^"]+\.js)"\/>/.exec(
    html,
  )?.[1];
  if (!manifestUrl) throw new Error(`postbuild: no manifest preload in ${file}`);
  const source = readFileSync(path.join(client, manifestUrl), "utf8");
  const json = /^window\.__reactRouterManifest=(\{.*\});\s*$/s.exec(source)?.[1];
  const route = json
    ? (JSON.parse(json) as { routes: Record<string, { module: string; imports?: string[] }> })
        .routes[routeId]
    : undefined;
  if (!route) throw new Error(`postbuild: ${manifestUrl} has no route ${routeId}`);
  return [route.module, ...(route.imports ?? [])];
}

/** A built script and every script it imports statically, in load order. */
function withStaticImports(url: string, seen = new Set<string>()): string[] {
  if (seen.has(url)) return [];
  seen.add(url);
  const source = readFileSync(path.join(client, url), "utf8");
  const imported = [...source.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map(
    (m) => `/static/${m[1]}`,
  );
  return [url, ...imported.flatMap((next) => withStaticImports(next, seen))];
}

/**
 * The SPA fallback, served only for /search/*. Its head gets the search page's title and
 * `noindex` (where hydration pairs them up), and preloads of the first paint's scripts and
 * the search index; its body, the first paint's script, and a bootstrap that waits for it
 * (see deferBootstrap). Preloads go to the end of the head, after the elements the browser
 * renders there, so that hydration pairs those up in order.
 */
function prepareSearchFallback(html: string, file: string): string {
  const firstPaintScripts = withStaticImports(builtFile("first-paint.js"));
  const [routeModule, ...routeImports] = routeScripts(html, "routes/search", file);
  if (!routeModule) throw new Error(`postbuild: no search route module for ${file}`);
  const icon = /<link rel="icon"[^>]*\/>/.exec(html)?.[0];
  if (!icon) throw new Error(`postbuild: no icon link in ${file}`);
  const preloads = firstPaintScripts.map((href) => `<link rel="modulepreload" href="${href}"/>`);
  return deferBootstrap(html, file, {
    route: ["routes/search", routeModule],
    firstPaint: firstPaintScripts[0] ?? "",
    imports: [routeModule, ...routeImports],
  })
    .replace(icon, `${icon}<title>${SEARCH_TITLE}</title><meta name="robots" content="noindex"/>`)
    .replace(
      "</head>",
      `${preloads.join("")}<link rel="preload" href="${SEARCH_INDEX_PATH}" as="fetch" crossorigin="anonymous"/></head>`,
    );
}

// Every inline script a page runs is allowed by its hash, in that page's own policy.
const INLINE_SCRIPT =
  /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g;
function addPolicy(html: string, file: string): string {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map((match) =>
    createHash("sha256")
      .update(match[1] ?? "")
      .digest("base64"),
  );
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(site, [...new Set(hashes)])}"/>`;
  // At the end of the head: before every script that runs, and after the elements the browser
  // renders there, so that hydration pairs the head's own elements up in order.
  if (!html.includes("</head>")) throw new Error(`postbuild: no </head> in ${file}`);
  return html.replace("</head>", `${meta}</head>`);
}

// Each page once: its scripts deferred (or, for the SPA fallback, which is only served for
// /search/*, the search index fetched alongside them), then the policy over the result.
const htmlFiles = walk(client).filter((file) => file.endsWith(".html"));
const pages = htmlFiles
  .map((file) => {
    const html = readFileSync(file, "utf8");
    const scripted =
      path.basename(file) === "__spa-fallback.html"
        ? prepareSearchFallback(html, file)
        : deferBootstrap(html, file);
    const final = addPolicy(scripted, file);
    writeFileSync(file, final);
    return final;
  })
  .join("\n");

// The server build leaves a copy of the stylesheet that no page links to.
for (const file of walk(path.join(client, "static")).filter((f) => f.endsWith(".css"))) {
  if (!pages.includes(`/static/${path.basename(file)}`)) rmSync(file);
}

writeFileSync(path.join(client, "_headers"), headersFile());
writeFileSync(path.join(client, "_redirects"), REDIRECTS_FILE);

// Precompressed copies, served as they are by `npm start` and by hosts that support it.
let compressed = 0;
for (const file of walk(client)) {
  if (!/\.(html|js|css|json|xml|txt|svg|data)$/.test(file) || statSync(file).size < 1024) continue;
  const body = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  compressed += 1;
}

console.log(
  `postbuild: 404.html, a security policy in ${htmlFiles.length} pages, _headers, _redirects, ${compressed} files precompressed`,
);
