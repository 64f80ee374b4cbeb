import { useId, useRef, useState, useTransition } from "react";
import { lazyChunk } from "~/lib/chunks";
import * as frame from "~messages/frame";
import { AppButton } from "../ui/app-button";
import { ChunkBoundary } from "../ui/chunk-boundary";
import styles from "./chat-launcher.module.css";

// The chat panel and the assistant's answers load only when the button is first used.
const ChatPanel = lazyChunk("chat", () => import("./chat-panel"));

/** The floating chat button on every page; it opens and closes the book assistant. */
export function ChatLauncher({ authorName }: { authorName: string }) {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // The first opening waits for the panel's script; the button is busy until it is there.
  const [loading, startLoading] = useTransition();

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      {/* Mounted from the start, so that opening in a transition keeps the page as it is
          until the panel can show, rather than showing the empty fallback. */}
      <ChunkBoundary>
        {everOpened && (
          <ChatPanel id={panelId} open={open} onClose={close} authorName={authorName} />
        )}
      </ChunkBoundary>
      <AppButton
        ref={buttonRef}
        className={styles.launcher}
        aria-expanded={open}
        aria-controls={everOpened ? panelId : undefined}
        aria-busy={loading || undefined}
        onClick={() =>
          startLoading(() => {
            setEverOpened(true);
            setOpen(!open);
          })
        }
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
        <span className="visually-hidden">{frame.chat()}</span>
      </AppButton>
    </>
  );
}
