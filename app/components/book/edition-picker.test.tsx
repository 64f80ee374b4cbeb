import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { bookEditionsView, type EditionView } from "~/pages/page-data";
import { bookFile, catalogue, SITE_YAML } from "~/schema/fixtures.test-helper";
import { EditionPicker } from "./edition-picker";

// The format picker as a reader uses it, on a book of the test content with four editions.

const EDITIONS = `editions:
  - format: hardcover
    isbn: 9780306406157
    pages: 412
  - format: ebook
    stores:
      amazon: B0BNKA4001
      kobo: https://www.kobo.com/us/en/ebook/one
  - format: audiobook
    isbn: 9791032305690
    length: 11h 42m
    narrators: [Jane Reader]
    stores:
      audible: B0BNKAU401
  - format: ebook
    language: es
    translator: Lucía Herrera
    stores:
      amazon: B0BNKAES01
`;

function editions(text = EDITIONS, siteLines = ""): EditionView[] {
  const content = catalogue({
    books: [bookFile("one", text)],
    site: { file: "content/site.yaml", text: `${SITE_YAML}${siteLines}` },
  });
  const book = content.books[0];
  const view = book && bookEditionsView(book, content.site);
  if (!view) throw new Error("the test book has editions");
  return view;
}

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, "", "/book/one");
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const formats = () => screen.getByRole("radiogroup", { name: "Formats" });
const checked = () =>
  within(formats())
    .getAllByRole("radio")
    .filter((radio) => (radio as HTMLInputElement).checked)
    .map((radio) => radio.closest("label")?.textContent);

test("every format and its links are in the prerendered HTML, the first chosen", () => {
  const html = renderToString(<EditionPicker editions={editions()} />);
  for (const text of [
    "Hardcover",
    "Ebook (Spanish)",
    "https://www.amazon.com/dp/0306406152",
    "https://bookshop.org/book/9780306406157",
    "https://www.kobo.com/us/en/ebook/one",
    "https://www.audible.com/pd/B0BNKAU401",
    "https://libro.fm/audiobooks/9791032305690",
    "https://search.worldcat.org/isbn/9780306406157",
    "Jane Reader",
    "Lucía Herrera",
  ]) {
    expect(html).toContain(text);
  }
  render(<EditionPicker editions={editions()} />);
  expect(within(formats()).getAllByRole("radio")).toHaveLength(4);
  expect(checked()).toEqual(["Hardcover"]);
});

/** The sample's editions with the ebook and the paperback sold direct too. */
const DIRECT = `editions:
  - format: ebook
    direct: https://payhip.com/b/AbC12
    directOffer: DRM-free EPUB and a bonus map
    stores:
      amazon: B0BNKA4001
  - format: paperback
    isbn: 9780306406157
    direct: https://shop.example.com/products/one-signed
`;

test("an edition sold direct: the author's store is the button, with what the reader gets", () => {
  render(<EditionPicker editions={editions(DIRECT)} />);
  const ebook = document.getElementById("ebook");
  if (!ebook) throw new Error("the ebook's panel");
  expect(within(ebook).getByRole("link", { name: /^Buy direct from Test Author/ })).toHaveAttribute(
    "href",
    "https://payhip.com/b/AbC12",
  );
  expect(ebook).toHaveTextContent("DRM-free EPUB and a bonus map");
  expect(within(ebook).getByRole("link", { name: /^Amazon/ })).toHaveAttribute(
    "href",
    "https://www.amazon.com/dp/B0BNKA4001",
  );
  const paperback = document.getElementById("paperback");
  if (!paperback) throw new Error("the paperback's panel");
  expect(paperback).toHaveTextContent("the paperback, from the author");
});

test("with the author's store first, Amazon beside it keeps its country picker, labelled Store, under the stores rather than among them", async () => {
  const user = userEvent.setup();
  render(<EditionPicker editions={editions(DIRECT)} />);
  const ebook = document.getElementById("ebook");
  if (!ebook) throw new Error("the ebook's panel");
  const also = within(ebook).getByText("Also at").closest("p");
  if (!also) throw new Error("the ebook's line of other stores");
  expect(within(also).queryByRole("combobox")).toBeNull();
  await user.selectOptions(within(ebook).getByRole("combobox", { name: "Store" }), "uk");
  expect(within(ebook).getByRole("link", { name: /^Amazon/ })).toHaveAttribute(
    "href",
    "https://www.amazon.co.uk/dp/B0BNKA4001",
  );
  expect(localStorage.getItem("store")).toBe("uk");
});

