import { Fragment } from "react";
import type { Block, Inline } from "~/content/markdown";

/** Renders a parsed description. Content is only ever text nodes, never HTML. */
export function Description({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, index) =>
    block.kind === "rule" ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: blocks never reorder
      <hr key={index} />
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: blocks never reorder
      <p key={index}>
        <InlineText content={block.content} />
      </p>
    ),
  );
}

/** A paragraph's words, with its bold runs and line breaks. */
export function InlineText({ content }: { content: Inline[] }) {
  return content.map((part, i) =>
    part.kind === "break" ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
      <br key={i} />
    ) : part.bold ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
      <strong key={i}>{part.text}</strong>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
      <Fragment key={i}>{part.text}</Fragment>
    ),
  );
}
