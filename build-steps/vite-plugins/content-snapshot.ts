import { readdirSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import type { ContentSnapshot } from "../../admin/content-check.ts";
import { readContentSources } from "../../app/catalogue/content.server.ts";

const ID = "virtual:content-snapshot";
const RESOLVED = `\0${ID}`;
/** The public folders whose files the content checks look for (covers, thumbnails, portrait). */
const ASSET_FOLDERS = ["assets/books", "assets/trailers", "assets/author"];

/** The project's content files and checked assets, as the editor's validation needs them. */
export function contentSnapshot(root: string): ContentSnapshot {
  const assets = ASSET_FOLDERS.flatMap((folder) => {
    try {
      return readdirSync(path.join(root, "public", folder)).map((name) => `/${folder}/${name}`);
    } catch {
      return [];
    }
  });
  return { sources: readContentSources(root), assets };
}

/**
 * `virtual:content-snapshot`: the content as the editor starts from it, read when the editor
 * is built, and again whenever a content file or asset changes under `npm run edit`.
 */
export function contentSnapshotModule(root: string): Plugin {
  return {
    name: "content-snapshot",
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load: (id) =>
      id === RESOLVED ? `export default ${JSON.stringify(contentSnapshot(root))};` : undefined,
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
