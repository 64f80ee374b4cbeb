/**
 * After `react-router build`, finishes build/client for any static host:
 * the Not Found page as 404.html, a content security policy in every HTML page, the
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
  if (!html.includes(charset)) throw new Error(`postbuild: no ${charset} in ${file}`);
  return html.replace(charset, `${charset}${meta}`);
}

const htmlFiles = walk(client).filter((file) => file.endsWith(".html"));
const pages = htmlFiles
  .map((file) => {
    const html = addPolicy(readFileSync(file, "utf8"), file);
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
  `postbuild: 404.html, a security policy in ${htmlFiles.length} pages, _headers, _redirects, ${compressed} files precompressed`,
);
