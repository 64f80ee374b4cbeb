import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { soldDirectCatalogue } from "~/catalogue/edge-catalogues.test-helper";
import { samplePage } from "~/pages/page-data";
import { BuyButton, StorePicker } from "./buy-links";

// The Buy button a sample chapter ends with, for a book sold direct, at Amazon, or both.

function buyButton(id: string, siteLines = "") {
  const content = soldDirectCatalogue(siteLines);
  const book = content.books.find((b) => b.id === id);
  const sample = content.samples.find((s) => s.bookId === id);
  if (!book || !sample) throw new Error(`the fixture's ${id} and its sample`);
  const { unmount } = render(<BuyButton stores={samplePage(book, sample, content).stores} />);
  const link = screen.getByRole("link");
  const found = [link.textContent, link.getAttribute("href")];
  unmount();
  return found;
}

test("a sample's Buy button goes to the author's own store for a book sold direct, first where the site puts it first", () => {
  expect(buyButton("direct")).toEqual([
    "Buy direct from Test Author (opens in a new tab)",
    "https://payhip.com/b/Wtch1",
  ]);
  expect(buyButton("both")).toEqual([
    "Buy direct from Test Author (opens in a new tab)",
    "https://payhip.com/b/AbC12",
  ]);
  expect(buyButton("both", "directStores: last\n")).toEqual([
    "Buy from Amazon (opens in a new tab)",
    "https://www.amazon.com/dp/0306406152",
  ]);
  expect(buyButton("direct", "directStores: last\n")).toEqual([
    "Buy direct from Test Author (opens in a new tab)",
    "https://payhip.com/b/Wtch1",
  ]);
});

test("the store picker names the country of each store a link has, in the stores' order", () => {
  const page = (host: string) => `https://${host}/dp/0306406152`;
  render(
    <StorePicker
      countries={{
        de: page("www.amazon.de"),
        us: page("www.amazon.com"),
        uk: page("www.amazon.co.uk"),
      }}
    />,
  );
  expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
    "United States",
    "United Kingdom",
    "Germany",
  ]);
});
