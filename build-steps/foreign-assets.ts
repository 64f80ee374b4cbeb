import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { ASSETS_FOLDER } from "../app/content/paths.ts";
import type { Catalogue } from "../app/content/types.ts";

/**
 * The files of other authors in a site's build: the covers, trailer thumbnails, portraits,
 * their smaller copies, share cards and press kits of the books, series and authors of the
 * catalogue that the site does not show. A site apart, or a main site that shows some of its
 * authors only, is built from the one catalogue and the one public/ folder, which hold them all.
 */
export function foreignAssetPattern(whole: Catalogue, shown: Catalogue): RegExp | null {
  const ids = (c: Catalogue) => [...c.books.map((b) => b.id), ...c.series.map((s) => s.id)];
  const own = new Set([...ids(shown), ...shown.authors.map((a) => a.id)]);
  const foreign = [...ids(whole), ...whole.authors.map((a) => a.id)].filter((id) => !own.has(id));
  const ownPortraits = new Set(shown.authors.flatMap((a) => (a.portrait ? [a.portrait] : [])));
  const portraits = whole.authors
    .flatMap((a) => (a.portrait && !ownPortraits.has(a.portrait) ? [a.portrait] : []))
    .map((portrait) => path.basename(portrait).replace(/\.\w+$/, ""));
  const names = [...new Set([...foreign, ...portraits])];
  if (names.length === 0) return null;
  // {id}.jpg, {id}-300.webp, {id}_trailer.jpg, {id}_trailer-640.webp, {id}-press-kit.zip.
  const escaped = names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  return new RegExp(`^(?:${escaped})(?:_trailer)?(?:-\\d+|-press-kit)?\\.\\w+$`);
}

/** Deletes the files under the build's assets folder whose names `pattern` matches; how many. */
export function removeForeignAssets(clientDir: string, pattern: RegExp | null): number {
  if (!pattern) return 0;
  let removed = 0;
  const folder = path.join(clientDir, ASSETS_FOLDER);
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && pattern.test(entry.name)) {
      rmSync(path.join(entry.parentPath, entry.name));
      removed += 1;
    }
  }
  return removed;
}
