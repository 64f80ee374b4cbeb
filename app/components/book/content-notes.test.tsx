import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import { ContentNotes } from "./content-notes";

const NOTES = [
  { label: "War", note: null },
  { label: "Grief", note: "a father, remembered" },
  { label: null, note: "A house burns in the prologue." },
];

function renderNotes(href: string | null) {
  const Stub = createRoutesStub([
    { path: "/book/one", Component: () => <ContentNotes notes={NOTES} href={href} /> },
  ]);
  render(<Stub initialEntries={["/book/one"]} />);
}

test("the content notes are closed until the reader opens them, then list each note", async () => {
  renderNotes("/content-notes");
  const summary = await screen.findByText("Content notes");
  const disclosure = summary.closest("details");
  expect(disclosure?.open).toBe(false);
  expect(screen.getByText("War")).not.toBeVisible();
  await userEvent.click(summary);
  expect(disclosure?.open).toBe(true);
  expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
    "War",
    "Grief: a father, remembered",
    "A house burns in the prologue.",
  ]);
  expect(screen.getByRole("link", { name: "What the content notes mean" })).toHaveAttribute(
    "href",
    "/content-notes",
  );
});

test("without a page to explain them, the notes link nowhere", async () => {
  renderNotes(null);
  await userEvent.click(await screen.findByText("Content notes"));
  expect(screen.queryByRole("link")).toBeNull();
});
