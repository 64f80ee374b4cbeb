/**
 * The Markdown subset descriptions are written in: paragraphs (blank line between),
 * hard line breaks (a line ending in `\` or two spaces), **bold**, and a horizontal
 * rule (`---`, `***` or `___` on a line of its own). Anything else, HTML included,
 * stays literal text: the result is data that components render as React text nodes.
 * A book-club guide's text may also have lists, numbered and bulleted (`parseMarkdownWithLists`).
 */
export type Inline = { kind: "text"; text: string; bold: boolean } | { kind: "break" };
export type Block = { kind: "paragraph"; content: Inline[] } | { kind: "rule" };
/** An item of a numbered list, with the number its author wrote before it. */
type ListItem = { number: number; content: Inline[] };
/** A numbered list (`1. ...` or `1) ...` lines): a guide's questions. */
type ListBlock = { kind: "list"; items: ListItem[] };
/** A list of `- ` (or `* `, `+ `) lines: items without numbers, which are not questions. */
type BulletList = { kind: "bullets"; items: Inline[][] };
/** A block of a book-club guide's text. */
export type GuideBlock = Block | ListBlock | BulletList;

const RULE = /^ {0,3}([-*_])(?:\s*\1){2,}\s*$/;
const HARD_BREAK = /(?:\\| {2,})$/;
const BOLD = /\*\*(?=\S)(.+?)(?<=\S)\*\*|__(?=\S)(.+?)(?<=\S)__/g;
/** A numbered item's first line: up to nine digits, then `.` or `)` and a space (CommonMark). */
const ITEM = /^ {0,3}(\d{1,9})[.)](?:[ \t]+(.*))?$/;
/** A bulleted item's first line: `-`, `*` or `+`, a space, then its text (a rule is tested first). */
const BULLET = /^ {0,3}([-*+])[ \t]+(\S.*)$/;
/** A line that goes on with the item above it after a blank line: indented as its text is. */
const INDENTED = /^(?: {2,}|\t)/;

/** Parses a description into blocks; a line such as `1. Word` stays a paragraph's text. */
export function parseMarkdown(source: string): Block[] {
  return parseBlocks(source, false).filter(
    (block): block is Block => block.kind === "paragraph" || block.kind === "rule",
  );
}

/**
 * Parses a text whose numbered lists are lists: a book-club guide's, whose questions keep the
 * numbers they are written with (a list that starts at 6 after a heading-like paragraph shows
 * 6, and so on). As in CommonMark, only an item numbered 1 can interrupt a paragraph, so a
 * wrapped line that happens to start with `1984.` continues the sentence above it. Lines
 * starting with `- ` are a bulleted list, so that they never run together into one paragraph.
 */
export function parseMarkdownWithLists(source: string): GuideBlock[] {
  return parseBlocks(source, true);
}

function parseBlocks(source: string, lists: boolean): GuideBlock[] {
  const blocks: GuideBlock[] = [];
  let lines: string[] = [];
  // The list being read (its items' numbers, or null for bullets, and lines), and whether a
  // blank line came after them.
  let items: { number: number | null; lines: string[] }[] = [];
  let blank = false;
  const flushParagraph = () => {
    if (lines.length > 0) blocks.push({ kind: "paragraph", content: paragraph(lines) });
    lines = [];
  };
  // Items of one kind only: a bullet after numbered items, or the reverse, flushes the list.
  const flushList = () => {
    if (items[0]?.number === null) {
      blocks.push({ kind: "bullets", items: items.map((item) => paragraph(item.lines)) });
    } else if (items.length > 0) {
      blocks.push({
        kind: "list",
        items: items.flatMap(({ number, lines }) =>
          number === null ? [] : [{ number, content: paragraph(lines) }],
        ),
      });
    }
    items = [];
  };
  for (const line of source.replace(/\r\n?/g, "\n").split("\n")) {
    const numbered = lists ? ITEM.exec(line) : null;
    const bullet = lists ? BULLET.exec(line) : null;
    const current = items.at(-1);
    // A number goes on a numbered list; elsewhere only 1, or any after a blank line, starts one.
    const startsItem =
      typeof current?.number === "number" ||
      (current ? blank : lines.length === 0) ||
      numbered?.[1] === "1";
    if (line.trim() === "") {
      flushParagraph();
      blank = true;
    } else if (RULE.test(line)) {
      flushParagraph();
      flushList();
      blocks.push({ kind: "rule" });
    } else if (numbered && startsItem) {
      flushParagraph();
      if (current && current.number === null) flushList();
      items.push({ number: Number(numbered[1]), lines: numbered[2] ? [numbered[2]] : [] });
      blank = false;
    } else if (bullet) {
      flushParagraph();
      if (current && current.number !== null) flushList();
      items.push({ number: null, lines: [bullet[2] ?? ""] });
      blank = false;
    } else if (current && (!blank || INDENTED.test(line))) {
      // The item's own text goes on: a wrapped line, or an indented one after a blank line.
      current.lines.push(line);
      blank = false;
    } else {
      flushList();
      lines.push(line);
      blank = false;
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}

function paragraph(lines: string[]): Inline[] {
  const content: Inline[] = [];
  lines.forEach((raw, index) => {
    const last = index === lines.length - 1;
    const hardBreak = !last && HARD_BREAK.test(raw);
    const line = raw.replace(HARD_BREAK, "").trim();
    content.push(...inline(last || hardBreak ? line : `${line} `));
    if (hardBreak) content.push({ kind: "break" });
  });
  return mergeText(content);
}

function inline(text: string): Inline[] {
  const parts: Inline[] = [];
  let cursor = 0;
  for (const match of text.matchAll(BOLD)) {
    if (match.index > cursor) parts.push(plain(text.slice(cursor, match.index)));
    parts.push({ kind: "text", text: match[1] ?? match[2] ?? "", bold: true });
    cursor = match.index + match[0].length;
  }
  if (cursor < text.length) parts.push(plain(text.slice(cursor)));
  return parts;
}

function plain(text: string): Inline {
  return { kind: "text", text, bold: false };
}

function mergeText(content: Inline[]): Inline[] {
  const merged: Inline[] = [];
  for (const part of content) {
    const previous = merged.at(-1);
    if (previous?.kind === "text" && part.kind === "text" && previous.bold === part.bold) {
      merged[merged.length - 1] = { ...previous, text: previous.text + part.text };
    } else merged.push(part);
  }
  return merged;
}

/**
 * The words of a description without markup, breaks as single spaces, and paragraphs as
 * single spaces too, or as `between` says (a blank line, for a text a reader copies).
 */
export function plainText(blocks: GuideBlock[], between = " "): string {
  const words = (content: Inline[]) =>
    content.map((part) => (part.kind === "text" ? part.text : " ")).join("");
  const text = (block: GuideBlock) => {
    if (block.kind === "paragraph") return words(block.content);
    if (block.kind === "list") return block.items.map((item) => words(item.content)).join(" ");
    if (block.kind === "bullets") return block.items.map(words).join(" ");
    return "";
  };
  return blocks
    .map((block) => text(block).replace(/\s+/g, " ").trim())
    .filter((line) => line !== "")
    .join(between);
}
