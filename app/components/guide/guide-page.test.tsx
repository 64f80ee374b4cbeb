import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import { guidePage } from "~/pages/guide-page";
import { bookFile, catalogue, guideFile } from "~/schema/fixtures.test-helper";
import { GuidePage } from "./guide-page";

// The guide's page as a reader meets it: the book's title, the questions with the numbers
// the author wrote, and a spoiler warning only where the author wrote one.

function show(fields: string, text: string) {
  const shelf = catalogue({
    books: [bookFile("one", "title: The Crossing\n")],
    guides: [guideFile("one", fields, text)],
  });
  const [guide] = shelf.guides;
  const [book] = shelf.books;
  if (!guide || !book) throw new Error("the fixture has its guide");
  const page = guidePage(book, guide, shelf);
  const Stub = createRoutesStub([{ path: "/", Component: () => <GuidePage page={page} /> }]);
  render(<Stub initialEntries={["/"]} />);
}

test("the questions are numbered as the author wrote them, across lists", () => {
  show("", "Before.\n\n1. Why the river?\n2. Who crosses first?\n\nAfter.\n\n6. Was it worth it?");
  expect(screen.getByRole("heading", { level: 1, name: "The Crossing" })).toBeVisible();
  const lists = screen.getAllByRole("list");
  expect(lists).toHaveLength(2);
  const numbered = lists.flatMap((list) =>
    within(list)
      .getAllByRole("listitem")
      .map((item) => [item.getAttribute("value"), item.textContent]),
  );
  expect(numbered).toEqual([
    ["1", "Why the river?"],
    ["2", "Who crosses first?"],
    ["6", "Was it worth it?"],
  ]);
  expect(lists[1]).toHaveAttribute("start", "6");
  expect(screen.getByText("By Test Author · 3 questions")).toBeVisible();
});

test("a spoiler warning shows only where the author wrote one", () => {
  show("spoilers: These questions discuss the ending.\n", "1. Why?");
  expect(screen.getByText("These questions discuss the ending.")).toBeVisible();
});

test("without the author's warning the page warns of nothing", () => {
  show("", "1. Why?");
  expect(screen.queryByText(/spoiler/i)).toBeNull();
});

test("bulleted lines are a list of their own, not counted as questions", () => {
  show("", "Talk about:\n\n- the river\n- the crossing\n\n1. Why?");
  const [bullets, questions] = screen.getAllByRole("list");
  if (!bullets) throw new Error("the page has its lists");
  expect(bullets.tagName).toBe("UL");
  expect(
    within(bullets)
      .getAllByRole("listitem")
      .map((item) => item.textContent),
  ).toEqual(["the river", "the crossing"]);
  expect(questions?.tagName).toBe("OL");
  expect(screen.getByText("By Test Author · 1 question")).toBeVisible();
});
