import { type Document, isMap, isNode, isScalar, isSeq, parseDocument, stringify } from "yaml";

/**
 * YAML as a save writes it. Into a file that exists, the new values go into the file's own
 * document, so its comments, key order, quoting and list style stay as the author wrote them
 * and `git diff` shows only what changed, as after a hand edit. A new file (or one whose YAML
 * does not parse) is written plainly.
 */

type Data = Record<string, unknown>;

/** Writes with what the content's files use: no folding of long lines, `[a, b]` lists unpadded. */
const OUTPUT = { lineWidth: 0, flowCollectionPadding: false } as const;

export function yamlText(data: Data, previous?: string): string {
  if (previous === undefined) return stringify(data, OUTPUT);
  const doc = parseDocument(previous);
  if (doc.errors.length > 0 || !isMap(doc.contents)) return stringify(data, OUTPUT);
  merged(doc, doc.contents, data); // the top map, changed in place
  return doc.toString(OUTPUT);
}

/** The node with `value` written into it, keeping what of the node still applies. */
function merged(doc: Document, node: unknown, value: unknown): unknown {
  if (isMap(node) && isPlainObject(value)) {
    const keys = Object.keys(value);
    // A save leaves out empty values; one the file already had stays as the author wrote it.
    node.items = node.items.filter((pair) => keys.includes(keyOf(pair.key)) || isEmpty(pair.value));
    keys.forEach((key, index) => {
      const pair = node.items.find((p) => keyOf(p.key) === key);
      if (pair) {
        pair.value = merged(doc, pair.value, value[key]);
        return;
      }
      // A new key goes after the one before it in the form's order (the schema's), if present.
      const before = keys.slice(0, index).reverse();
      const after = before
        .map((k) => node.items.findIndex((p) => keyOf(p.key) === k))
        .find((i) => i >= 0);
      node.items.splice(after === undefined ? 0 : after + 1, 0, doc.createPair(key, value[key]));
    });
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    node.items = value.map((item, i) =>
      i < node.items.length ? merged(doc, node.items[i], item) : doc.createNode(item),
    );
    return node;
  }
  if (isScalar(node) && isScalarValue(value)) {
    if (node.value !== value) node.value = value;
    return node;
  }
  // The value changed shape (a list where there was text, say): a new node, with the comments.
  const fresh = doc.createNode(value);
  if (isNode(node)) {
    fresh.commentBefore = node.commentBefore;
    fresh.comment = node.comment;
  }
  return fresh;
}

const isEmpty = (node: unknown) =>
  node === null ||
  (isScalar(node)
    ? node.value === null || node.value === ""
    : (isMap(node) || isSeq(node)) && node.items.length === 0);

const keyOf = (key: unknown) => String(isScalar(key) ? key.value : key);

const isPlainObject = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isScalarValue = (value: unknown) =>
  value === null || ["string", "number", "boolean"].includes(typeof value);
