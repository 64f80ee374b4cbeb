import { expect, test } from "vitest";
import { parseMarkdown, plainText } from "./markdown.ts";

test("blank lines separate paragraphs and single newlines join lines with a space", () => {
  expect(parseMarkdown("One line\ncontinues.\n\nSecond paragraph.")).toEqual([
    { kind: "paragraph", content: [{ kind: "text", text: "One line continues.", bold: false }] },
    { kind: "paragraph", content: [{ kind: "text", text: "Second paragraph.", bold: false }] },
  ]);
});

test("two trailing spaces or a backslash make a hard line break", () => {
  const [paragraph] = parseMarkdown("First  \nSecond\\\nThird");
  expect(paragraph).toEqual({
    kind: "paragraph",
    content: [
      { kind: "text", text: "First", bold: false },
      { kind: "break" },
      { kind: "text", text: "Second", bold: false },
      { kind: "break" },
      { kind: "text", text: "Third", bold: false },
    ],
  });
});

test("double asterisks or underscores make bold text", () => {
  const [paragraph] = parseMarkdown("Read **The Last Watch** and __Remnant__ now.");
  expect(paragraph?.kind === "paragraph" && paragraph.content).toEqual([
    { kind: "text", text: "Read ", bold: false },
    { kind: "text", text: "The Last Watch", bold: true },
    { kind: "text", text: " and ", bold: false },
    { kind: "text", text: "Remnant", bold: true },
    { kind: "text", text: " now.", bold: false },
  ]);
});

test("a line of three dashes, stars or underscores is a horizontal rule", () => {
  expect(parseMarkdown("Above\n---\nBelow\n\n***\n\n___").map((b) => b.kind)).toEqual([
    "paragraph",
    "rule",
    "paragraph",
    "rule",
    "rule",
  ]);
});

test("HTML in a description stays literal text", () => {
  const [paragraph] = parseMarkdown('<script>alert("x")</script> <b>bold?</b>');
  expect(paragraph).toEqual({
    kind: "paragraph",
    content: [{ kind: "text", text: '<script>alert("x")</script> <b>bold?</b>', bold: false }],
  });
});

test("plain text drops the markup and folds white space", () => {
  expect(plainText(parseMarkdown("**Bold** start  \nnext\n\n---\n\nlast"))).toBe(
    "Bold start next last",
  );
});

test("plain text puts no space where the markup had none", () => {
  expect(plainText(parseMarkdown("Read **Starfall**, then **Encounter**.\nOr **both**!"))).toBe(
    "Read Starfall, then Encounter. Or both!",
  );
});
