import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Plugin, ResolvedConfig } from "vite";
import { z } from "zod";

/**
 * `virtual:page-scripts`: for each route module named, the URLs of the script files it needs
 * (its chunk and every chunk that chunk imports), read from the client build's Vite manifest
 * when the server build prerenders the pages; empty in development.
 *
 * React Router preloads the scripts of the routes a prerendered page matches. The HTML it
 * prerenders for pages it cannot prerender (the search page) matches only the root, so the
 * search route's scripts would be fetched only once the app has started: a second round
 * trip before the results. With this, that page preloads them alongside the app's own
 * (app/root.tsx, with react-dom's preloadModule).
 */
export function pageScripts({
  routeFiles,
  clientDir,
}: {
  /** Route modules as the manifest names them, such as `app/routes/search.tsx`. */
  routeFiles: string[];
  /** Where the client build is written. */
  clientDir: string;
}): Plugin {
  const id = "virtual:page-scripts";
  let config: ResolvedConfig;
  return {
    name: "page-scripts",
    configResolved(resolved) {
      config = resolved;
    },
    resolveId(source) {
      return source === id ? `\0${id}` : null;
    },
    load(resolvedId) {
      if (resolvedId !== `\0${id}`) return null;
      if (config.command !== "build" || !config.build.ssr) return "export default {};";
      const manifest = readManifest(path.join(clientDir, ".vite", "manifest.json"));
      const scripts = Object.fromEntries(
        routeFiles.map((file) => [
          file,
          [
            ...["app/entry.client.tsx", "app/root.tsx", file].reduce(
              (files, module) => chunksFrom(manifest, routeKey(manifest, module), files),
              new Set<string>(),
            ),
          ]
            .sort((a, b) => sizeOf(clientDir, b) - sizeOf(clientDir, a))
            .map((chunk) => `${config.base}${chunk}`),
        ]),
      );
      return `export default ${JSON.stringify(scripts)};`;
    },
  };
}

// The parts of Vite's build manifest (https://vite.dev/guide/backend-integration) read here.
const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    imports: z.array(z.string()).optional(),
  }),
);
type Manifest = z.infer<typeof manifestSchema>;

function readManifest(file: string): Manifest {
  try {
    return manifestSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  } catch (error) {
    throw new Error(`page-scripts: cannot read the client build's manifest ${file}`, {
      cause: error,
    });
  }
}

const withoutQuery = (name: string) => name.replace(/\?.*$/, "");

/** The manifest's key for a module (React Router may add a query to a route's). */
function routeKey(manifest: Manifest, routeFile: string): string {
  const key =
    routeFile in manifest
      ? routeFile
      : Object.keys(manifest).find((name) => withoutQuery(name) === routeFile);
  if (!key) throw new Error(`page-scripts: ${routeFile} is not in the client build`);
  return key;
}

/** A module's chunk file and, depth first, every chunk it imports; each once. */
function chunksFrom(manifest: Manifest, key: string, files: Set<string>): Set<string> {
  const entry = manifest[key];
  if (entry && !files.has(entry.file)) {
    files.add(entry.file);
    for (const imported of entry.imports ?? []) chunksFrom(manifest, imported, files);
  }
  return files;
}

const sizeOf = (dir: string, file: string) => statSync(path.join(dir, file)).size;
