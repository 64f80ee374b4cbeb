import { parse } from "yaml";
import { FRONT_MATTER } from "~/catalogue/build-catalogue";
import { fileText } from "./content-check";

/**
 * The samples' file format: front matter and text, like the other folders, except that the
 * `book` the editor asks for when a sample is created names the file and is not written in it
 * (a sample's front matter is only its title).
 */
export const sampleFormat = {
  fromFile(content: string): Record<string, unknown> {
    const match = FRONT_MATTER.exec(content);
    if (!match) return { body: content };
    const front: unknown = parse(match[1] ?? "");
    const fields = typeof front === "object" && front !== null ? front : {};
    return { ...fields, body: (match[2] ?? "").replace(/^\s*\n/, "") };
  },
  toFile(data: Record<string, unknown>): string {
    const { book: _book, ...rest } = data;
    return fileText("samples", rest);
  },
};
