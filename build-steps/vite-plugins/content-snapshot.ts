import { readdirSync } from "node:fs";
import path from "node:path";
import type { Plugin, ResolvedConfig } from "vite";
import type { ContentSnapshot } from "../../admin/content-check.ts";
import { assetPaths, publicFile } from "../../app/content/paths.ts";
import { loadCatalogueFrom, readContentSources } from "../../app/schema/content.server.ts";
import { publishedContent } from "./published-content.ts";

const ID = "virtual:content-snapshot";
const RESOLVED = `\0${ID}`;
/** The public folders whose files the content checks look for (covers, thumbnails, portrait). */
const ASSET_FOLDERS = [
  assetPaths.folders.books,
  assetPaths.folders.trailers,
  assetPaths.folders.author,
];

/**
 * The project's content files as the site publishes them (./published-content.ts) and the
 * checked assets, as the editor's validation needs them.
 */
export function contentSnapshot(root: string): ContentSnapshot {
  const assets = ASSET_FOLDERS.flatMap((folder) => {
    try {
      return readdirSync(path.join(root, publicFile(folder))).map((name) => `${folder}/${name}`);
    } catch {
      return [];
    }
  });
  // The files of the site's own authors: the main site's, where it shows some of them only.
  const site = loadCatalogueFrom(root);
  const ids = (items: { id: string }[]) => new Set(items.map((item) => item.id));
  const books = ids(site.books);
  const shown: Record<string, ReadonlySet<string>> = {
    books,
    series: ids(site.series),
    samples: books,
    guides: books,
    events: ids(site.events),
    news: ids(site.news),
    authors: ids(site.authors),
  };
  const whole = site.site.authors === undefined;
  return {
    ...publishedContent(
      readContentSources(root),
      (kind, id) => whole || shown[kind]?.has(id) === true,
    ),
    assets,
  };
}

/** The snapshot's file beside the built editor's page, which the editor fetches as it starts. */
export const SNAPSHOT_FILE = "content-snapshot.json";

/**
 * `virtual:content-snapshot`: the content as the editor starts from it. Built, the editor
 * fetches it from content-snapshot.json beside its page (written here, and again by each
 * `npm run build`), so the bundle does not change with the content and a build reuses it.
 * Under `npm run edit` it is the module itself, read again whenever a content file or asset
 * changes.
 */
export function contentSnapshotModule(root: string): Plugin {
  let command: ResolvedConfig["command"] = "serve";
  let base = "/";
  return {
    name: "content-snapshot",
    configResolved(config) {
      command = config.command;
      base = config.base;
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (command === "serve") return `export default ${JSON.stringify(contentSnapshot(root))};`;
      return [
        `const response = await fetch(${JSON.stringify(base + SNAPSHOT_FILE)});`,
        'if (!response.ok) throw new Error("The editor could not read the content: " + response.status);',
        "export default await response.json();",
      ].join("\n");
    },
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: SNAPSHOT_FILE,
        source: JSON.stringify(contentSnapshot(root)),
      });
    },
    configureServer(server) {
      server.watcher.add([path.join(root, "content"), path.join(root, "public", "assets")]);
      const refresh = (file: string) => {
        if (
          !file.startsWith(path.join(root, "content")) &&
          !file.includes(`${path.sep}assets${path.sep}`)
        )
          return;
        const module = server.moduleGraph.getModuleById(RESOLVED);
        if (module) server.moduleGraph.invalidateModule(module);
      };
      server.watcher.on("change", refresh).on("add", refresh).on("unlink", refresh);
    },
  };
}
