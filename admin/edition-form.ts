import { isPlainObject } from "~/content/validators";
import { editionSchema, editionStoresSchema } from "~/schema/editions";

/**
 * A book's editions as the form edits them and as the file holds them. They differ in one
 * field: an edition's prices are a map in the file (`prices: {USD: 24.99}`), for which Decap
 * has no widget, so the form lists them as pairs of a currency (`key`) and an amount
 * (`value`), as ./fields.ts makes every map. The file format turns one into the other on
 * reading and on saving; either way a price keeps its value as written.
 */

type Data = Record<string, unknown>;

const EDITION_ORDER = Object.keys(editionSchema.shape);
const STORE_ORDER = Object.keys(editionStoresSchema.shape);

/** A book's data as the form edits it: each edition's prices as a list of pairs. */
export function editionsForForm(data: Data): Data {
  return withEditions(data, (edition) => {
    const { prices } = edition;
    if (!isPlainObject(prices)) return edition;
    return { ...edition, prices: Object.entries(prices).map(([key, value]) => ({ key, value })) };
  });
}

/**
 * A book's data as its file holds it: each edition's prices as a map, its fields (and its
 * stores) in the form's order, which is the schema's, so a new edition is written as the
 * sample content's are. Prices naming a currency twice, or a currency without an amount, stay
 * a list, which the build's check refuses, rather than losing one.
 */
export function editionsForFile(data: Data): Data {
  return withEditions(data, (edition) => {
    const { prices, stores } = edition;
    const pairs = Array.isArray(prices) ? prices.filter(isWhole) : [];
    const keys = pairs.map((pair) => pair.key);
    const asMap =
      Array.isArray(prices) && pairs.length === prices.length && new Set(keys).size === keys.length;
    return inOrder(
      {
        ...edition,
        ...(asMap && { prices: Object.fromEntries(pairs.map((pair) => [pair.key, pair.value])) }),
        ...(isPlainObject(stores) && { stores: inOrder(stores, STORE_ORDER) }),
      },
      EDITION_ORDER,
    );
  });
}

/**
 * What the form allows and a file cannot hold: a currency given two prices in one edition
 * (a map has each key once). Said in the build's manner; the build itself never sees it.
 */
export function formProblems(data: Data): string[] {
  const { editions } = data;
  if (!Array.isArray(editions)) return [];
  return editions.flatMap((edition, index) => {
    const prices = isPlainObject(edition) && Array.isArray(edition.prices) ? edition.prices : [];
    const where = `prices of item ${index + 1} of editions`;
    const keys = prices.filter(isWhole).map((pair) => pair.key);
    const twice = [...new Set(keys.filter((key, at) => keys.indexOf(key) !== at))];
    return [
      ...(keys.length < prices.length
        ? [`${where} has a line without its currency or amount: fill in both, or remove it`]
        : []),
      ...twice.map((key) => `${where} lists ${key} more than once: give each currency one price`),
    ];
  });
}

function withEditions(data: Data, change: (edition: Data) => Data): Data {
  const { editions } = data;
  if (!Array.isArray(editions)) return data;
  return {
    ...data,
    editions: editions.map((edition) => (isPlainObject(edition) ? change(edition) : edition)),
  };
}

/** The data with its keys in `order` first, the others after them as they came. */
export function inOrder(data: Data, order: string[]): Data {
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.fromEntries(Object.entries(data).sort(([a], [b]) => rank(a) - rank(b)));
}

/** A price as the form has it, with both its currency and its amount. */
const isWhole = (pair: unknown): pair is { key: string; value: unknown } =>
  isPlainObject(pair) &&
  typeof pair.key === "string" &&
  pair.key.trim() !== "" &&
  pair.value !== undefined &&
  pair.value !== null &&
  pair.value !== "";
