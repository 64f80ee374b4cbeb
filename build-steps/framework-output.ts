/**
 * What the finishing pass reads of React Router's and Vite's output, each read checked: where
 * the output is not in the form this was written for (React Router 7.18, Vite 7), the build
 * stops with a FrameworkOutputChanged error that says what was expected and what was found,
 * rather than shipping a page whose policy blocks its own scripts. The unit tests run each
 * reader on pages captured from the pinned React Router (defer-bootstrap-fixtures/).
 */
import { createHash } from "node:crypto";
import { HASHED_FILE_NAME } from "../app/content/paths.ts";

/** The npm script that captures the pages the readers' tests hold (tools/capture-framework-pages.ts). */
export const CAPTURE_SCRIPT = "capture-framework-pages";

/**
 * React Router's or Vite's output is not in the form a reader of it (this module, or
 * ./defer-bootstrap.ts) was written for, as after an update that changed it: the build stops,
 * naming the file, what changed, the module to update and the script that captures the new
 * pages for its tests. build.ts prints the message alone, as it does an author's mistake.
 */
export class FrameworkOutputChanged extends Error {
  constructor(
    file: string,
    change: string,
    { reader = "build-steps/framework-output.ts", meanwhile = "" } = {},
  ) {
    super(
      `${file}: the framework's output is not in the form ${reader} was written for: ${change}. ` +
        `Update ${reader} to the new form, and capture the pages its tests read with \`npm run ${CAPTURE_SCRIPT}\`` +
        `${meanwhile ? `; meanwhile, ${meanwhile}` : ""}.`,
    );
    this.name = "FrameworkOutputChanged";
  }
}

const SCRIPT_TAG = /<script\b[^>]*>/gi;
const INLINE_SCRIPT =
  /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;
const EXTERNAL_SCRIPT = /<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>/g;
const DATA_SCRIPT = /<script\b[^>]*\btype="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/g;

/**
 * The sha256 (base64) of each inline script a page runs, for its content security policy.
 * Every `<script` tag must be one of the three forms read here (inline, with `src`, or JSON-LD
 * data); a script in any other form would go unhashed and be blocked by the policy, so the
 * build stops instead.
 */
export function inlineScriptHashes(html: string, file: string): string[] {
  const inline = [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1] ?? "");
  const read =
    inline.length +
    (html.match(EXTERNAL_SCRIPT)?.length ?? 0) +
    (html.match(DATA_SCRIPT)?.length ?? 0);
  const tags = html.match(SCRIPT_TAG) ?? [];
  if (read !== tags.length) {
    throw new FrameworkOutputChanged(
      file,
      `${tags.length} <script> tags, of which ${read} are inline, external or JSON-LD scripts as expected (tags: ${[...new Set(tags)].join(" ")})`,
    );
  }
  return [...new Set(inline.map((source) => createHash("sha256").update(source).digest("base64")))];
}

const CHARSET = /<meta charSet="utf-8"\/>/i;
const FIRST_RESOURCE = /<(script|link|style)\b/i;

/**
 * The page with `tag` right after its character set, ahead of every script, stylesheet and
 * link the tag (a content security policy) must govern.
 */
export function afterCharset(html: string, tag: string, file: string): string {
  const charset = CHARSET.exec(html);
  if (!charset) {
    const head = /<head>([\s\S]{0,120})/.exec(html)?.[1] ?? html.slice(0, 120);
    throw new FrameworkOutputChanged(file, `no <meta charSet="utf-8"/>; the head starts ${head}`);
  }
  const resource = FIRST_RESOURCE.exec(html);
  if (resource && resource.index < charset.index) {
    throw new FrameworkOutputChanged(
      file,
      `a <${resource[1]}> comes before <meta charSet="utf-8"/>, where the policy would not govern it`,
    );
  }
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}${tag}${html.slice(at)}`;
}

/**
 * The page with its content security policy, which `policy` makes from the hashes of the
 * inline scripts the page runs, right after the character set (afterCharset).
 */
export function withPolicy(html: string, file: string, policy: (hashes: string[]) => string) {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy(inlineScriptHashes(html, file))}"/>`;
  return afterCharset(html, tag, file);
}

/**
 * The build's hashed files are named `{chunk}-{8 characters}.js` (or .css): the early-input
 * script (app/lib/early-input-capture.js) reads the chunk's name out of a script that failed
 * to load, and the server caches `/static/` files for a year. Any other name stops the build.
 */
export function checkHashedNames(files: string[], folder: string) {
  const other = files.filter((file) => /\.(js|css)$/.test(file) && !HASHED_FILE_NAME.test(file));
  if (other.length > 0) {
    throw new FrameworkOutputChanged(
      folder,
      `hashed files named otherwise than {chunk}-{8-character hash}.js: ${other.slice(0, 3).join(", ")}`,
    );
  }
}

/**
 * The copies that give every prerendered page its data at its folder's address too, as
 * [data file, copy] paths relative to the client folder (`/`-separated, like `files`).
 *
 * React Router asks for a page's data at the address the reader is on
 * (react-router.config.ts, v8_trailingSlashAwareDataRequests): `book/x.data` at /book/x,
 * `book/x/_.data` at /book/x/, `_.data` for the home page. It prerenders the first only, while
 * every host serves a page at both addresses (GitHub Pages redirects to the second): without
 * the copy, a reader who landed on /book/x/ and came back to it from another page would find
 * Not Found. A page folder (`{path}/index.html`, the editor's and those in `skip` apart)
 * without its data file beside it, or a home page without `_.data`, stops the build.
 */
export function folderDataCopies(
  files: readonly string[],
  folder: string,
  skip: readonly string[] = [],
): [string, string][] {
  const present = new Set(files);
  if (!present.has("_.data")) {
    throw new FrameworkOutputChanged(
      folder,
      `the home page's data is expected in _.data (trailing-slash-aware data requests); found ${present.has("_root.data") ? "_root.data" : "neither _.data nor _root.data"}`,
    );
  }
  return files
    .filter((file) => file.endsWith("/index.html") && !file.startsWith("admin/"))
    .map((page) => ({ page, pagePath: page.slice(0, -"/index.html".length) }))
    .filter(({ pagePath }) => !skip.includes(pagePath))
    .map(({ page, pagePath }): [string, string] => {
      if (!present.has(`${pagePath}.data`)) {
        throw new FrameworkOutputChanged(
          folder,
          `the page ${page} has no data file ${pagePath}.data beside its folder`,
        );
      }
      return [`${pagePath}.data`, `${pagePath}/_.data`];
    });
}

/**
 * The renames, as [path, new path] relative to the client folder and deepest first, that give
 * every page and data file its address's letters: React Router writes each at its address as a
 * URL has it (`tropes/%D0%BB%D1%8E...-war/index.html` for the trope `любовь-и-war`), where
 * every host looks a file up by the address decoded (nginx, `npm start`, Netlify, GitHub Pages).
 */
export function decodedNames(files: readonly string[]): [string, string][] {
  const renames = new Map<string, string>();
  for (const file of files) {
    const segments = file.split("/");
    segments.forEach((segment, index) => {
      if (!/%[0-9A-F]{2}/i.test(segment)) return;
      const parent = segments.slice(0, index);
      renames.set(
        [...parent, segment].join("/"),
        [...parent, decodeURIComponent(segment)].join("/"),
      );
    });
  }
  return [...renames].sort(([a], [b]) => b.split("/").length - a.split("/").length);
}
