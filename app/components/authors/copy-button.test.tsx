import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { CopyButton } from "./copy-button";

afterEach(() => vi.restoreAllMocks());

function renderBio() {
  render(
    <>
      <div id="bio-short">Ada writes about engines.</div>
      <CopyButton text="Ada writes about engines." label="Copy the short bio" selects="bio-short" />
    </>,
  );
  return screen.getByRole("button", { name: "Copy the short bio" });
}

test("Copy puts the bio on the clipboard, by keyboard too, and says so", async () => {
  // user-event stands in for the browser's clipboard.
  const user = userEvent.setup({ delay: null });
  const button = renderBio();
  button.focus();
  await user.keyboard("{Enter}");
  expect(await screen.findByRole("status")).toHaveTextContent("Copied.");
  expect(await navigator.clipboard.readText()).toBe("Ada writes about engines.");
});

test("where the browser refuses the clipboard, the bio is selected for the reader to copy", async () => {
  const user = userEvent.setup({ delay: null });
  vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
  await user.click(renderBio());
  expect(await screen.findByRole("status")).toHaveTextContent("Selected: press Ctrl+C or ⌘C");
  expect(window.getSelection()?.toString()).toBe("Ada writes about engines.");
});
