import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, expect, test } from "vitest";
import { bookFile, catalogue } from "~/schema/fixtures.test-helper";
import { BookGrid } from "../book/book-grid";
import { ShelfToggles } from "./shelf-toggles";

// A reader's shelf as they mark books: on a book's page and on the covers of a grid. The
// shelf lives in this browser's localStorage only (app/lib/shelf-store.ts), under this key.
const STORAGE_KEY = "shelf";

// Books of the test's own: three titles for a grid.
const books = catalogue({
  books: [
    bookFile("lantern", "title: The Lantern\n"),
    bookFile("harbour", "title: Harbour Lights\n"),
    bookFile("orchard", "title: The Orchard Year\n"),
  ],
}).books;
const book = { id: "lantern", title: "The Lantern" };

// Each test starts with an empty shelf, whatever the one before it marked.
beforeEach(() => {
  localStorage.clear();
});

const storedShelf = (): unknown => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null");
const isPressed = (name: string) =>
  screen.getByRole("button", { name }).getAttribute("aria-pressed") === "true";

test("a book's Read and Want to read toggles mark it, move it, and take it off", async () => {
  const user = userEvent.setup({ delay: null });
  render(<ShelfToggles bookId={book.id} title={book.title} />);
  expect(isPressed("Want to read")).toBe(false);
  expect(isPressed("Read")).toBe(false);

  await user.click(screen.getByRole("button", { name: "Read" }));
  expect(isPressed("Read")).toBe(true);
  expect(isPressed("Want to read")).toBe(false);

  // A book is wanted or read, not both: the other mark moves it.
  await user.click(screen.getByRole("button", { name: "Want to read" }));
  expect(isPressed("Want to read")).toBe(true);
  expect(isPressed("Read")).toBe(false);

  // The same mark again takes it off the shelf.
  await user.click(screen.getByRole("button", { name: "Want to read" }));
  expect(isPressed("Want to read")).toBe(false);
  expect(isPressed("Read")).toBe(false);
  expect(storedShelf()).toEqual({});
});

test("the shelf is kept in the browser, and a page opened later reads it back", async () => {
  const user = userEvent.setup({ delay: null });
  const first = render(<ShelfToggles bookId={book.id} title={book.title} />);
  await user.click(screen.getByRole("button", { name: "Read" }));
  expect(storedShelf()).toEqual({ [book.id]: "read" });
  first.unmount();

  render(<ShelfToggles bookId={book.id} title={book.title} />);
  expect(isPressed("Read")).toBe(true);
  expect(isPressed("Want to read")).toBe(false);
});

test("each cover of a grid has the toggles, named for its book", async () => {
  const [first] = books;
  if (!first) throw new Error("the fixture has no book");
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <>
          <BookGrid books={books} label="Books" />
          <ShelfToggles bookId={first.id} title={first.title} />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  const user = userEvent.setup({ delay: null });
  const grid = screen.getByRole("list", { name: "Books" });
  // A grid draws its covers' toggles as it comes near the screen, which needs a layout this
  // document has not; or as the keyboard reaches it, which it has.
  await user.tab();
  expect(within(grid).getAllByRole("link")[0]).toHaveFocus();
  for (const { title } of books) {
    expect(
      within(grid).getByRole("button", { name: `Want to read: ${title}` }),
    ).toBeInTheDocument();
    expect(within(grid).getByRole("button", { name: `Read: ${title}` })).toBeInTheDocument();
  }

  // On to the first cover's Want to read, pressed from the keyboard.
  await user.tab();
  await user.keyboard(" ");
  const want = within(grid).getByRole("button", { name: `Want to read: ${first.title}` });
  expect(want).toHaveFocus();
  expect(want).toHaveAttribute("aria-pressed", "true");
  expect(within(grid).getByRole("button", { name: `Read: ${first.title}` })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  // The book's own toggles elsewhere on the page read the same shelf.
  expect(isPressed("Want to read")).toBe(true);
  expect(storedShelf()).toEqual({ [first.id]: "want" });
});
