import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import type { SeriesLink } from "~/catalogue/book-card";
import { paths } from "~/content/paths";
import * as frame from "~messages/frame";
import { AppButton } from "../ui/app-button";
import styles from "./site-header.module.css";

/**
 * The Fiction dropdown: 'All Fiction Titles' (when there is fiction) and the series pages.
 * It opens by click, touch, Enter or Space; arrow keys move through it; Escape, an outside
 * click, Tab past its end or any navigation closes it. Without series, it is a plain link
 * to the fiction, as Nonfiction and Singles are.
 */
export function FictionMenu({ allFiction, series }: { allFiction: boolean; series: SeriesLink[] }) {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent | FocusEvent) => {
      const target = event instanceof FocusEvent ? event.relatedTarget : event.target;
      if (target instanceof Node && rootRef.current?.contains(target)) return;
      if (event instanceof FocusEvent && target === null) return;
      setOpenAt(null);
    };
    const listening = new AbortController();
    document.addEventListener("pointerdown", closeOutside, { signal: listening.signal });
    rootRef.current?.addEventListener("focusout", closeOutside, { signal: listening.signal });
    return () => listening.abort();
  }, [open]);

  const items = () => Array.from(rootRef.current?.querySelectorAll<HTMLElement>("li a") ?? []);
  const focusItem = (index: number) => {
    const list = items();
    list.at(index % list.length)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpenAt(null);
      buttonRef.current?.focus();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) setOpenAt(location.key);
      const next = event.key === "ArrowDown" ? current + 1 : current <= 0 ? -1 : current - 1;
      requestAnimationFrame(() => focusItem(next));
    } else if (open && (event.key === "Home" || event.key === "End")) {
      event.preventDefault();
      focusItem(event.key === "Home" ? 0 : -1);
    }
  };

  if (series.length === 0) {
    return allFiction ? (
      <Link to={paths.homeSection("fiction")}>{frame.section_fiction()}</Link>
    ) : null;
  }
  return (
    <div className={styles.dropdown} ref={rootRef}>
      <AppButton
        ref={buttonRef}
        className={styles.dropdownButton}
        aria-expanded={open}
        aria-controls={listId}
        onKeyDown={onKeyDown}
        onClick={() => setOpenAt(open ? null : location.key)}
      >
        {frame.section_fiction()}
        <span className={styles.caret} aria-hidden="true" />
      </AppButton>
      <ul id={listId} className={styles.dropdownList} hidden={!open}>
        {allFiction && (
          <li>
            <Link to={paths.homeSection("fiction")} onKeyDown={onKeyDown}>
              {frame.all_fiction()}
            </Link>
          </li>
        )}
        {series.map((s) => (
          <li key={s.id}>
            <Link to={paths.series(s.key)} onKeyDown={onKeyDown}>
              {s.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
