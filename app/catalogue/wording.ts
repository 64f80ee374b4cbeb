/** A count with its noun, singular for one: '1 book', '3 books', '0 books'. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
