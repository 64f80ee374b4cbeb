import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import { bookPage } from "~/pages/page-data";
import { bookFile, catalogue } from "~/schema/fixtures.test-helper";
import { BookTropes } from "./book-tropes";

// A book's tropes and heat on its page, from the page data the build makes of the test content.

const content = catalogue({
  books: [
    bookFile("romance", "tropes: [Enemies to Lovers, second chance]\nheat: fade to black\n"),
    bookFile("other", "tropes: [enemies to lovers]\n"),
    bookFile("plain"),
  ],
});

function renderBook(id: string, from = content) {
  const book = from.books.find((b) => b.id === id);
  if (!book) throw new Error(`no book ${id}`);
  const { tropes, heat } = bookPage(book, from, "2026-11-22").book;
  const Stub = createRoutesStub([
    { path: "/", Component: () => <BookTropes tropes={tropes} heat={heat} /> },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

test("each trope links to its page, and the heat names its level and links to the scale", () => {
  renderBook("romance");
  const link = (name: string) => screen.getByRole("link", { name }).getAttribute("href");
  // Written in two cases by two books of one day: named as its page's title names it.
  expect(link("Enemies to lovers")).toBe("/tropes/enemies-to-lovers");
  expect(link("Second chance")).toBe("/tropes/second-chance");
  expect(link("Fade to black")).toBe("/tropes#heat-2");
  expect(screen.getByText("Tropes").tagName).toBe("DT");
  expect(screen.getByText("Heat").tagName).toBe("DT");
});

test("a book without tropes or heat shows nothing of them", () => {
  const { container } = renderBook("plain");
  expect(container.textContent).toBe("");
});

test("a hidden book's heat, where no visible book has one, names its level unlinked", () => {
  // /tropes explains the scale only for a visible book's heat: there is nothing to link to.
  renderBook(
    "preview",
    catalogue({
      books: [
        bookFile("shown", "tropes: [heist]\n"),
        bookFile("preview", "hidden: true\nheat: 3\n"),
      ],
    }),
  );
  expect(screen.getByText("Open door").tagName).toBe("DD");
  expect(screen.queryByRole("link", { name: "Open door" })).toBeNull();
});
