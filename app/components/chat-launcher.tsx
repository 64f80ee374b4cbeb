import { Suspense, useRef, useState } from "react";
import { lazyChunk } from "~/lib/chunks";
import styles from "./chat-launcher.module.css";
import { ChunkBoundary } from "./chunk-boundary";

// The chat panel and the assistant's answers load only when the button is first used.
const ChatPanel = lazyChunk("chat", () => import("./chat-panel"));

// The component appears once per page, so a fixed id is unique, and the same in the
// prerendered HTML and in the browser.
const PANEL_ID = "chat-panel";

/** The floating chat button on every page; it opens and closes the book assistant. */
export function ChatLauncher({ authorName }: { authorName: string }) {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      {everOpened && (
        <ChunkBoundary>
          <Suspense fallback={null}>
            <ChatPanel id={PANEL_ID} open={open} onClose={close} authorName={authorName} />
          </Suspense>
        </ChunkBoundary>
      )}
      <button
        ref={buttonRef}
        type="button"
        className={styles.launcher}
        aria-expanded={open}
        aria-controls={everOpened ? PANEL_ID : undefined}
        onClick={() => {
          setEverOpened(true);
          setOpen(!open);
        }}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
          {open ? (
            <path
              d="m6 6 12 12M18 6 6 18"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
            />
          ) : (
            <path
              d="M4 5h16v11H9l-5 4z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinejoin="round"
            />
          )}
        </svg>
        <span className="visually-hidden">Chat with the book assistant</span>
      </button>
    </>
  );
}
