/** A count with its noun, singular for one: '1 book', '3 books', '0 books'. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** Words in a list: "a", "a and b", "a, b and c"; with `or`, "a, b or c". */
export function andList(words: string[], and = "and"): string {
  return words.length <= 1
    ? (words[0] ?? "")
    : `${words.slice(0, -1).join(", ")} ${and} ${words.at(-1)}`;
}
