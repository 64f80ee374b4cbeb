/**
 * The words content errors are written in: a field named as the author wrote it, the value
 * as they wrote it, and the name they probably meant. Messages read
 * "{field} is {what was written}: {what to write}", never in the validator's terms.
 */

/**
 * A field's place in a file as the author reads it: `genres`, `author.portrait`,
 * `item 2 of genres`, `quote of item 1 of praise` (list items counted from 1).
 */
export function fieldName(path: readonly PropertyKey[]): string {
  const at = path.findLastIndex((part) => typeof part === "number");
  if (at < 0) return path.map(String).join(".");
  const item = `item ${Number(path[at]) + 1} of ${fieldName(path.slice(0, at))}`;
  const inside = path.slice(at + 1);
  return inside.length === 0 ? item : `${inside.map(String).join(".")} of ${item}`;
}

/** A value as the author wrote it, short: `'Decembr 4, 2021'`, `12`, `true`, `a list`. */
export function shown(value: unknown): string {
  if (value === null || value === "") return "empty";
  if (typeof value === "string") {
    const text = value.length > 60 ? `${value.slice(0, 57)}...` : value;
    return `'${text}'`;
  }
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return "a list";
  if (value instanceof Date) return `the date ${value.toISOString().slice(0, 10)}`;
  if (typeof value === "object") return "a group of fields";
  return "not readable";
}

/** "{field} is missing: ..." or "{field} is {value}: ...", with what to write. */
export function fieldMessage(
  path: readonly PropertyKey[],
  input: unknown,
  expected: string,
  subject = fieldName(path),
): string {
  const state = input === undefined ? "missing" : shown(input);
  return `${subject} is ${state}: ${expected}`;
}

/** `a, b or c`: choices as a sentence lists them. */
export function oneOf(choices: readonly string[]): string {
  if (choices.length <= 1) return choices.join("");
  return `${choices.slice(0, -1).join(", ")} or ${choices.at(-1)}`;
}

/** The choice a mistyped word most likely meant (`generes` -> `genres`), if one is close. */
export function nearest(word: string, choices: readonly string[]): string | undefined {
  const plain = (text: string) => text.toLowerCase().replace(/[-_\s]/g, "");
  const wanted = plain(word);
  // Two edits in a long word, one in a short word: closer guesses than that mislead.
  const allowed = wanted.length >= 6 ? 2 : 1;
  let best: { choice: string; distance: number } | undefined;
  for (const choice of choices) {
    const distance = editDistance(wanted, plain(choice));
    if (distance <= allowed && (!best || distance < best.distance)) best = { choice, distance };
  }
  return best?.choice;
}

/** "did you mean genres?" when a choice is close to what was written, else "". */
export function didYouMean(word: string, choices: readonly string[]): string {
  const guess = nearest(word, choices);
  return guess === undefined || guess === word ? "" : `did you mean ${guess}?`;
}

/** Edits (insert, delete, replace, swap two neighbours) that turn one word into the other. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        distance = Math.min(distance, at(i - 2, j - 2) + 1);
      }
      const row = rows[i];
      if (row) row[j] = distance;
    }
  }
  return at(a.length, b.length);
}
