import { assetPaths } from "~/content/paths";
import type { Catalogue } from "~/content/types";
import { ContentError, formatIssue } from "~/schema/content-issues";
import {
  type ContentSources,
  fileId,
  parseCatalogue,
  type SourceFile,
} from "~/schema/parse-catalogue";
import { type EntryFile, isSettingsFile } from "./entry-file";

/**
 * The editor's check of an entry before it is saved: the build's own validation
 * (`parseCatalogue`, with the same zod schemas and cross-file checks) run over the content as
 * it was when the editor was built, with the edited file put in its place. So a save the build
 * would reject is refused in the editor, with the build's own message, field and file.
 */

/**
 * The content as the editor knows it: the content files as the site publishes them (without
 * comments and what it does not build; build-steps/vite-plugins/published-content.ts), the
 * files that exist but are not in it (`withheld`: a hidden book's sample and guide), and the
 * public assets the checks look for.
 */
export type ContentSnapshot = { sources: ContentSources; withheld: string[]; assets: string[] };

/** The text of a content file as the snapshot has it, if it has the file. */
function textOf(snapshot: ContentSnapshot, file: string): string | undefined {
  return Object.values(snapshot.sources)
    .flat()
    .find((source) => source.file === file)?.text;
}

/** Whether a content file exists, as far as the editor knows. */
const exists = (snapshot: ContentSnapshot, file: string) =>
  textOf(snapshot, file) !== undefined || snapshot.withheld.includes(file);

/** The snapshot with one file written (added, or replacing the file at the same path). */
export function withFile(
  snapshot: ContentSnapshot,
  entry: EntryFile,
  text: string,
): ContentSnapshot {
  const source: SourceFile = { file: entry.file, text };
  const { sources } = snapshot;
  const replace = (files: SourceFile[]) =>
    [...files.filter((f) => f.file !== entry.file), source].sort((a, b) =>
      a.file.localeCompare(b.file),
    );
  const next: ContentSources = isSettingsFile(entry.kind)
    ? { ...sources, [entry.kind]: source }
    : { ...sources, [entry.kind]: replace(sources[entry.kind]) };
  return { ...snapshot, sources: next };
}

/**
 * The snapshot with a file as the editor read it from the repository, which is newer than the
 * build the snapshot came from. A book saved since that build (before the editor was reloaded,
 * or in another session) is then known to the checks, so editing it again, or a guide to it, is
 * not refused until the site is rebuilt. Such a book's cover is taken as there: the editor
 * saves no new book without one, and the build checks it again.
 */
export function withFileRead(
  snapshot: ContentSnapshot,
  entry: EntryFile,
  text: string,
): ContentSnapshot {
  const held = textOf(snapshot, entry.file);
  // Decap reads every file of a collection to list it: most are as the build had them.
  if (held === text) return snapshot;
  const next = withFile(snapshot, entry, text);
  if (held !== undefined || entry.kind !== "books") return next;
  return { ...next, assets: [...next.assets, assetPaths.cover(fileId(entry.file))] };
}

/**
 * The edited file's own problems, in the build's words (without the file and line, which the
 * form does not show), and the catalogue as the build would make it (if it can).
 */
export type CheckResult = { issues: string[]; catalogue: Catalogue | null };

/**
 * Validates the content with one file written, as the build would. The problems in that file
 * are reported, or where it has none, those the edit makes in another (the rest of the content
 * passed the build the editor came from). A new
 * entry may not take the file of one that exists (the editor would save it under another
 * name, which the build would then reject or read as a second copy). A clash with another
 * file (the same ISBN) is reported on the edited file, whichever of the two the build names.
 */
export function checkEntry(
  snapshot: ContentSnapshot,
  entry: EntryFile,
  text: string,
  { assets: extraAssets = [], isNew = false }: { assets?: string[]; isNew?: boolean } = {},
): CheckResult {
  if (isNew && exists(snapshot, entry.file)) {
    return { issues: [fileTakenIssue(entry.kind)], catalogue: null };
  }
  const { sources } = withFile(snapshot, entry, text);
  const assets = new Set([...snapshot.assets, ...extraAssets]);
  const parse = (read: ContentSources) => parsed(read, assets, entry.file);
  const first = parse(sources);
  // Problems in other files alone: a clash the edit made (an ISBN another book has), which the
  // build names on whichever of the two files it reads second. Read last, the edited file is it.
  const clash = first.catalogue === null && first.issues.length === 0 && first.others.length > 0;
  const { issues, catalogue, others } = clash ? parse(withFileLast(sources, entry)) : first;
  if (catalogue !== null || issues.length > 0) return { issues, catalogue };
  // Still none in this file: the edit may break what another file says of it (a book the
  // Start here page names, hidden; a place past a series' planned length). What the content
  // already had without the edit is not this edit's doing (and the build it came from passed).
  const before = new Set(parse(snapshot.sources).others.map(formatIssue));
  const caused = others.filter((issue) => !before.has(formatIssue(issue)));
  return {
    issues: caused.map((issue) => `the build would then refuse ${formatIssue(issue)}`),
    catalogue: null,
  };
}

/** The catalogue, or the problems in `file` and those in other files. */
function parsed(sources: ContentSources, assets: Set<string>, file: string) {
  try {
    const catalogue = parseCatalogue(sources, { assetExists: (path) => assets.has(path) });
    return { issues: [], catalogue, others: [] };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    const own = error.issues.filter((issue) => issue.file === file);
    return {
      issues: own.map((issue) => issue.message),
      catalogue: null,
      others: error.issues.filter((issue) => issue.file !== file),
    };
  }
}

/** The sources with the entry's file read after the others of its folder. */
function withFileLast(sources: ContentSources, entry: EntryFile): ContentSources {
  if (isSettingsFile(entry.kind)) return sources;
  const files = sources[entry.kind];
  const last = (f: SourceFile) => (f.file === entry.file ? 1 : 0);
  return { ...sources, [entry.kind]: [...files].sort((a, b) => last(a) - last(b)) };
}

/** Why a new entry cannot have the file it asks for. */
function fileTakenIssue(kind: EntryFile["kind"]): string {
  if (kind === "samples") return "this book already has a sample: open it under Samples";
  if (kind === "guides") {
    return "this book already has a book-club guide: open it under Book-club guides";
  }
  return "id is taken by an entry that exists: choose another";
}
