import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { siteUrl } from "~/content/paths";
import { useToday } from "~/hooks/use-today";
import { jsonOnce } from "~/lib/json-once";
import { answer, parseAssistantData, type ReplyPart } from "~/pages/assistant";
import { ASSISTANT_DATA_PATH } from "~/pages/site-pages";
import { AppButton } from "../ui/app-button";
import { ExternalLink } from "../ui/external-link";
import styles from "./chat-panel.module.css";

/** How long the assistant "types" before it answers. */
export const REPLY_DELAY_MS = 600;

type Message = { id: number; from: "assistant" | "visitor"; parts: ReplyPart[] };
type Tab = "chat" | "answers";

const loadAssistantData = jsonOnce(
  siteUrl(ASSISTANT_DATA_PATH),
  "the assistant",
  parseAssistantData,
);

const text = (value: string): ReplyPart[] => [{ kind: "text", text: value }];

/** The book assistant: a chat with scripted answers, and seven instant questions. */
export default function ChatPanel({
  id,
  open,
  onClose,
  authorName,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  authorName: string;
}) {
  const today = useToday();
  const [tab, setTab] = useState<Tab>("chat");
  const [messages, setMessages] = useState<Message[]>(() => [
    {
      id: 0,
      from: "assistant",
      parts: text(
        `Hello there! I'm your friendly neighborhood Book Assistant! Ask me about any of ${authorName}'s books!`,
      ),
    },
  ]);
  const [pending, setPending] = useState(0);
  const [questions, setQuestions] = useState<string[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLOListElement>(null);
  const nextId = useRef(1);
  const tabIds = { chat: useId(), answers: useId() };
  const panelIds = { chat: useId(), answers: useId() };

  // Loading the data and focusing the input are side effects of opening the panel.
  useEffect(() => {
    if (!open) return;
    loadAssistantData().then(
      (data) => setQuestions(data.questions),
      () => setQuestions([]),
    );
    inputRef.current?.focus();
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message or the typing indicator arrives
  useEffect(() => {
    logRef.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [messages, pending]);

  const add = (from: Message["from"], parts: ReplyPart[]) =>
    setMessages((list) => [...list, { id: nextId.current++, from, parts }]);

  const ask = (message: string) => {
    const question = message.trim();
    if (question === "") return;
    add("visitor", text(question));
    setPending((n) => n + 1);
    setTimeout(() => {
      loadAssistantData()
        .then(
          (data) => add("assistant", answer(question, data, today).parts),
          () =>
            add(
              "assistant",
              text("Sorry, I can't reach my notes right now. Please try again later."),
            ),
        )
        .finally(() => setPending((n) => n - 1));
    }, REPLY_DELAY_MS);
  };

  const onTabKey = (event: KeyboardEvent) => {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
    event.preventDefault();
    const next: Tab =
      event.key === "Home"
        ? "chat"
        : event.key === "End"
          ? "answers"
          : tab === "chat"
            ? "answers"
            : "chat";
    setTab(next);
    document.getElementById(tabIds[next])?.focus();
  };

  return (
    <section
      id={id}
      className={styles.panel}
      hidden={!open}
      role="dialog"
      aria-label="Book assistant"
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
    >
      <div className={styles.header}>
        <h2 className={styles.title}>Book Assistant</h2>
        <AppButton className={styles.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">Close the chat</span>
        </AppButton>
      </div>
      <div className={styles.tabs} role="tablist" aria-label="Book assistant">
        {(["chat", "answers"] as const).map((name) => (
          <AppButton
            key={name}
            id={tabIds[name]}
            role="tab"
            className={styles.tab}
            aria-selected={tab === name}
            aria-controls={panelIds[name]}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={onTabKey}
          >
            {name === "chat" ? "Chat" : "Instant Answers"}
          </AppButton>
        ))}
      </div>
      <TabPanel
        id={panelIds.chat}
        tabId={tabIds.chat}
        shown={tab === "chat"}
        className={styles.chat}
      >
        <div className={styles.log} role="log" aria-label="Conversation">
          <ol ref={logRef} className={styles.messages}>
            {messages.map((message) => (
              <li
                key={message.id}
                className={message.from === "assistant" ? styles.assistant : styles.visitor}
              >
                <span className="visually-hidden">
                  {message.from === "assistant" ? "Assistant: " : "You: "}
                </span>
                {message.parts.map((part, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: parts of a sent message never change
                  <MessagePart key={index} part={part} />
                ))}
              </li>
            ))}
          </ol>
        </div>
        {pending > 0 && (
          <p className={styles.typing} role="status">
            <span aria-hidden="true" className={styles.dots}>
              <span />
              <span />
              <span />
            </span>
            <span className="visually-hidden">The assistant is typing</span>
          </p>
        )}
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            const input = inputRef.current;
            if (!input) return;
            ask(input.value);
            input.value = "";
          }}
        >
          <label className="visually-hidden" htmlFor={`${id}-message`}>
            Your message
          </label>
          <input
            ref={inputRef}
            id={`${id}-message`}
            name="message"
            placeholder="Ask about the books…"
            autoComplete="off"
          />
          <button type="submit" className="button">
            Send
          </button>
        </form>
      </TabPanel>
      <TabPanel id={panelIds.answers} tabId={tabIds.answers} shown={tab === "answers"}>
        <ul className={styles.questions}>
          {questions.map((question) => (
            <li key={question}>
              <AppButton
                className={styles.question}
                onClick={() => {
                  setTab("chat");
                  ask(question);
                  inputRef.current?.focus();
                }}
              >
                {question}
              </AppButton>
            </li>
          ))}
        </ul>
      </TabPanel>
    </section>
  );
}

/** A tab's panel, named by its tab and hidden while another tab is chosen. */
function TabPanel({
  id,
  tabId,
  shown,
  className,
  children,
}: {
  id: string;
  tabId: string;
  shown: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div id={id} role="tabpanel" aria-labelledby={tabId} hidden={!shown} className={className}>
      {children}
    </div>
  );
}

function MessagePart({ part }: { part: ReplyPart }) {
  if (part.kind === "text") return part.text;
  if (part.external) return <ExternalLink href={part.href}>{part.text}</ExternalLink>;
  return <Link to={part.href}>{part.text}</Link>;
}
