// @ts-check

/**
 * The folder the site is published under: `/` for a site at the root of its domain, or one
 * such as `/my-books/` for a GitHub Pages project site (`https://{owner}.github.io/my-books/`).
 * `BASE_PATH` sets it for `npm run build` (and for `npm start`, which serves that build under
 * it). React Router's `basename`, Vite's `base`, the editor's build, the finishing pass and
 * the server take it from here; the site's code turns its paths into URLs under it with
 * `siteUrl` (app/content/paths.ts).
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string} `/`, or `/` and one or more folder names, each followed by `/`
 */
export function basePathFor(env = process.env) {
  const value = (env.BASE_PATH ?? "").trim();
  // GitHub's configure-pages gives `/my-books` for a project site and `` or `/` for a site
  // at the root of its domain.
  const segments = value.split("/").filter((segment) => segment !== "");
  const bad = segments.find((segment) => !/^[\w.~-]+$/.test(segment) || /^\.+$/.test(segment));
  if (bad !== undefined) {
    throw new Error(
      `BASE_PATH is '${value}': write the folder the site is published under, such as /my-books/ ` +
        `(letters, digits, '-', '_', '.' or '~' between slashes; '${bad}' is not a folder name)`,
    );
  }
  return segments.length === 0 ? "/" : `/${segments.join("/")}/`;
}

/** The base path of this build: `BASE_PATH`, else `/`. */
export const BASE_PATH = basePathFor();
