import { expect, test } from "vitest";
import { catalogueIssues, pseudoCatalogue, pseudoText, textDirection } from "./languages.ts";

test("Hebrew and Arabic are written right to left, with or without a region; the others left to right", () => {
  expect(textDirection("he")).toBe("rtl");
  expect(textDirection("ar-EG")).toBe("rtl");
  expect(textDirection("fa")).toBe("rtl");
  expect(textDirection("en")).toBe("ltr");
  expect(textDirection("de-AT")).toBe("ltr");
  expect(textDirection("en-XA")).toBe("ltr");
});

test("a catalogue that lacks a message, or has one English does not, is named with the message", () => {
  const en = { $schema: "x", menu: "Menu", skip: "Skip to content" };
  expect(catalogueIssues({ en, de: { $schema: "x", menu: "Menü", skip: "Zum Inhalt" } })).toEqual(
    [],
  );
  expect(catalogueIssues({ en, de: { menu: "Menü", skipp: "Zum Inhalt" } })).toEqual([
    'de.json has no message "skip" (en.json has it)',
    'de.json has "skipp", which en.json does not',
  ]);
  expect(catalogueIssues({ de: { menu: "Menü" } })).toEqual([
    "there is no en.json, the catalogue the others follow",
  ]);
});

test("the pseudo-language accents and lengthens the words, and keeps the placeholders", () => {
  expect(pseudoText("Skip to content")).toBe("[Šķîîp ţöö çööñţééñţ]");
  expect(pseudoText("Free {format} for new readers:")).toBe(
    "[Fŕéééé {format} fööŕ ñééŵ ŕééáádééŕš:]",
  );
  const plural = [
    {
      declarations: ["input count", "local countPlural = count: plural"],
      selectors: ["countPlural"],
      match: { "countPlural=one": "1 book", "countPlural=other": "{count} books" },
    },
  ];
  expect(pseudoCatalogue({ $schema: "x", books: plural })).toEqual({
    $schema: "x",
    books: [
      {
        declarations: ["input count", "local countPlural = count: plural"],
        selectors: ["countPlural"],
        match: { "countPlural=one": "[1 bööööķ]", "countPlural=other": "[{count} bööööķš]" },
      },
    ],
  });
});

test("a plural lacking a form the language counts in names the message and the form; a catch-all covers every form", () => {
  const plural = (match: Record<string, string>) => [
    {
      declarations: ["input count", "local countPlural = count: plural"],
      selectors: ["countPlural"],
      match,
    },
  ];
  const en = {
    books: plural({ "countPlural=one": "{count} book", "countPlural=other": "{count} books" }),
  };
  expect(
    catalogueIssues({
      en,
      fr: {
        books: plural({
          "countPlural=one": "{count} livre",
          "countPlural=other": "{count} livres",
        }),
      },
      he: { books: plural({ "countPlural=one": "ספר אחד", "countPlural=*": "{count} ספרים" }) },
    }),
  ).toEqual([
    'fr.json: "books" has no variant for the plural form "many" (add "countPlural=many", or "countPlural=*" for every other count)',
  ]);
});

test("an empty message stays empty in the pseudo-language", () => {
  expect(pseudoText("")).toBe("");
});
