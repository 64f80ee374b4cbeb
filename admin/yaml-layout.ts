import { type Document, isMap, isNode, isScalar, isSeq, parseDocument, stringify } from "yaml";
import { isPlainObject } from "~/content/validators";
import { numbersAsWritten } from "~/schema/content-yaml";
import { pruned } from "./without-empty";

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
  // Read as the build reads it: `4.10` and `0306406152` are text, and print back as written.
  const doc = parseDocument(previous, { customTags: numbersAsWritten });
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
      const pairNew = doc.createPair(key, value[key]);
      const first = node.items[0];
      if (after === undefined && node === doc.contents && isScalar(first?.key)) {
        // The file's opening comment stays at the top, above the new first key.
        pairNew.key.commentBefore = first.key.commentBefore;
        first.key.commentBefore = undefined;
      }
      node.items.splice(after === undefined ? 0 : after + 1, 0, pairNew);
    });
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    const olds = node.items;
    const oldValues = olds.map((item) => (isNode(item) ? item.toJS(doc) : item));
    const oldData = oldValues.map(canonical);
    const used = new Set<number>();
    // An item that did not change keeps its own node (and comments), wherever it moved.
    const same = value.map((item) => {
      const at = oldData.findIndex((old, i) => !used.has(i) && old === canonical(item));
      if (at >= 0) used.add(at);
      return at;
    });
    // A changed item takes the node left over that is most like it (the most fields alike).
    const left = olds.map((_, i) => i).filter((i) => !used.has(i));
    node.items = value.map((item, i) => {
      let at = same[i] ?? -1;
      if (at < 0 && left.length > 0) {
        const score = (j: number) => likeness(oldValues[j], item);
        at = left.reduce((best, j) => (score(j) > score(best) ? j : best));
        left.splice(left.indexOf(at), 1);
      }
      return at >= 0 ? merged(doc, olds[at], item) : doc.createNode(item);
    });
    return node;
  }
  // A scalar keeps its node (quotes, block style, comment) unless an explicit tag would lie.
  if (isScalar(node) && isScalarValue(value) && !(node.tag && typeof node.value !== typeof value)) {
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

/** How many of a map item's fields the old item has with the same values. */
function likeness(old: unknown, item: unknown): number {
  if (!isPlainObject(old) || !isPlainObject(item)) return 0;
  return Object.keys(item).filter((key) => canonical(old[key]) === canonical(item[key])).length;
}

/** A value as comparable text: without what a save leaves out (empty values), keys sorted. */
function canonical(value: unknown): string {
  // JSON.stringify hands the replacer each object before writing it, nested ones included.
  return JSON.stringify(pruned(value) ?? null, (_key, inner: unknown) =>
    isPlainObject(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

const keyOf = (key: unknown) => String(isScalar(key) ? key.value : key);

const isScalarValue = (value: unknown) =>
  value === null || ["string", "number", "boolean"].includes(typeof value);
