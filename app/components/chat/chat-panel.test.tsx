import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { siteUrl } from "~/content/paths";
import { assistantData } from "~/pages/assistant-data.server";
import { ASSISTANT_DATA_PATH } from "~/pages/site-pages";
import {
  bookFile,
  catalogue as fixtureCatalogue,
  SITE_YAML,
  seriesFile,
} from "~/schema/fixtures.test-helper";
import { ChatLauncher } from "./chat-launcher";
import ChatPanel, { REPLY_DELAY_MS } from "./chat-panel";

// The book assistant as a visitor uses it, answering from a site's content: the panel
// fetches /assistant.json when it opens, and the test serves it what the build prerenders
// there (app/routes/assistant-data.ts), made from a catalogue of its own: a series of two
// books, both with an audiobook, and a book on its own. (The assistant's rules over any
// catalogue are app/pages/assistant.test.ts's.)

const NEWEST = "What is your newest book?";
const questions = [
  "What kind of books do you write?",
  "When is the next book coming out?",
  NEWEST,
  "Where can I buy your books?",
  "Are your books available as audiobooks?",
  "Where can I follow you on social media?",
  "How can I leave a review?",
];
const catalogue = fixtureCatalogue({
  site: {
    file: "content/site.yaml",
    text: SITE_YAML.replace(/^ {2}questions: .*$/m, `  questions: ${JSON.stringify(questions)}`),
  },
  series: [seriesFile("saga")],
  books: [
    bookFile(
      "first-watch",
      "title: The First Watch\nseries: [saga]\nseriesNum: 1\npubDate: 2020-01-05\namazonId: B0FIRST001\naudioId: B0FIRSTA01\n",
    ),
    bookFile(
      "second-watch",
      "title: The Second Watch\nseries: [saga]\nseriesNum: 2\npubDate: 2022-06-01\naudioId: B0SECONA01\n",
    ),
    bookFile("lone-lantern", "title: A Lone Lantern\npubDate: 2021-03-02\n"),
  ],
});
const authorName = "Test Author";

beforeEach(() => {
  const data = assistantData(catalogue, questions);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) =>
      url === siteUrl(ASSISTANT_DATA_PATH)
        ? Response.json(data)
        : new Response("Not Found", { status: 404 }),
    ),
  );
  // Each reply waits REPLY_DELAY_MS: the clock is the test's, so the wait costs no time.
  vi.useFakeTimers();
  // Testing Library moves fake timers on (user-event's clicks wait a tick) only when it sees
  // Jest's; without this, every click waits forever for a timer no one advances.
  vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets pending timers and promises run, as the page would while `ms` pass. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The open panel, in a router: its answers link to the site's pages. */
async function openPanel() {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => <ChatPanel id="chat" open onClose={() => {}} authorName={authorName} />,
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  const user = userEvent.setup({ delay: null });
  // The assistant's data arrives.
  await pass(0);
  return { user, chat: screen.getByRole("dialog", { name: "Book assistant" }) };
}

const messages = (chat: HTMLElement) =>
  within(within(chat).getByRole("log")).getAllByRole("listitem");

async function say(user: ReturnType<typeof userEvent.setup>, chat: HTMLElement, message: string) {
  const input = within(chat).getByRole("textbox", { name: "Your message" });
  await user.clear(input);
  await user.type(input, message);
  await user.click(within(chat).getByRole("button", { name: "Send" }));
}

/** Sends a message and waits out the reply; the assistant's reply, as the log has it. */
async function ask(user: ReturnType<typeof userEvent.setup>, chat: HTMLElement, message: string) {
  const before = messages(chat).length;
  await say(user, chat, message);
  await pass(REPLY_DELAY_MS);
  const log = messages(chat);
  // The visitor's message, then the reply: a lost message fails here rather than later.
  expect(log).toHaveLength(before + 2);
  expect(log[before]).toHaveTextContent(`You: ${message}`);
  const reply = log.at(-1);
  if (!reply) throw new Error("no reply");
  return reply;
}

