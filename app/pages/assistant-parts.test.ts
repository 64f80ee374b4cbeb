import { expect, test } from "vitest";
import {
  link,
  listParts,
  midSentence,
  sentenceStart,
  text,
  withParts,
  wordsList,
} from "./assistant-parts.ts";

test("a message's slots take parts where its language puts them, the text around them kept", () => {
  expect(
    withParts(
      (slot) =>
        `${slot(link("Lantern", "/book/lantern"))} is sold ${slot([text("at "), link("Kobo", "https://kobo.example", true)])}.`,
    ),
  ).toEqual([
    { kind: "link", text: "Lantern", href: "/book/lantern", external: false },
    { kind: "text", text: " is sold " },
    { kind: "text", text: "at " },
    { kind: "link", text: "Kobo", href: "https://kobo.example", external: true },
    { kind: "text", text: "." },
  ]);
});

test("lists of words and of links, as the answers write them", () => {
  expect(wordsList([])).toBe("");
  expect(wordsList(["fiction"])).toBe("fiction");
  expect(wordsList(["fiction", "nonfiction"])).toBe("fiction and nonfiction");
  expect(wordsList(["Amazon", "Audible", "Kobo"])).toBe("Amazon, Audible and Kobo");
  expect(wordsList(["violence", "war", "abuse"], "or")).toBe("violence, war or abuse");
  const linked = (titles: string[]) =>
    listParts(titles.map((title) => [link(title, `/book/${title}`)]))
      .map((part) => part.text)
      .join("");
  expect(linked(["A", "B"])).toBe("A and B");
  expect(linked(["A", "B", "C"])).toBe("A, B, and C");
});

test("a label inside a sentence is lowercase, but in a language that capitalizes its nouns", () => {
  expect(midSentence("Death of a loved one", false, "en")).toBe("death of a loved one");
  expect(midSentence("Explicit Sex", true, "en")).toBe("explicit sex");
  expect(midSentence("Explicit Sex", false, "fr")).toBe("explicit Sex");
  expect(midSentence("Gewalt", false, "de")).toBe("Gewalt");
  expect(midSentence("Tod eines geliebten Menschen", true, "de")).toBe(
    "Tod eines geliebten Menschen",
  );
  expect(sentenceStart("violence or war", "en")).toBe("Violence or war");
  expect(sentenceStart("évasion", "fr")).toBe("Évasion");
});
