import { FRONT_MATTER } from "~/catalogue/build-catalogue";
import { readYaml } from "~/catalogue/content-yaml";
import { type ContentSnapshot, type EntryFile, fileText, textOf } from "./content-check";
import { entryFile } from "./entry-file";

type Kind = EntryFile["kind"];
type Data = Record<string, unknown>;

/** The name of a collection's file format, as the editor's configuration gives it. */
export const formatName = (kind: Kind) => `${kind}-file`;

/**
 * The content files' texts as the editor last read or wrote them, over the snapshot the editor
 * was built with: what a save writes into, so that a change made by hand since the build
 * (a comment, a value emptied) is not undone by the next save.
 */
export function knownTexts(snapshot: () => ContentSnapshot) {
  const seen = new Map<string, string>();
  return {
    get: (file: string) => seen.get(file) ?? textOf(snapshot(), file),
    set: (file: string, text: string) => void seen.set(file, text),
  };
}
export type KnownTexts = ReturnType<typeof knownTexts>;

/**
 * How the editor reads and writes a collection's files: read as the build reads them, written
 * by `fileText` with the fields in `order`, into the file as it was when the file exists. The
 * file is found by the entry's id (a sample's by its book, which the save fills in), so an entry
 * whose id was changed in the form is written afresh, in the plain layout.
 */
export function fileFormat(kind: Kind, texts: KnownTexts, order: string[]) {
  return {
    fromFile(text: string): Data {
      const data = read(kind, text);
      const file = fileOf(kind, data);
      if (file) texts.set(file, text);
      return data;
    },
    toFile(data: Data): string {
      return textFor(kind, data, texts, order);
    },
  };
}

/** An entry's file text, written into the file `file` (by default the one its data names). */
export function textFor(
  kind: Kind,
  data: Data,
  texts: KnownTexts,
  order: string[],
  file = fileOf(kind, data),
): string {
  return fileText(kind, data, file === undefined ? undefined : texts.get(file), order);
}

/** A file's data as the build reads it (./content-yaml.ts: an id such as 0985123406 keeps its 0). */
function read(kind: Kind, text: string): Data {
  if (kind === "site" || kind === "categories") return parse(text);
  const match = FRONT_MATTER.exec(text);
  if (!match) return { body: text };
  // The text as the box shows it: the blank lines around it belong to the file, not to it.
  const body = (match[2] ?? "").replace(/^\s*\n/, "").trimEnd();
  return { ...parse(match[1] ?? ""), body };
}

function parse(yaml: string): Data {
  const read = readYaml(yaml);
  if (!read.ok) throw new Error(read.message);
  return asData(read.data);
}

/** The file an entry's data names, if it names one. */
function fileOf(kind: Kind, data: Data): string | undefined {
  const { file } = entryFile(kind, "", data, true);
  return file.endsWith("/.md") ? undefined : file;
}

const asData = (value: unknown): Data =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Data) : {};
