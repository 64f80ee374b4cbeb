import type { ComponentProps } from "react";
import * as ui from "~messages/ui";

/** A link that opens in a new tab, safely, and says so to screen readers. */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<"a">, "target" | "rel">) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{ui.new_tab()}</span>
    </a>
  );
}
