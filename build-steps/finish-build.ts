/**
 * After `react-router build`, finishes build/client for any static host:
 * the Not Found page as 404.html, scripts deferred until prerendered pages have loaded, a
 * content security policy in every HTML page, the
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
import { paths } from "../app/catalogue/paths.ts";
import { CLIENT_DIR } from "./build-dir.mjs";
import { headersFile, pagePolicy, REDIRECTS_FILE } from "./security-policy.ts";

const client = CLIENT_DIR;
const site = loadCatalogue().site;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}

// React Router's single-page fallback (the root's HydrateFallback: Not Found) becomes the file
// static hosts send for unknown addresses; the app there shows the address's page, if any.
const fallback = path.join(client, "__spa-fallback.html");
if (!existsSync(fallback)) throw new Error(`finish-build: ${fallback} was not prerendered`);
renameSync(fallback, path.join(client, "404.html"));

// Resource routes (feed, sitemap, JSON) get data files nothing ever requests.
for (const file of walk(client)) {
  if (/\.(json|xml|txt)\.data$/.test(file)) rmSync(file);
}

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;

/**
 * A prerendered page is complete before any script runs, so its scripts wait until it has
 * loaded and painted: React Router's bootstrap (the preloads and imports of the manifest, the
 * route modules and the client entry) is rewritten to start after the `load` event and the
 * next frame, when it adds the same preloads and imports the same modules. Until then links
 * are ordinary links, and presses on buttons wait for the app (app/lib/early-input.ts).
 *
 * It pays. `npm run bench` (median of 5, one after the other on one machine), React Router's
 * bootstrap as written -> deferred: Lighthouse mobile LCP home 2.04 s -> 1.13 s, book 1.92 s
 * -> 1.13 s, trailers 2.12 s -> 0.91 s (FCP 1.23 s -> 0.76 s; TBT 0 ms either way): on a slow
 * connection 110 KiB of script would otherwise share the first second with the stylesheet
 * and the cover. The cost: the app is ready about 0.3 s later under the same throttling
 * (home 1.50 s -> 1.80 s), while presses are held, not lost.
 *
 * The search page's HTML is left as it is: it has nothing to show without its scripts, so
 * they start at once.
 */
function deferBootstrap(html: string, file: string): string {
  const source = BOOTSTRAP.exec(html)?.[1];
  if (source === undefined) throw new Error(`finish-build: no module bootstrap in ${file}`);
  const manifest = /^import "([^"]+)";$/m.exec(source)?.[1];
  const routes = [...source.matchAll(/^import \* as (route\d+) from "([^"]+)";$/gm)];
  const modules = /window\.__reactRouterRouteModules = (\{[^}]*\});/.exec(source)?.[1];
  const entry = /^import\("([^"]+)"\);$/m.exec(source)?.[1];
  if (!manifest || routes.length === 0 || !modules || !entry) {
    throw new Error(`finish-build: the bootstrap of ${file} is not in the expected form`);
  }
  const preloads = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]))];
  const deferred = [
    `const preloads = ${JSON.stringify(preloads)};`,
    "const start = () => {",
    '  for (const href of preloads) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));',
    `  Promise.all([import("${manifest}"), ${routes.map((r) => `import("${r[2]}")`).join(", ")}]).then(([, ${routes.map((r) => r[1]).join(", ")}]) => {`,
    `    window.__reactRouterRouteModules = ${modules};`,
    `    return import("${entry}");`,
    "  });",
    "};",
    "const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));",
    'if (document.readyState === "complete") afterPaint(); else addEventListener("load", afterPaint, { once: true });',
  ].join("\n");
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(BOOTSTRAP, `<script type="module" async="">${deferred}</script>`);
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
  // Right after the character set, ahead of every script and resource the policy governs.
  const charset = '<meta charSet="utf-8"/>';
  if (!html.includes(charset)) throw new Error(`finish-build: no ${charset} in ${file}`);
  return html.replace(charset, `${charset}${meta}`);
}

const SEARCH_PAGE = path.join(client, paths.searchPage, "index.html");

// The editor's page (build/client/admin) has a policy of its own from its build.
const editor = path.join(client, "admin");
const htmlFiles = walk(client).filter(
  (file) => file.endsWith(".html") && !file.startsWith(`${editor}${path.sep}`),
);
const pages = htmlFiles
  .map((file) => {
    const source = readFileSync(file, "utf8");
    const scripted = file === SEARCH_PAGE ? source : deferBootstrap(source, file);
    const html = addPolicy(scripted, file);
    writeFileSync(file, html);
    return html;
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
  `finish-build: 404.html, a security policy in ${htmlFiles.length} pages, _headers, _redirects, ${compressed} files precompressed`,
);
