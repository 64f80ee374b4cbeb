import { expect, test } from "vitest";
import { bookFile, catalogue } from "../schema/fixtures.test-helper.ts";
import { bookContentNotes, contentNotesPage } from "./content-notes.ts";
import { bookPage, shellData } from "./page-data.ts";
import { sitePages } from "./site-pages.ts";

const NOTES = "contentNotes:\n  - term: war\n  - term: grief\n    note: a father, remembered\n";
const shelf = catalogue({
  books: [
    bookFile("older", `pubDate: 2019-01-01\n${NOTES}`),
    bookFile("newer", "pubDate: 2021-01-01\ncontentNotes:\n  - note: A house burns.\n"),
    bookFile("plain", "pubDate: 2020-01-01\n"),
    bookFile("secret", "hidden: true\ncontentNotes:\n  - term: torture\n"),
  ],
});
const book = (id: string) => {
  const found = shelf.books.find((b) => b.id === id);
  if (!found) throw new Error(`no book ${id}`);
  return found;
};

test("a book page shows its notes by the term's label and the author's words, with the page that explains them", () => {
  expect(bookPage(book("older"), shelf, "2026-11-22").contentNotes).toEqual({
    notes: [
      { label: "War", note: null },
      { label: "Grief", note: "a father, remembered" },
    ],
    href: "/content-notes",
  });
  expect(bookPage(book("plain"), shelf, "2026-11-22").contentNotes).toBeNull();
});

test("the content notes page lists the visible books with notes, newest first, and explains every term", () => {
  const page = contentNotesPage(shelf);
  expect(page.books).toEqual([
    {
      id: "newer",
      title: "Book newer",
      href: "/book/newer",
      notes: [{ label: null, note: "A house burns." }],
    },
    {
      id: "older",
      title: "Book older",
      href: "/book/older",
      notes: [
        { label: "War", note: null },
        { label: "Grief", note: "a father, remembered" },
      ],
    },
  ]);
  // Every term is explained, one that no book lists too.
  expect(page.terms).toContainEqual({
    label: "Death of a loved one",
    explained: "Someone close to a main character dies.",
  });
});

test("the content notes page is titled and described with the author's name", () => {
  const { seo } = contentNotesPage(shelf);
  expect(seo.title).toBe("Content notes | Test Author");
  expect(seo.url).toBe("https://example.com/content-notes");
  expect(seo.description).toBe(
    "What Test Author's books contain that a reader may want to know before starting, approved by the author, book by book.",
  );
});

test("the page is built, indexed and linked from the footer only when a visible book has notes", () => {
  expect(sitePages(shelf).find((page) => page.path === "/content-notes")).toEqual({
    path: "/content-notes",
    route: "content-notes",
    kind: "page",
    indexed: true,
  });
  expect(shellData(shelf).contentNotes).toBe("/content-notes");
  // Only a hidden book lists notes: no page, no link, and the book's notes link nowhere.
  const hiddenOnly = catalogue({
    books: [
      bookFile("plain"),
      bookFile("secret", "hidden: true\ncontentNotes:\n  - term: torture\n"),
    ],
  });
  expect(sitePages(hiddenOnly).some((page) => page.route === "content-notes")).toBe(false);
  expect(shellData(hiddenOnly).contentNotes).toBeNull();
  const secret = hiddenOnly.books.find((b) => b.id === "secret");
  expect(secret && bookContentNotes(secret, hiddenOnly)).toEqual({
    notes: [{ label: "Torture", note: null }],
    href: null,
  });
});
