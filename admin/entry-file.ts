import { withoutEmpty } from "./without-empty";

/** Collections with a Markdown file per entry: `content/books/{id}.md` and so on. */
const FOLDER_KINDS = ["books", "series", "news", "samples", "guides", "events", "authors"] as const;
export type FolderKind = (typeof FOLDER_KINDS)[number];
/** Collections that are one YAML file of settings: `content/site.yaml` and so on. */
const SETTINGS_KINDS = ["site", "categories"] as const;
export type SettingsKind = (typeof SETTINGS_KINDS)[number];
/** Every collection of the editor. */
export const ENTRY_KINDS = [...FOLDER_KINDS, ...SETTINGS_KINDS] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** Where an entry's file lives, and its collection. */
export type EntryFile = { kind: EntryKind; file: string };

/** Whether a collection is one settings file (YAML), rather than a folder of Markdown files. */
export function isSettingsFile(kind: string): kind is SettingsKind {
  return (SETTINGS_KINDS as readonly string[]).includes(kind);
}

function isFolder(kind: string): kind is FolderKind {
  return (FOLDER_KINDS as readonly string[]).includes(kind);
}

/**
 * Whether a collection's files are named after a book, which the form's Book chooses for a
 * new one and which is not written into the file: a sample's and a book-club guide's.
 */
export function isNamedAfterBook(kind: EntryKind): kind is "samples" | "guides" {
  return kind === "samples" || kind === "guides";
}

/**
 * The file an editor entry is saved to: a new entry's file is named after its id (a sample
 * or a book-club guide after its book), an existing one keeps its file; the site settings and the categories are
 * one YAML file each.
 */
export function entryFile(
  collection: string,
  slug: string,
  data: Record<string, unknown>,
  isNew: boolean,
): EntryFile {
  if (isSettingsFile(collection)) return { kind: collection, file: `content/${collection}.yaml` };
  if (!isFolder(collection)) throw new Error(`The editor has no collection '${collection}'`);
  const named = isNamedAfterBook(collection) ? data.book : data.id;
  const name = isNew ? (typeof named === "string" ? named : "") : slug;
  return { kind: collection, file: `content/${collection}/${name}.md` };
}

/**
 * An entry as it is saved: its file, its data without the cover (which is a file of its own,
 * not a field) and without empty values, and the cover it brings, if any. A sample or a guide
 * that exists is to the book its file is named after, whatever the form's Book says.
 */
export function savedEntry(
  collection: string,
  slug: string,
  entryData: Record<string, unknown>,
  isNew: boolean,
) {
  const { cover, ...rest } = entryData;
  const file = entryFile(collection, slug, rest, isNew);
  const data = withoutEmpty(rest) ?? {};
  if (isNamedAfterBook(file.kind) && !isNew) data.book = slug;
  return { file, data, isNew, cover: typeof cover === "string" ? [cover] : [] };
}