test("a library is asked to buy an edition by its ISBN; a KDP Select ebook names the print and audio editions instead", () => {
  const enrolled = EDITIONS.replace(
    "  - format: ebook\n    stores:\n      amazon: B0BNKA4001\n      kobo: https://www.kobo.com/us/en/ebook/one\n",
    "  - format: ebook\n    isbn: 9780441172719\n    kdpSelect: true\n    stores:\n      amazon: B0BNKA4001\n",
  );
  expect(enrolled).not.toBe(EDITIONS);
  render(<EditionPicker editions={editions(enrolled)} />);
  const panel = (id: string) => {
    const found = document.getElementById(id);
    if (!found) throw new Error(`the ${id}'s panel`);
    return found;
  };
  expect(panel("hardcover")).toHaveTextContent(
    "Not at your library? Ask it to buy this edition: its “suggest a purchase” form takes the ISBN, 9780306406157. Find your library",
  );
  expect(
    within(panel("hardcover")).getByRole("link", { name: /^Find your library/ }),
  ).toHaveAttribute("href", "https://search.worldcat.org/libraries");
  const ebook = panel("ebook");
  expect(ebook).toHaveTextContent(
    "Libraries cannot buy this ebook while it is in Kindle Unlimited: ask yours for the hardcover (ISBN 9780306406157) or the audiobook (ISBN 9791032305690) instead.",
  );
  // No library lends it: neither WorldCat nor Libby, nor a library to set.
  expect(within(ebook).queryByText("Borrow")).toBeNull();
  expect(within(ebook).queryByRole("link", { name: /WorldCat|Libby/ })).toBeNull();
  expect(within(ebook).queryByText("Set your library for Libby")).toBeNull();
  // An edition without an ISBN has nothing to borrow or ask for.
  expect(panel("ebook-es")).not.toHaveTextContent(/Borrow|library/);
});

test("a site that puts direct stores last: the retailer is the button, the author's store after", () => {
  render(<EditionPicker editions={editions(DIRECT, "directStores: last\n")} />);
  const ebook = document.getElementById("ebook");
  if (!ebook) throw new Error("the ebook's panel");
  const links = within(ebook).getAllByRole("link");
  expect(links.map((link) => link.getAttribute("href"))).toEqual([
    "https://www.amazon.com/dp/B0BNKA4001",
    "https://payhip.com/b/AbC12",
  ]);
  expect(links[0]).toHaveAccessibleName(/^Buy from Amazon/);
  expect(ebook).toHaveTextContent("DirectFrom Test Author");
});

test("a choice is remembered on the device and put in the address", async () => {
  const user = userEvent.setup();
  const { unmount } = render(<EditionPicker editions={editions()} />);
  await user.click(screen.getByRole("radio", { name: "Audiobook" }));
  expect(localStorage.getItem("format")).toBe("audiobook");
  expect(location.hash).toBe("#audiobook");
  unmount();

  // Another book page, later: it opens on the audiobook.
  history.replaceState(null, "", "/book/two");
  render(<EditionPicker editions={editions()} />);
  expect(checked()).toEqual(["Audiobook"]);
});

test("the address opens a format directly; an ebook choice prefers the original language", () => {
  history.replaceState(null, "", "/book/one#ebook-es");
  const { unmount } = render(<EditionPicker editions={editions()} />);
  expect(checked()).toEqual(["Ebook (Spanish)"]);
  unmount();
  history.replaceState(null, "", "/book/one");
  localStorage.setItem("format", "ebook");
  render(<EditionPicker editions={editions()} />);
  expect(checked()).toEqual(["Ebook"]);
});

/** The ids of the elements scrolled into view from now on, in order. */
function scrolledIntoView(): string[] {
  const ids: string[] = [];
  vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(function (this: Element) {
    ids.push(this.id);
  });
  return ids;
}

/** The next change of the address's fragment, once the picker (listening before) has heard it. */
const hashChanged = () =>
  new Promise<void>((resolve) => addEventListener("hashchange", () => resolve(), { once: true }));

test("an address whose fragment names no format, or is malformed, opens as one without it", () => {
  const scrolled = scrolledIntoView();
  localStorage.setItem("format", "audiobook");
  for (const hash of ["#main", "#hardback", "#%E0%A4%A", "#"]) {
    history.replaceState(null, "", `/book/one${hash}`);
    const { unmount } = render(<EditionPicker editions={editions()} />);
    expect(checked(), hash).toEqual(["Audiobook"]);
    unmount();
  }
  expect(scrolled).toEqual([]);
});

