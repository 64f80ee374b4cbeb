/**
 * `npm run capture-framework-pages`: captures the pages the tests of the framework's output
 * readers hold (build-steps/defer-bootstrap.test.ts, build-steps/framework-output.test.ts):
 * the home page and a book page as React Router prerenders them, trimmed to their frame (the
 * page's text, long inline scripts and structured data cut), into
 * build-steps/defer-bootstrap-fixtures/. It builds the site with React Router's own bootstrap
 * into build/framework-pages/ first. Run it after a React Router or Vite update whose output
 * the build no longer reads (the build's message says so), once the readers know the new form.
 */

import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { runBuild } from "../build-steps/run-build.mjs";
import { childEnvironment } from "../config/environment.mjs";

const BUILD_DIR = "build/framework-pages";
const CLIENT_DIR = path.resolve(BUILD_DIR, "client");

const out = path.resolve("build-steps/defer-bootstrap-fixtures");
const { version } = z
  .object({ version: z.string() })
  .parse(JSON.parse(readFileSync("node_modules/react-router/package.json", "utf8")));

/** The page with its content and long inline scripts cut, its frame and scripts kept. */
function trim(html: string): string {
  if (!html.includes('<script type="module" async="">import ')) {
    throw new Error("the page's bootstrap is not React Router's own: the build ignored BOOTSTRAP");
  }
  return html
    .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "")
    .replace(/(<script type="application\/ld\+json">)[\s\S]*?(<\/script>)/g, "$1{}$2")
    .replace(/(<script(?: id="[^"]*")?>)([\s\S]*?)(<\/script>)/g, (whole, open, body, close) =>
      body.length > 200 ? `${open}/* trimmed */${close}` : whole,
    )
    .replace(/(<body>)[\s\S]*?(<script)/, "$1<!-- the page's content, trimmed -->$2");
}

const status = runBuild({ env: childEnvironment({ BOOTSTRAP: "react-router", BUILD_DIR }) });
if (status !== 0) process.exit(status);

const book = readdirSync(path.join(CLIENT_DIR, "book"), { withFileTypes: true }).find((entry) =>
  entry.isDirectory(),
);
if (!book) throw new Error(`no book page in ${CLIENT_DIR}`);
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const pages: [string, string][] = [
  ["home.html", "index.html"],
  ["book.html", `book/${book.name}/index.html`],
];
for (const [name, page] of pages) {
  writeFileSync(path.join(out, name), trim(readFileSync(path.join(CLIENT_DIR, page), "utf8")));
}
writeFileSync(path.join(out, "react-router-version.txt"), `${version}\n`);
console.log(
  `Captured the home page and /book/${book.name} from React Router ${version} into ${out}`,
);
