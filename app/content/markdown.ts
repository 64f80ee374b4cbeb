/**
 * The Markdown subset descriptions are written in: paragraphs (blank line between),
 * hard line breaks (a line ending in `\` or two spaces), **bold**, and a horizontal
 * rule (`---`, `***` or `___` on a line of its own). Anything else, HTML included,
 * stays literal text: the result is data that components render as React text nodes.
 */
export type Inline = { kind: "text"; text: string; bold: boolean } | { kind: "break" };
export type Block = { kind: "paragraph"; content: Inline[] } | { kind: "rule" };

const RULE = /^ {0,3}([-*_])(?:\s*\1){2,}\s*$/;
const HARD_BREAK = /(?:\\| {2,})$/;
const BOLD = /\*\*(?=\S)(.+?)(?<=\S)\*\*|__(?=\S)(.+?)(?<=\S)__/g;

/** Parses a description into blocks. */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let lines: string[] = [];
  const flush = () => {
    if (lines.length > 0) blocks.push({ kind: "paragraph", content: paragraph(lines) });
    lines = [];
  };
  for (const line of source.replace(/\r\n?/g, "\n").split("\n")) {
    if (line.trim() === "") flush();
    else if (RULE.test(line)) {
      flush();
      blocks.push({ kind: "rule" });
    } else lines.push(line);
  }
  flush();
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

/** The words of a description without markup, paragraphs and breaks as single spaces. */
export function plainText(blocks: Block[]): string {
  return blocks
    .map((block) =>
      block.kind === "paragraph"
        ? block.content.map((part) => (part.kind === "text" ? part.text : " ")).join("")
        : "",
    )
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}
