import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Link } from "react-router";
import { siteUrl } from "~/content/paths";
import { useToday } from "~/hooks/use-today";
import { jsonOnce } from "~/lib/json-once";
import { answer, parseAssistantData, type ReplyPart } from "~/pages/assistant";
import { ASSISTANT_DATA_PATH } from "~/pages/site-pages";
import * as chat from "~messages/chat";
import { AppButton } from "../ui/app-button";
import { ExternalLink } from "../ui/external-link";
import styles from "./chat-panel.module.css";

/** How long the assistant "types" before it answers. */
export const REPLY_DELAY_MS = 600;

type Message = { id: number; from: "assistant" | "visitor"; parts: ReplyPart[] };
const TABS = ["chat", "answers"] as const;
type Tab = (typeof TABS)[number];

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
  const [tab, setTab] = useState<Tab>("chat");
  const { messages, pending, ask } = useConversation(authorName);
  const [questions, setQuestions] = useState<string[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);

  // Loading the data and focusing the input are side effects of opening the panel.
  useEffect(() => {
    if (!open) return;
    loadAssistantData().then(
      (data) => setQuestions(data.questions),
      () => setQuestions([]),
    );
    inputRef.current?.focus();
  }, [open]);

  return (
    <section
      id={id}
      className={styles.panel}
      hidden={!open}
      role="dialog"
      aria-label={chat.assistant()}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
    >
      <div className={styles.header}>
        <h2 className={styles.title}>{chat.title()}</h2>
        <AppButton className={styles.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{chat.close()}</span>
        </AppButton>
      </div>
      <ChatTabs
        tab={tab}
        onChoose={setTab}
        chat={
          <>
            <Conversation messages={messages} pending={pending} />
            <MessageForm id={`${id}-message`} inputRef={inputRef} onSend={ask} />
          </>
        }
        answers={
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
        }
      />
    </section>
  );
}

/**
 * The conversation: the assistant's greeting, then each message the visitor asks (`ask`) and
 * the answer to it, REPLY_DELAY_MS later; `pending` counts the answers still to come.
 */
function useConversation(authorName: string) {
  const today = useToday();
  const [messages, setMessages] = useState<Message[]>(() => [
    {
      id: 0,
      from: "assistant",
      parts: text(chat.greeting({ author: authorName })),
    },
  ]);
  const [pending, setPending] = useState(0);
  const nextId = useRef(1);

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
          () => add("assistant", text(chat.unreachable())),
        )
        .finally(() => setPending((n) => n - 1));
    }, REPLY_DELAY_MS);
  };
  return { messages, pending, ask };
}

/**
 * The two tabs, Chat and Instant Answers, each above its panel: the arrow keys, Home and End
 * move between them.
 */
function ChatTabs({
  tab,
  onChoose,
  ...panels
}: {
  tab: Tab;
  onChoose: (tab: Tab) => void;
  chat: ReactNode;
  answers: ReactNode;
}) {
  const tabIds = { chat: useId(), answers: useId() };
  const panelIds = { chat: useId(), answers: useId() };
  const onTabKey = (event: KeyboardEvent) => {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
    event.preventDefault();
    // Of two tabs, either arrow goes to the other.
    const next: Tab =
      event.key === "Home" ? "chat" : event.key === "End" || tab === "chat" ? "answers" : "chat";
    onChoose(next);
    document.getElementById(tabIds[next])?.focus();
  };
  return (
    <>
      <div className={styles.tabs} role="tablist" aria-label={chat.assistant()}>
        {TABS.map((name) => (
          <AppButton
            key={name}
            id={tabIds[name]}
            role="tab"
            className={styles.tab}
            aria-selected={tab === name}
            aria-controls={panelIds[name]}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => onChoose(name)}
            onKeyDown={onTabKey}
          >
            {name === "chat" ? chat.tab_chat() : chat.tab_answers()}
          </AppButton>
        ))}
      </div>
      {TABS.map((name) => (
        <div
          key={name}
          id={panelIds[name]}
          role="tabpanel"
          aria-labelledby={tabIds[name]}
          hidden={tab !== name}
          className={name === "chat" ? styles.chat : undefined}
        >
          {panels[name]}
        </div>
      ))}
    </>
  );
}

/** The messages so far, the newest kept in view, and the typing indicator while a reply is due. */
function Conversation({ messages, pending }: { messages: Message[]; pending: number }) {
  const logRef = useRef<HTMLOListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message or the typing indicator arrives
  useEffect(() => {
    logRef.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [messages, pending]);
  return (
    <>
      <div className={styles.log} role="log" aria-label={chat.conversation()}>
        <ol ref={logRef} className={styles.messages}>
          {messages.map((message) => (
            <li
              key={message.id}
              className={message.from === "assistant" ? styles.assistant : styles.visitor}
            >
              <span className="visually-hidden">
                {message.from === "assistant" ? chat.from_assistant() : chat.from_visitor()}
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
          <span className="visually-hidden">{chat.typing()}</span>
        </p>
      )}
    </>
  );
}

/** The visitor's message box: Send gives what it holds to `onSend`, and empties it. */
function MessageForm({
  id,
  inputRef,
  onSend,
}: {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onSend: (message: string) => void;
}) {
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        const input = inputRef.current;
        if (!input) return;
        onSend(input.value);
        input.value = "";
      }}
    >
      <label className="visually-hidden" htmlFor={id}>
        {chat.message()}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="message"
        placeholder={chat.placeholder()}
        autoComplete="off"
      />
      <button type="submit" className="button">
        {chat.send()}
      </button>
    </form>
  );
}

function MessagePart({ part }: { part: ReplyPart }) {
  if (part.kind === "text") return part.text;
  if (part.external) return <ExternalLink href={part.href}>{part.text}</ExternalLink>;
  return <Link to={part.href}>{part.text}</Link>;
}
