import { expect, test } from "vitest";
import { parseMarkdown, parseMarkdownWithLists, plainText } from "./markdown.ts";

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

const text = (words: string) => [{ kind: "text", text: words, bold: false }];

test("a guide's numbered lines are a list whose items keep the numbers written", () => {
  expect(
    parseMarkdownWithLists(
      "Before you start.\n\n6. Why does she stay?\n7. Who **lies**?\n9) And then?",
    ),
  ).toEqual([
    { kind: "paragraph", content: text("Before you start.") },
    {
      kind: "list",
      items: [
        { number: 6, content: text("Why does she stay?") },
        {
          number: 7,
          content: [
            { kind: "text", text: "Who ", bold: false },
            { kind: "text", text: "lies", bold: true },
            { kind: "text", text: "?", bold: false },
          ],
        },
        { number: 9, content: text("And then?") },
      ],
    },
  ]);
});

test("an item's wrapped and indented lines are its own; a plain paragraph ends the list", () => {
  const source =
    "1. What does the title\nmean to you?\n\n2. Think of the ending.\n\n   Was it earned?\n\nAfter the list.";
  expect(parseMarkdownWithLists(source)).toEqual([
    {
      kind: "list",
      items: [
        { number: 1, content: text("What does the title mean to you?") },
        { number: 2, content: text("Think of the ending. Was it earned?") },
      ],
    },
    { kind: "paragraph", content: text("After the list.") },
  ]);
});

test("only an item numbered 1 starts a list inside a paragraph, as in CommonMark", () => {
  expect(
    parseMarkdownWithLists("It was published in\n1984. It sold well.").map((b) => b.kind),
  ).toEqual(["paragraph"]);
  expect(parseMarkdownWithLists("Questions:\n1. Why?").map((b) => b.kind)).toEqual([
    "paragraph",
    "list",
  ]);
});

test("a description's numbered lines stay text, and a rule ends a list", () => {
  expect(parseMarkdown("1. One\n2. Two")).toEqual([
    { kind: "paragraph", content: text("1. One 2. Two") },
  ]);
  expect(parseMarkdownWithLists("1. One\n---\n2. Two").map((b) => b.kind)).toEqual([
    "list",
    "rule",
    "list",
  ]);
});

test("plain text of a guide reads its questions' words", () => {
  expect(plainText(parseMarkdownWithLists("Talk.\n\n1. Why?\n2. **How**?"))).toBe(
    "Talk. Why? How?",
  );
});

test("a guide's bulleted lines are a list of their own, without numbers", () => {
  expect(parseMarkdownWithLists("Talk.\n\n- Why?\n* How?\n\n1. When?")).toEqual([
    { kind: "paragraph", content: text("Talk.") },
    { kind: "bullets", items: [text("Why?"), text("How?")] },
    { kind: "list", items: [{ number: 1, content: text("When?") }] },
  ]);
  expect(parseMarkdown("- Why?\n- How?")).toEqual([
    { kind: "paragraph", content: text("- Why? - How?") },
  ]);
});
