import {
  type Document,
  isMap,
  isNode,
  isScalar,
  isSeq,
  parseDocument,
  type ScalarTag,
  type Tags,
} from "yaml";

/**
 * Content YAML as the site reads it, with where each value is written, so a message can name
 * its line. YAML 1.2 (the `yaml` package's default): `2025-09-16` is text, which the schema
 * reads as a date. Two choices keep what the author wrote:
 * - a number is a number only when it reads back as written (`12`, `2.5`, `9780985123406`);
 *   otherwise it keeps its text (`0985123400`, an ISBN-10 that is also an Amazon id, would
 *   lose its 0; `1e3` and `0x1F` would change), so an id field gets exactly what was written;
 * - a field with nothing after its colon (`subTitle:`) counts as left out, as in Hugo.
 */

/** The YAML read: the data, and the offset in the text where a field's value is written. */
export type YamlRead =
  | { ok: true; data: unknown; offsetOf: (path: readonly PropertyKey[]) => number | null }
  | { ok: false; offset: number; message: string };

export function readYaml(text: string): YamlRead {
  const doc = parseDocument(text, { prettyErrors: false, customTags: numbersAsWritten });
  const [error] = doc.errors;
  if (error) return { ok: false, offset: error.pos[0], message: yamlProblem(error, text) };
  try {
    return { ok: true, data: withoutEmpty(doc.toJS()), offsetOf: (path) => offsetOf(doc, path) };
  } catch {
    // The one error `toJS` throws: an alias (`*name`) with no anchor, as in `title: *bold*`.
    const offset = Math.max(0, text.search(/:\s+\*/) + 1);
    return { ok: false, offset, message: "a value that starts with * must be in quotes" };
  }
}

/**
 * A number tag's pattern narrowed to the numbers that read back as written (`12`, `2.5`,
 * `9780985123406`): any other text of digits (`0985123400`, `4.10`, `1e3`) is not a number
 * to it, so YAML reads it as text, and a document written back prints it as it was.
 */
class ReadsBackAsWritten extends RegExp {
  constructor(private readonly number: ScalarTag & { test: RegExp }) {
    super(number.test.source, number.test.flags);
  }
  override test(text: string): boolean {
    if (!super.test(text)) return false;
    const resolved = this.number.resolve(text, () => {}, {});
    // Floats come back as a node (which remembers `2.50`'s digits), integers as numbers.
    const value = isScalar(resolved) ? resolved.value : resolved;
    return typeof value === "number" && String(value) === text;
  }
}

/**
 * The core schema's number tags, each taking only a number that reads back as written: the
 * tags the build reads content with, and the editor and the sheet write it back with
 * (admin/yaml-layout.ts), so that what one reads as text the other keeps as text.
 */
export function numbersAsWritten(tags: Tags): Tags {
  return tags.map((tag) => {
    if (typeof tag !== "object" || !("resolve" in tag) || tag.collection) return tag;
    if (tag.tag !== "tag:yaml.org,2002:int" && tag.tag !== "tag:yaml.org,2002:float") return tag;
    const { test } = tag;
    return test === undefined ? tag : { ...tag, test: new ReadsBackAsWritten({ ...tag, test }) };
  });
}

/** The data without the map entries that have no value (`key:` or `key: null`). */
function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (typeof value !== "object" || value === null || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, inner]) => inner !== null)
      .map(([key, inner]) => [key, withoutEmpty(inner)]),
  );
}

/**
 * Where a field is written: the offset of its name (a list item's own offset), or, for a
 * field that is not there, of the nearest field it belongs in; `null` for a top-level field
 * that is not there (it belongs in the file as a whole).
 */
function offsetOf(doc: Document, path: readonly PropertyKey[]): number | null {
  let node: unknown = doc.contents;
  let found: number | null = null;
  for (const part of path) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === part);
      if (!pair) return found;
      found = start(pair.key) ?? found;
      node = pair.value;
    } else if (isSeq(node) && typeof part === "number") {
      const item = node.items[part];
      if (item === undefined) return found;
      found = start(item) ?? found;
      node = item;
    } else return found;
  }
  return found;
}

const start = (node: unknown): number | null => (isNode(node) ? (node.range?.[0] ?? null) : null);

/** What is wrong with a file's YAML, in words an author acts on. */
function yamlProblem(
  error: { code: string; message: string; pos: [number, number] },
  text: string,
): string {
  const at = text.slice(error.pos[0]);
  switch (error.code) {
    case "DUPLICATE_KEY": {
      const key = /^[^:\n]+/.exec(at)?.[0]?.trim() ?? "a field";
      return `${key} is written twice: keep one`;
    }
    case "TAB_AS_INDENT":
      return "this line is indented with a tab: indent with spaces";
    case "BAD_SCALAR_START":
      return `a value cannot start with ${at.charAt(0)}: put the value in quotes`;
    case "BLOCK_AS_IMPLICIT_KEY":
    case "MULTILINE_IMPLICIT_KEY":
      return 'a value with ": " in it must be in quotes (title: "Book: A Novel"); otherwise, indent this line like the ones around it';
    case "UNEXPECTED_TOKEN":
      return `text follows a quoted value: put the whole value in quotes, the other kind if it has quotes inside ("It's here")`;
    case "MULTIPLE_DOCS":
      return "a line of --- splits the file in two: remove it";
    case "MISSING_CHAR":
    case "BAD_INDENT":
      return missingOrMisplaced(error.message);
    default:
      return `this is not YAML the site can read (${error.message})`;
  }
}

/** Unclosed quotes and brackets, and lines out of line, which YAML reports in several ways. */
function missingOrMisplaced(yamlMessage: string): string {
  if (/quote/i.test(yamlMessage)) {
    return "a quoted value is not closed: end it with the quote mark it starts with";
  }
  if (/flow sequence/i.test(yamlMessage)) return "a list in [ ] is not closed: end it with ]";
  if (/flow map/i.test(yamlMessage)) return "a group in { } is not closed: end it with }";
  if (/map values/i.test(yamlMessage)) {
    return "a line has no ': ' after its name: write name: value, or '- ' before a list item";
  }
  return "this line is not indented like the others of its list or group: line them up, with spaces, and start each list item with '- '";
}
