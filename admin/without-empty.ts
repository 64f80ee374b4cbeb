/**
 * What a save counts as empty: blank text, empty lists and objects, nothing. The schema gives
 * every optional field a default, so an empty value is left out of a file, as a hand edit would.
 */

import { isPlainObject } from "~/content/validators";

type Data = Record<string, unknown>;

/** The data without empty strings, lists or objects (recursively), which the schema defaults. */
export function withoutEmpty(data: Data): Data | undefined {
  const entries = Object.entries(data).flatMap(([key, value]) => {
    const kept = pruned(value);
    return kept === undefined ? [] : [[key, kept] as const];
  });
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}

/** The value pruned of its empty parts, or undefined when nothing is left. */
export function pruned(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string") return value.trim() === "" ? undefined : value;
  if (Array.isArray(value)) {
    const items = value.map(pruned).filter((item) => item !== undefined);
    return items.length === 0 ? undefined : items;
  }
  return isPlainObject(value) ? withoutEmpty(value) : value;
}
