import { expect, test } from "vitest";
import { fold, wordsOf } from "./search-words.ts";

test("folding lowers the case and keeps every character in its place", () => {
  expect(fold("The ARK of Noah")).toBe("the ark of noah");
  expect(fold("ÉLAN Über")).toBe("élan über");
  // İ lowers to two characters: it is kept, so the folded text lines up with the original.
  const text = "İstanbul Nights";
  expect(fold(text)).toHaveLength(text.length);
  expect(fold(text).indexOf("nights")).toBe(text.indexOf("Nights"));
});

test("a final sigma folds as a query's capital sigma does", () => {
  expect(fold("ΟΔΟΣ")).toBe(fold("οδος"));
  expect(fold("οδος").includes(fold("Σ"))).toBe(true);
});

test("words are the runs of letters and digits, in any script", () => {
  expect(wordsOf(fold("Noah's Ark, 1942: «Ça ira» — ΟΔΟΣ"))).toEqual([
    "noah",
    "s",
    "ark",
    "1942",
    "ça",
    "ira",
    "οδοσ",
  ]);
  expect(wordsOf("(.*)[]")).toEqual([]);
});
