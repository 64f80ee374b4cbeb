import { expect, test } from "vitest";
import { countOf } from "./wording.ts";

test("a count takes its noun in the singular for one only", () => {
  expect(countOf(1, "book")).toBe("1 book");
  expect(countOf(2, "book")).toBe("2 books");
  expect(countOf(0, "book")).toBe("0 books");
  expect(countOf(3, "series", "series")).toBe("3 series");
});
