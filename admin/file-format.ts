import { parse } from "yaml";
import { FRONT_MATTER } from "~/catalogue/build-catalogue";
import { type ContentSnapshot, type EntryFile, fileText, textOf } from "./content-check";
import { entryFile } from "./entry-file";

type Kind = EntryFile["kind"];
type Data = Record<string, unknown>;

/** The name of a collection's file format, as the editor's configuration gives it. */
export const formatName = (kind: Kind) => `${kind}-file`;

/**
 * How the editor reads and writes a collection's files: read as the build reads them, written
 * by `fileText`, into the file as it was when the file exists (found by the entry's id, or a
 * sample's book, in the content the editor knows), so a save changes only what was changed.
 */
export function fileFormat(kind: Kind, content: () => ContentSnapshot) {
  const markdown = kind !== "site" && kind !== "categories";
  return {
    fromFile(text: string): Data {
      if (!markdown) return asData(parse(text));
      const match = FRONT_MATTER.exec(text);
      if (!match) return { body: text };
      // The text as the box shows it: the blank lines around it belong to the file, not to it.
      const body = (match[2] ?? "").replace(/^\s*\n/, "").trimEnd();
      return { ...asData(parse(match[1] ?? "")), body };
    },
    toFile(data: Data): string {
      const { file } = entryFile(kind, "", data, true);
      return fileText(kind, data, textOf(content(), file));
    },
  };
}

const asData = (value: unknown): Data =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Data) : {};
