/**
 * After `react-router build`, finishes the client folder for any static host: the Not Found
 * page as 404.html, scripts deferred until prerendered pages have loaded, a content security
 * policy in every HTML page, the `_headers` and `_redirects` files, and brotli and gzip
 * copies of text files.
 */
import {
  copyFileSync,
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { paths, STATIC_FOLDER } from "../app/content/paths.ts";
import type { Site } from "../app/content/types.ts";
import type { Subscribe } from "../app/schema/subscribe-providers.ts";
import type { BootstrapMode } from "../config/bootstrap-modes.mjs";
import { rewriteBootstrap } from "./defer-bootstrap.ts";
import {
  checkHashedNames,
  decodedNames,
  FrameworkOutputChanged,
  folderDataCopies,
  withPolicy,
} from "./framework-output.ts";
import { precompress } from "./precompress.ts";
import { headersFile, pagePolicy, redirectsFile } from "./security-policy.ts";

const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
/** Every file under `dir`, relative to it, with `/` between folders. */
const relativeFiles = (dir: string) =>
  filesUnder(dir).map((file) => path.relative(dir, file).split(path.sep).join("/"));

export type FinishOptions = {
  root: string;
  clientDir: string;
  /** Files placed with their compressed copies already (the editor's bundle), left as they are. */
  compressed?: Set<string>;
  site: Site;
  /** The mailing lists of the authors who have their own (their pages' forms post to them). */
  authorLists: Subscribe[];
  /** How the pages start their scripts (config/bootstrap-modes.mjs, ./defer-bootstrap.ts). */
  bootstrap: BootstrapMode;
  /** The folder the site is published under (`/`, or such as `/my-books/`: `BASE_PATH`). */
  basePath: string;
};

/**
 * Under a base path, React Router prerenders the pages into that folder of the client folder
 * (`client/my-books/book/x/index.html`), beside Vite's files at its top (`client/static`).
 * A host serves the client folder as the base path's folder, so the pages move up beside them.
 */
function hoistPages(clientDir: string, basePath: string) {
  const [top, ...rest] = basePath.split("/").filter(Boolean);
  if (top === undefined) return;
  const home = path.join(clientDir, top, ...rest, "index.html");
  if (!existsSync(home) || existsSync(path.join(clientDir, "index.html"))) {
    throw new FrameworkOutputChanged(
      clientDir,
      `under the base path ${basePath}, React Router is expected to prerender the home page as ${path.relative(clientDir, home)} and nothing at the top; found ${existsSync(home) ? "" : "no "}${path.relative(clientDir, home)} and ${existsSync(path.join(clientDir, "index.html")) ? "an" : "no"} index.html at the top`,
    );
  }
  const moved = path.join(clientDir, `.pages-under-${top}`);
  renameSync(path.join(clientDir, top), moved);
  cpSync(path.join(moved, ...rest), clientDir, { recursive: true });
  rmSync(moved, { recursive: true });
}

export async function finishBuild({
  root,
  clientDir,
  compressed: placed = new Set(),
  site,
  authorLists,
  basePath,
  ...options
}: FinishOptions) {
  hoistPages(clientDir, basePath);
  // Each page's files named with its address's letters, as hosts look them up.
  for (const [from, to] of decodedNames(relativeFiles(clientDir))) {
    renameSync(path.join(clientDir, from), path.join(clientDir, to));
  }
  // React Router's single-page fallback (the root's HydrateFallback: Not Found) becomes the
  // file static hosts send for unknown addresses; the app there shows the address's page, if any.
  const fallback = path.join(clientDir, "__spa-fallback.html");
  if (!existsSync(fallback)) {
    throw new FrameworkOutputChanged(
      clientDir,
      "React Router's single-page fallback, __spa-fallback.html (written with ssr: false and prerender), is missing",
    );
  }
  renameSync(fallback, path.join(clientDir, "404.html"));

  // Resource routes (feed, sitemap, JSON) get data files nothing ever requests.
  for (const file of filesUnder(clientDir)) {
    if (/\.(json|xml|txt)\.data$/.test(file)) rmSync(file);
  }
  // Each page's data at its folder's address too (/book/x/_.data), where React Router asks for
  // it when the reader is on /book/x/. Not the search page's: every /search/ address is the
  // search page itself, and its route has no loader whose data the app asks for.
  const relative = relativeFiles(clientDir);
  for (const [data, copy] of folderDataCopies(relative, clientDir, [paths.searchPage.slice(1)])) {
    copyFileSync(path.join(clientDir, data), path.join(clientDir, copy));
  }

  // The editor's page (clientDir/admin) has a policy of its own from its build. The search
  // page has nothing to show without its scripts, so they start at once there.
  const editor = path.join(clientDir, "admin");
  const searchPage = path.join(clientDir, paths.searchPage, "index.html");
  const htmlFiles = filesUnder(clientDir).filter(
    (file) => file.endsWith(".html") && !file.startsWith(`${editor}${path.sep}`),
  );
  const pages = htmlFiles
    .map((file) => {
      const source = readFileSync(file, "utf8");
      const bootstrap = file === searchPage ? "react-router" : options.bootstrap;
      // Every inline script a page runs is allowed by its hash, in that page's own policy.
      const html = withPolicy(rewriteBootstrap(source, file, bootstrap), file, (hashes) =>
        pagePolicy(site, hashes, authorLists),
      );
      writeFileSync(file, html);
      return html;
    })
    .join("\n");

  const staticDir = path.join(clientDir, STATIC_FOLDER);
  checkHashedNames(readdirSync(staticDir), staticDir);

  // The server build leaves copies of the stylesheets that no page links to, and no script
  // loads with its code (the chat's, the lightbox's: Vite's list of what a chunk needs).
  const staticFiles = filesUnder(staticDir);
  const scripts = staticFiles.filter((f) => f.endsWith(".js")).map((f) => readFileSync(f, "utf8"));
  for (const file of staticFiles.filter((f) => f.endsWith(".css"))) {
    const name = `${STATIC_FOLDER}/${path.basename(file)}`;
    if (!pages.includes(`/${name}`) && !scripts.some((script) => script.includes(name)))
      rmSync(file);
  }

  writeFileSync(path.join(clientDir, "_headers"), headersFile(basePath));
  writeFileSync(path.join(clientDir, "_redirects"), redirectsFile(basePath));

  const { files, compressed } = await precompress(root, clientDir, { skip: placed });
  return `404.html, a policy in ${htmlFiles.length} pages (bootstrap: ${options.bootstrap}), _headers, _redirects; ${compressed} of ${files} files compressed, ${files - compressed} from the cache`;
}
