import { expect, test } from "vitest";
import { resultsHeading, searchTitle } from "./search-text.ts";

test("the results heading says whether anything was found", () => {
  expect(resultsHeading("ark", 2)).toBe('Search Results for "ark"');
  expect(resultsHeading("zzz", 0)).toBe('No results found for "zzz"');
});

test("a search's title names its query", () => {
  expect(searchTitle("end times")).toBe("Search: end times");
});