test("a fragment the picker does not own, the skip link's #main, changes no format and scrolls nothing", async () => {
  const scrolled = scrolledIntoView();
  history.replaceState(null, "", "/book/one#ebook-es");
  render(<EditionPicker editions={editions()} />);
  expect(checked()).toEqual(["Ebook (Spanish)"]);
  expect(scrolled).toEqual(["ebook-es"]);

  for (const hash of ["#main", "#hardback", "#"]) {
    const heard = hashChanged();
    location.hash = hash;
    await heard;
    expect(checked(), hash).toEqual(["Ebook (Spanish)"]);
  }
  expect(scrolled).toEqual(["ebook-es"]);

  // One that names a format opens it, in view.
  const heard = hashChanged();
  location.hash = "#audiobook";
  await heard;
  expect(checked()).toEqual(["Audiobook"]);
  expect(scrolled).toEqual(["ebook-es", "audiobook"]);
});

test("the stores keep the visitor's country store", () => {
  localStorage.setItem("store", "uk");
  render(<EditionPicker editions={editions()} />);
  expect(
    screen.getAllByRole("link", { name: /Buy from Amazon/ }).map((a) => a.getAttribute("href")),
  ).toEqual([
    "https://www.amazon.co.uk/dp/0306406152",
    "https://www.amazon.co.uk/dp/B0BNKA4001",
    "https://www.amazon.co.uk/dp/B0BNKAES01",
  ]);
  expect(screen.getByRole("link", { name: /Buy from Audible/ }).getAttribute("href")).toBe(
    "https://www.audible.co.uk/pd/B0BNKAU401",
  );
});

test("a reader who saves their library once gets its Libby link; a wrong one is named", async () => {
  const user = userEvent.setup();
  render(<EditionPicker editions={editions()} />);
  const libby = () =>
    screen.getAllByRole("link", { name: /^Libby/ }).map((a) => a.getAttribute("href"));
  expect(libby()).toEqual(["https://www.overdrive.com/search?q=9791032305690"]);

  const [summary] = screen.getAllByText("Set your library for Libby");
  if (!summary) throw new Error("the audiobook offers to set a library");
  await user.click(summary);
  // The form is a chunk of its own, loaded as the reader opens it.
  const field = await screen.findByLabelText("Your library's name in Libby, or its Libby link");
  await user.type(field, "my town library");
  await user.click(screen.getByRole("button", { name: "Save" }));
  expect(screen.getByRole("alert").textContent).toMatch(/not a Libby library/);
  expect(field.getAttribute("aria-invalid")).toBe("true");

  await user.clear(field);
  await user.type(field, "https://libbyapp.com/library/nypl");
  await user.click(screen.getByRole("button", { name: "Save" }));
  expect(localStorage.getItem("library")).toBe("nypl");
  expect(libby()).toEqual(["https://libbyapp.com/search/nypl/search/query-9791032305690/page-1"]);
  expect(screen.getByRole("link", { name: /Libby \(nypl\)/ })).toBeTruthy();
});

test("with storage refused, the library saved is used on the page, and the form says it will not be remembered", async () => {
  const refused = () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  };
  vi.stubGlobal("localStorage", { getItem: refused, setItem: refused, removeItem: refused });
  const user = userEvent.setup();
  render(<EditionPicker editions={editions()} />);
  const [summary] = screen.getAllByText("Set your library for Libby");
  if (!summary) throw new Error("the audiobook offers to set a library");
  await user.click(summary);
  const field = await screen.findByLabelText("Your library's name in Libby, or its Libby link");
  expect(screen.getByRole("status").textContent).toBe("");
  await user.type(field, "nypl");
  await user.click(screen.getByRole("button", { name: "Save" }));
  expect(screen.getByRole("link", { name: /Libby \(nypl\)/ }).getAttribute("href")).toBe(
    "https://libbyapp.com/search/nypl/search/query-9791032305690/page-1",
  );
  expect(screen.getByRole("status").textContent).toBe(
    "Your Libby links use nypl for this visit. This browser does not let the site remember it, so you will be asked again next time.",
  );

  // Forgotten, on the page too.
  await user.click(screen.getByRole("button", { name: "Forget" }));
  expect(
    screen.getAllByRole("link", { name: /^Libby/ }).map((a) => a.getAttribute("href")),
  ).toEqual(["https://www.overdrive.com/search?q=9791032305690"]);
  expect(screen.getByRole("status").textContent).toBe("");
});
