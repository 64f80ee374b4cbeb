import { test } from "vitest";

/**
 * The tests of something the content has none of (series, samples, events, aliases), as one
 * test skipped with the reason: a `describe.each` over nothing, or a describe left early,
 * would drop them from the report without a word (tests/catalogue.ts finds the books a test
 * needs by what they have; this is for a kind of page or file the content lacks).
 */
export function lacking(name: string, reason: string) {
  test(name, ({ skip }) => skip(reason));
}
