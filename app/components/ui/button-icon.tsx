import { assetPaths, siteUrl } from "~/content/paths";

/**
 * The 24 px icon at the start of a button ("Buy the book", "Listen to the audiobook"):
 * decoration, so it has no text, and it loads after the cover: low priority keeps React from
 * preloading it ahead of the page's largest image.
 */
export function ButtonIcon({ name, className }: { name: "buy" | "audio"; className?: string }) {
  return (
    <img
      src={siteUrl(assetPaths.icon(name))}
      alt=""
      width={24}
      height={24}
      fetchPriority="low"
      className={className}
    />
  );
}
