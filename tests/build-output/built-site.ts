import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseHTML } from "linkedom";
import { BUILD_STAMP } from "../../build-steps/build-freshness.mjs";

/**
 * A finished build, read as a crawler reads it: its pages parsed by a real HTML parser
 * (linkedom), its other files as text or bytes. The build-output tests take every page from
 * here, so that they grow with the catalogue at parse speed, with no browser.
 */
export type BuiltPage = {
  /** The page's address on the site, without the base path: `/`, `/book/x`, `/404`. */
  path: string;
  /** The file under the client folder: `index.html`, `book/x/index.html`, `404.html`. */
  file: string;
  html: string;
  document: Document;
};

export type BuildStamp = { buildDay: string; basePath: string; editor: boolean };

/** The address of the Not Found page the build writes as 404.html. */
export const NOT_FOUND_PAGE = "/404";

/** Every file under `dir`, relative to it, with `/` between folders. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join("/"))
    .sort();
}

/**
 * The address a prerendered HTML file answers at, as a link names it: each segment
 * percent-encoded (`tropes/любовь-и-war/index.html` answers at `/tropes/%D0%BB...-war`).
 */
function pathOfFile(file: string): string {
  if (file === "404.html") return NOT_FOUND_PAGE;
  if (file === "index.html") return "/";
  return `/${file
    .replace(/\/index\.html$/, "")
    .split("/")
    .map(encodeURIComponent)
    .join("/")}`;
}

/** The file at a URL's path (`/tropes/%D0%BB...war.data`): `tropes/любовь-и-war.data`. */
const fileAt = (address: string) => decodeURIComponent(address.replace(/^\//, ""));

export function builtSite(buildDir: string) {
  const clientDir = path.join(buildDir, "client");
  const stampFile = path.join(buildDir, BUILD_STAMP);
  if (!existsSync(stampFile)) {
    throw new Error(
      `No finished build in ${buildDir}: run npm run build first (the build-output tests read what it wrote).`,
    );
  }
  const stamp = JSON.parse(readFileSync(stampFile, "utf8")) as BuildStamp;
  const files = filesUnder(clientDir);
  /** The site's pages: every HTML file but the editor's. */
  const pageFiles = files.filter((file) => file.endsWith(".html") && !file.startsWith("admin/"));
  const parsed = new Map<string, BuiltPage>();

  const read = (file: string) => readFileSync(path.join(clientDir, file), "utf8");

  /** The page at `address` (a path without the base path), parsed once. */
  function page(address: string): BuiltPage {
    const cached = parsed.get(address);
    if (cached) return cached;
    const file = pageFiles.find((f) => pathOfFile(f) === address);
    if (!file) throw new Error(`the build has no page at ${address}`);
    const html = read(file);
    const built = { path: address, file, html, document: parseHTML(html).document };
    parsed.set(address, built);
    return built;
  }

  return {
    buildDir,
    clientDir,
    stamp,
    /** Every file of the build, relative to the client folder. */
    files,
    /** The address of every prerendered page, Not Found's included. */
    pagePaths: pageFiles.map(pathOfFile),
    page,
    /** Every prerendered page, parsed. */
    pages: () => pageFiles.map((file) => page(pathOfFile(file))),
    /** Whether the client folder has this file (its path relative to it, or its URL's path). */
    has: (file: string) => files.includes(fileAt(file)),
    text: (file: string) => read(fileAt(file)),
    bytes: (file: string) => readFileSync(path.join(clientDir, fileAt(file))),
  };
}

export type BuiltSite = ReturnType<typeof builtSite>;
