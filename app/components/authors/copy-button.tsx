import { useState } from "react";
import * as says from "~messages/press";
import { AppButton } from "../ui/app-button";
import styles from "./press-kit.module.css";

/**
 * Copies a text to the clipboard, and says so; where the browser refuses (no permission, an
 * older browser), selects the text at `selects` for the reader to copy, and says that instead.
 */
export function CopyButton({
  text,
  label,
  selects,
}: {
  text: string;
  /** What the button copies, for a screen reader: "Copy the short bio". */
  label: string;
  /** The id of the element that shows the text. */
  selects: string;
}) {
  const [said, setSaid] = useState("");
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setSaid(says.copied()),
      () => {
        const shown = document.getElementById(selects);
        if (shown) window.getSelection()?.selectAllChildren(shown);
        setSaid(says.selected());
      },
    );
  return (
    <p className={styles.copy}>
      <AppButton className="button button-quiet" aria-label={label} onClick={copy}>
        {says.copy()}
      </AppButton>
      <span role="status" className={styles.said}>
        {said}
      </span>
    </p>
  );
}
