import { expect, test } from "vitest";
import { heatExplanation, heatLabel } from "./heat-words.ts";

test("each level of heat has its name and what it means, in the site's language", () => {
  expect(([1, 2, 3, 4, 5] as const).map(heatLabel)).toEqual([
    "Closed door",
    "Fade to black",
    "Open door",
    "Steamy",
    "Explicit",
  ]);
  expect(heatExplanation(2)).toBe(
    "Desire and intimacy on the page, but the scene cuts away before sex.",
  );
  expect(heatExplanation(5)).toBe("Frequent, graphic sex scenes: for adult readers.");
});