test("the launcher opens the chat with the greeting, and Escape closes it and returns focus", async () => {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <ChatLauncher authorName={authorName} /> },
  ]);
  render(<Stub initialEntries={["/"]} />);
  const user = userEvent.setup({ delay: null });
  const button = screen.getByRole("button", { name: "Chat with the book assistant" });
  expect(button).toHaveAttribute("aria-expanded", "false");
  await user.click(button);
  // The panel's script loads on first use.
  await pass(0);
  const chat = screen.getByRole("dialog", { name: "Book assistant" });
  expect(button).toHaveAttribute("aria-expanded", "true");
  expect(within(chat).getByRole("log")).toHaveTextContent(
    `Hello there! I'm your friendly neighborhood Book Assistant! Ask me about any of ${authorName}'s books!`,
  );
  expect(within(chat).getByRole("textbox", { name: "Your message" })).toHaveFocus();
  await user.keyboard("{Escape}");
  expect(chat).not.toBeVisible();
  expect(button).toHaveFocus();
});

test("the Instant Answers tab lists the site's questions, and one pressed is answered in Chat", async () => {
  const { user, chat } = await openPanel();
  const tabs = within(chat).getAllByRole("tab");
  expect(tabs.map((tab) => tab.textContent)).toEqual(["Chat", "Instant Answers"]);
  expect(tabs[0]).toHaveAttribute("aria-selected", "true");
  tabs[0]?.focus();
  await user.keyboard("{ArrowRight}");
  const answersTab = within(chat).getByRole("tab", { name: "Instant Answers" });
  expect(answersTab).toHaveAttribute("aria-selected", "true");
  expect(answersTab).toHaveFocus();
  const buttons = within(within(chat).getByRole("tabpanel")).getAllByRole("button");
  expect(buttons.map((button) => button.textContent)).toEqual(questions);
  expect(buttons).toHaveLength(7);

  // The newest book, answered in Chat.
  const button = buttons.find((b) => b.textContent === NEWEST);
  if (!button) throw new Error("the Instant Answers tab has no question");
  await user.click(button);
  expect(within(chat).getByRole("tab", { name: "Chat" })).toHaveAttribute("aria-selected", "true");
  expect(messages(chat).at(-1)).toHaveTextContent(`You: ${NEWEST}`);
  await pass(REPLY_DELAY_MS);
  expect(messages(chat).at(-1)).toHaveTextContent(
    "Assistant: The latest release is The Second Watch, published June 1, 2022.",
  );
});

test("a blank message is not sent, and a reply comes after 600 ms with a typing indicator", async () => {
  const { user, chat } = await openPanel();
  await say(user, chat, "   ");
  expect(messages(chat)).toHaveLength(1);

  await say(user, chat, "Where can I buy your books?");
  expect(messages(chat)).toHaveLength(2);
  expect(within(chat).getByRole("status")).toHaveTextContent("The assistant is typing");
  await pass(550);
  expect(messages(chat)).toHaveLength(2);
  await pass(100);
  expect(messages(chat)).toHaveLength(3);
  expect(within(chat).queryByRole("status")).toBeNull();
  // The stores the books' pages link: The First Watch's Amazon id.
  expect(messages(chat).at(-1)).toHaveTextContent(
    "Assistant: The books are sold at Amazon. The latest is The Second Watch.",
  );
});

test("keyword questions are answered from the content, and anything else gets the fallback", async () => {
  const { user, chat } = await openPanel();

  const about = await ask(user, chat, "What genres do you write?");
  expect(about).toHaveTextContent(
    "Assistant: Test Author writes fiction. Tests all the way down. The series is Series saga (2 books).",
  );
  expect(within(about).getByRole("link", { name: "Series saga" })).toHaveAttribute(
    "href",
    "/series/sagakey",
  );

  const social = await ask(user, chat, "Are you on social media?");
  // An external link says so to screen readers.
  const link = within(social).getByRole("link", { name: "X (opens in a new tab)" });
  expect(link).toHaveAttribute("href", "https://x.com/test");

  const audio = await ask(user, chat, "Is there an audiobook?");
  expect(audio).toHaveTextContent(
    "Assistant: 2 books have audiobooks, among them The Second Watch and The First Watch. A book's page has a Listen button when there is an audiobook.",
  );

  expect((await ask(user, chat, "Do you like pizza?")).textContent).toMatch(
    /^Assistant: I'm not sure about that\. You can ask me about specific books, the latest releases, or where to buy the books/,
  );
});

test("a book asked about by its title is answered with a link to its page", async () => {
  const { user, chat } = await openPanel();
  const reply = await ask(user, chat, "tell me about a lone lantern");
  expect(within(reply).getByRole("link", { name: "A Lone Lantern" })).toHaveAttribute(
    "href",
    "/book/lone-lantern",
  );
});
