import type { GuideBlock } from "~/content/markdown";
import { Description, InlineText } from "../ui/description";

/**
 * A guide's text: its paragraphs as a description's, and its numbered lists as ordered lists
 * that keep each number the author wrote (a list may start at 6, or skip one), and its
 * bulleted lists as lists without numbers.
 */
export function GuideText({
  blocks,
  questionClassName,
}: {
  blocks: GuideBlock[];
  /** Each question's class: on paper, a question is not split between two pages. */
  questionClassName?: string;
}) {
  return blocks.map((block, index) =>
    block.kind === "list" ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: blocks never reorder
      <ol key={index} start={block.items[0]?.number}>
        {block.items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items never reorder
          <li key={i} value={item.number} className={questionClassName}>
            <InlineText content={item.content} />
          </li>
        ))}
      </ol>
    ) : block.kind === "bullets" ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: blocks never reorder
      <ul key={index}>
        {block.items.map((content, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items never reorder
          <li key={i}>
            <InlineText content={content} />
          </li>
        ))}
      </ul>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: blocks never reorder
      <Description key={index} blocks={[block]} />
    ),
  );
}
