import { isPlainObject } from "~/content/validators";
import { readYaml } from "~/schema/content-yaml";
import { asWritten, FRONT_MATTER, savedLike } from "~/schema/parse-catalogue";
import { editionsForFile, editionsForForm, inOrder } from "./edition-form";
import {
  type EntryFile,
  type EntryKind,
  entryFile,
  isNamedAfterBook,
  isSettingsFile,
} from "./entry-file";
import { withoutEmpty } from "./without-empty";
import { yamlText } from "./yaml-layout";

type Data = Record<string, unknown>;

/** The name of a collection's file format, as the editor's configuration gives it. */
export const formatName = (kind: EntryKind) => `${kind}-file`;

/**
 * The content files' texts as the editor last read or wrote them: what a save writes into, so
 * that a change made by hand since the build (a comment, a value emptied) is not undone by the
 * next save. Never the snapshot's, which has no comments (./content-check.ts): the editor reads
 * a file from the repository before it saves it.
 */
export const knownTexts = () => new Map<string, string>();
type KnownTexts = Map<string, string>;

/**
 * How the editor reads and writes a collection's files: read as the build reads them, written
 * by `savedText`. The file is found by the entry's id (a sample's or a guide's by its book, which the save
 * fills in), so an entry whose id was changed in the form is written afresh, in the plain layout.
 * `read` hears of each file read from the repository, with its text.
 */
export function fileFormat(
  kind: EntryKind,
  texts: KnownTexts,
  order: string[],
  read: (file: EntryFile, text: string) => void = () => {},
) {
  return {
    fromFile(text: string): Data {
      const data = readEntry(kind, text);
      const file = fileOf(kind, data);
      if (file) {
        texts.set(file, text);
        read({ kind, file }, text);
      }
      return data;
    },
    toFile(data: Data): string {
      return savedText(kind, data, texts, order);
    },
  };
}

/**
 * The text a save writes: the entry's data, with the fields in `order`, written into `file` as
 * the editor last read it (by default the file its data names), with its byte-order mark and
 * line endings (a file saved on Windows stays as it was), or plainly for a new file.
 */
export function savedText(
  kind: EntryKind,
  data: Data,
  texts: KnownTexts,
  order: string[],
  file = fileOf(kind, data),
): string {
  const previous = file === undefined ? undefined : texts.get(file);
  const text = entryText(kind, data, previous, order);
  return previous === undefined ? text : savedLike(text, previous);
}

/**
 * An entry's data as the text of its file: YAML front matter and the Markdown body for the
 * folders, plain YAML for the settings files. Empty values are left out, as a hand edit would
 * leave them (every optional field has a default); a sample's or guide's `book` names its file
 * and is not written in it. Keys follow `order` (the form's, which is the schema's), and a book's
 * editions are written as the file holds them (./edition-form.ts). Given the file as it was,
 * its layout and comments are kept (./yaml-layout.ts).
 */
export function entryText(
  kind: EntryKind,
  data: Data,
  previous?: string,
  order: string[] = [],
): string {
  const { body, ...rest } = withoutEmpty(data) ?? {};
  if (isNamedAfterBook(kind)) delete rest.book;
  // The editor's data comes in no particular order; a book's editions as the form has them.
  const fields = inOrder(kind === "books" ? editionsForFile(rest) : rest, order);
  if (isSettingsFile(kind))
    return yamlText(fields, previous === undefined ? undefined : asWritten(previous));
  const text = typeof body === "string" ? body.trim() : "";
  // A guide's only field is optional, and so is its front matter: without a warning, all text.
  if (kind === "guides" && Object.keys(fields).length === 0) return `${text}\n`;
  const parts = previous === undefined ? null : FRONT_MATTER.exec(asWritten(previous));
  // The blank lines the file had inside the front matter's top and before the text.
  const [lead, gap] = parts ? [blankLines(parts[1]), blankLines(parts[2])] : ["", "\n"];
  return `---\n${lead}${yamlText(fields, parts?.[1])}---\n${gap}${text}\n`;
}

const blankLines = (text = "") => /^(?:[ \t]*\r?\n)*/.exec(text)?.[0] ?? "";

/**
 * A file's data as the build reads it (content-yaml.ts: an id such as 0985123406 keeps its 0),
 * with its text as `body`: what `entryText` writes back as the same file.
 */
export function readFileData(kind: EntryKind, text: string): Data {
  if (isSettingsFile(kind)) return parse(asWritten(text));
  const match = FRONT_MATTER.exec(asWritten(text));
  // A file of text alone (a guide without a spoiler warning), read as the build reads it.
  if (!match) return { body: asWritten(text).trimEnd() };
  // The text as the box shows it: the blank lines around it belong to the file, not to it.
  const body = (match[2] ?? "").replace(/^\s*\n/, "").trimEnd();
  return { ...parse(match[1] ?? ""), body };
}

/** A file's data as the form edits it: a book's editions as ./edition-form.ts has them. */
export function readEntry(kind: EntryKind, text: string): Data {
  const data = readFileData(kind, text);
  return kind === "books" ? editionsForForm(data) : data;
}

function parse(yaml: string): Data {
  const read = readYaml(yaml);
  if (!read.ok) throw new Error(read.message);
  return isPlainObject(read.data) ? read.data : {};
}

/** The file an entry's data names, if it names one. */
function fileOf(kind: EntryKind, data: Data): string | undefined {
  const { file } = entryFile(kind, "", data, true);
  return file.endsWith("/.md") ? undefined : file;
}
