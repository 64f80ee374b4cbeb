import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import {
  type BookSection as BookSectionData,
  type BookSectionId,
  bookSection,
  FIRST_ROWS,
  sectionBooks,
} from "~/catalogue/book-sections";
import { paths, siteUrl } from "~/content/paths";
import type { Book } from "~/content/types";
import {
  authorFile,
  bookFile,
  catalogue as fixtureCatalogue,
  seriesFile,
} from "~/schema/fixtures.test-helper";
import { BookSection } from "./book-section";

// A home section of covers with its filters and Show all: the page holds the section's first
// rows, and the rest comes from /home/{section}.json, which the test serves as the build
// prerenders it (app/routes/section-books.ts).

/**
 * A catalogue of its own, with more fiction than the first rows hold: sixteen novels, one
 * hidden, in two categories, every third in a series, every fourth with a trope, the last two
 * out on one day (ordered by title); and a nonfiction book and a single, each a section of one.
 */
const novels = Array.from({ length: 16 }, (_, index) => {
  const n = String(index + 1).padStart(2, "0");
  const day = String(Math.min(index + 1, 15)).padStart(2, "0");
  const lines = [
    `title: Novel ${n}`,
    `pubDate: 2020-03-${day}`,
    `categories: [${index % 2 === 0 ? "christian" : "scifi"}]`,
    ...(index % 3 === 0 ? ["series: [saga]", `seriesNum: ${index / 3 + 1}`] : []),
    ...(index === 4 ? ["hidden: true"] : []),
    // Found family in four novels (one hidden), a ticking clock in one, which no filter offers.
    ...(index % 4 === 0
      ? ["tropes: [Found family]"]
      : index === 1
        ? ["tropes: [ticking clock]"]
        : []),
  ];
  return bookFile(`novel-${n}`, `${lines.join("\n")}\n`);
});
const catalogue = fixtureCatalogue({
  series: [seriesFile("saga")],
  books: [
    ...novels,
    bookFile("essay", "genres: [nonfiction]\ncategories: [christian]\n"),
    bookFile("short", "genres: [single]\n"),
  ],
});
const fictionFile = siteUrl(paths.sectionBooks("fiction"));
const TITLES = {
  fiction: "Fiction Books",
  nonfiction: "Nonfiction Books",
  singles: "Kindle Singles",
};

/** The section's file, answered `failures` times with an error first. */
function serveSectionFile(failures = 0) {
  let left = failures;
  const fetch = vi.fn(async (url: string) => {
    if (url !== fictionFile) return new Response("Not Found", { status: 404 });
    if (left-- > 0) return new Response("Bad Gateway", { status: 502 });
    return Response.json({ books: sectionBooks(catalogue, "fiction") });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

beforeEach(() => {
  // A page loads a section's file once and keeps it in a module (app/lib/section-books.ts,
  // loaded with the first press): each test starts a page of its own.
  vi.resetModules();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSection(id: keyof typeof TITLES, section: BookSectionData) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <BookSection id={id} title={TITLES[id]} section={section} /> },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return screen.getByRole("region", { name: TITLES[id] });
}

/** The books whose covers a section shows, in order. */
const shownBooks = (section: HTMLElement) =>
  within(section)
    .getAllByRole("link")
    .map((link) => link.getAttribute("href") ?? "")
    .filter((href) => href.startsWith("/book/"))
    .map((href) => {
      const book = catalogue.books.find((b) => paths.book(b.id) === href);
      if (!book) throw new Error(`${href} is no book of the content`);
      return book;
    });

/** Whether `a` comes before `b` in the spec's order: newer first, books of one day by title. */
const before = (a: Book, b: Book) =>
  a.pubDate > b.pubDate || (a.pubDate === b.pubDate && a.title.localeCompare(b.title) <= 0);

/**
 * Checks the covers against the rule, read from the outside rather than from the code that
 * sorts them: they are the section's books (visible, and `belongs`), as many as its first rows
 * hold, each before the next, and no book left out comes before the last shown.
 */
function expectNewestFirst(shown: Book[], belongs: (book: Book) => boolean) {
  const pool = catalogue.books.filter((book) => !book.hidden && belongs(book));
  expect(
    shown.every((book) => pool.includes(book)),
    "only the section's books",
  ).toBe(true);
  expect(shown).toHaveLength(Math.min(pool.length, FIRST_ROWS));
  shown.slice(1).forEach((book, i) => {
    const previous = shown[i];
    expect(previous && before(previous, book), `${previous?.id} before ${book.id}`).toBe(true);
  });
  const last = shown.at(-1);
  for (const book of pool.filter((b) => !shown.includes(b))) {
    expect(last && before(last, book), `${book.id} is not newer than the last shown`).toBe(true);
  }
}

const pressed = (button: HTMLElement) => button.getAttribute("aria-pressed");

/** A section of the fixture's, which has books in each. */
function sectionOf(id: BookSectionId): BookSectionData {
  const section = bookSection(catalogue, id);
  if (!section) throw new Error(`the fixture has no ${id} section`);
  return section;
}

test("choosing a filter narrows the covers and resets the other list", async () => {
  serveSectionFile();
  const user = userEvent.setup({ delay: null });
  const section = renderSection("fiction", sectionOf("fiction"));
  const categories = within(section).getByRole("list", {
    name: "Fiction Books: filter by category",
  });
  const seriesList = within(section).getByRole("list", {
    name: "Fiction Books: filter by series",
  });
  const option = (list: HTMLElement, name: string) => within(list).getByRole("button", { name });
  const isFiction = (book: Book) => book.genres.includes("fiction");
  expect(pressed(option(categories, "All"))).toBe("true");

  await user.click(option(categories, "Christian"));
  await waitFor(() => expect(pressed(option(categories, "Christian"))).toBe("true"));
  expect(pressed(option(categories, "All"))).toBe("false");
  expectNewestFirst(
    shownBooks(section),
    (book) => isFiction(book) && book.categories.includes("christian"),
  );

  await user.click(option(seriesList, "Series saga"));
  await waitFor(() => expect(pressed(option(seriesList, "Series saga"))).toBe("true"));
  expect(pressed(option(categories, "All"))).toBe("true");
  expect(pressed(option(categories, "Christian"))).toBe("false");
  expectNewestFirst(shownBooks(section), (book) => isFiction(book) && book.series.includes("saga"));

  await user.click(option(categories, "Science Fiction"));
  await waitFor(() => expect(pressed(option(categories, "Science Fiction"))).toBe("true"));
  expect(pressed(option(seriesList, "All"))).toBe("true");
  await user.click(option(seriesList, "All"));
  await waitFor(() => expect(pressed(option(categories, "All"))).toBe("true"));
  expectNewestFirst(shownBooks(section), isFiction);
});

test("a trope filter shows the books with the trope, from every book of the section", async () => {
  serveSectionFile();
  const user = userEvent.setup({ delay: null });
  const section = renderSection("fiction", sectionOf("fiction"));
  const tropes = within(section).getByRole("list", { name: "Fiction Books: filter by trope" });
  const categories = within(section).getByRole("list", {
    name: "Fiction Books: filter by category",
  });
  await user.click(within(categories).getByRole("button", { name: "Christian" }));
  const found = within(tropes).getByRole("button", { name: "Found family" });
  await user.click(found);
  await waitFor(() => expect(pressed(found)).toBe("true"));
  expect(pressed(within(categories).getByRole("button", { name: "All" }))).toBe("true");
  // Novels 1, 9 and 13 (novel 5 is hidden), newest first.
  expect(shownBooks(section).map((book) => book.id)).toEqual(["novel-13", "novel-09", "novel-01"]);
});

test("each section offers only the categories, series and tropes of its genre", () => {
  // Christian is a category of nonfiction too, but the one nonfiction book is in it: a
  // filter that would not narrow the section is not offered.
  const expected = {
    fiction: {
      category: ["All", "Christian", "Science Fiction"],
      series: ["All", "Series saga"],
      trope: ["All", "Found family"],
    },
    nonfiction: { category: [], series: [], trope: [] },
    singles: { category: [], series: [], trope: [] },
  };
  for (const id of ["fiction", "nonfiction", "singles"] as const) {
    const section = renderSection(id, sectionOf(id));
    for (const kind of ["category", "series", "trope"] as const) {
      const list = within(section).queryByRole("list", {
        name: `${TITLES[id]}: filter by ${kind}`,
      });
      const offered = list
        ? within(list)
            .getAllByRole("button")
            .map((button) => button.textContent)
        : [];
      expect(offered, `${id} ${kind}`).toEqual(expected[id][kind]);
    }
  }
});

test("Show all reveals every book of the section, fetched once however often the filters change", async () => {
  const fetch = serveSectionFile();
  const user = userEvent.setup({ delay: null });
  const section = renderSection("fiction", sectionOf("fiction"));
  const all = sectionBooks(catalogue, "fiction");
  const ids = (books: { id: string }[]) => books.map((book) => book.id);
  expect(fetch).not.toHaveBeenCalled();
  const categories = within(section).getByRole("list", {
    name: "Fiction Books: filter by category",
  });
  await user.click(within(categories).getByRole("button", { name: "Christian" }));
  await waitFor(() =>
    expect(within(categories).getByRole("button", { name: "All" })).toHaveAttribute(
      "aria-pressed",
      "false",
    ),
  );
  await user.click(within(categories).getByRole("button", { name: "All" }));
  expect(ids(shownBooks(section))).toEqual(ids(all.slice(0, FIRST_ROWS)));
  // The fixture's fifteen visible novels, counted; the section named to a screen reader.
  await user.click(
    within(section).getByRole("button", { name: "Show all 15 books in Fiction Books" }),
  );
  await waitFor(() => expect(shownBooks(section)).toHaveLength(15));
  expect(ids(shownBooks(section))).toEqual(ids(all));
  expect(within(section).queryByRole("button", { name: /^Show all/ })).toBeNull();
  // The first cover Show all revealed takes the focus from the button it replaced.
  expect(within(section).getAllByRole("link")[FIRST_ROWS]).toHaveFocus();
  expect(fetch).toHaveBeenCalledTimes(1);
});

test("when the section's books cannot be loaded it says so, and pressing again loads them", async () => {
  serveSectionFile(1);
  const user = userEvent.setup({ delay: null });
  const section = renderSection("fiction", sectionOf("fiction"));
  const showAll = within(section).getByRole("button", { name: /^Show all/ });
  await user.click(showAll);
  expect(await within(section).findByRole("alert")).toHaveTextContent(/could not be loaded/);
  expect(shownBooks(section)).toHaveLength(FIRST_ROWS);
  await user.click(showAll);
  await waitFor(() => expect(shownBooks(section)).toHaveLength(15));
  expect(within(section).queryByRole("alert")).toBeNull();
});

test("on a site of several authors, a section filters by author, each cover names its authors, and a co-written book is each one's", async () => {
  const press = fixtureCatalogue({
    authors: [authorFile("ada", "Ada Lovelace"), authorFile("mary", "Mary Shelley")],
    books: [
      bookFile("engine", "authors: [ada]\npubDate: 2021-01-01\n"),
      bookFile("monster", "authors: [mary, ada]\npubDate: 2020-01-01\n"),
      bookFile("lastman", "authors: [mary]\npubDate: 2019-01-01\n"),
    ],
  });
  const fiction = bookSection(press, "fiction");
  if (!fiction) throw new Error("the press has no fiction");
  const user = userEvent.setup({ delay: null });
  const section = renderSection("fiction", fiction);
  const authors = within(section).getByRole("list", { name: "Fiction Books: filter by author" });
  const covers = () =>
    within(section)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"))
      .filter((href) => href?.startsWith("/book/"));
  expect(
    within(authors)
      .getAllByRole("button")
      .map((b) => b.textContent),
  ).toEqual(["All", "Ada Lovelace", "Mary Shelley"]);
  // Each cover's line names its authors, a co-written book both, each linked to their page.
  const bylines = within(section).getAllByText(
    (_, element) => element?.tagName === "P" && /^by /.test(element.textContent ?? ""),
  );
  expect(bylines.map((line) => line.textContent)).toEqual([
    "by Ada Lovelace",
    "by Mary Shelley and Ada Lovelace",
    "by Mary Shelley",
  ]);
  expect(
    within(section)
      .getAllByRole("link", { name: "Mary Shelley" })
      .map((link) => link.getAttribute("href")),
  ).toEqual(["/authors/mary", "/authors/mary"]);

  await user.click(within(authors).getByRole("button", { name: "Mary Shelley" }));
  await waitFor(() => expect(covers()).toEqual(["/book/monster", "/book/lastman"]));
  await user.click(within(authors).getByRole("button", { name: "Ada Lovelace" }));
  await waitFor(() => expect(covers()).toEqual(["/book/engine", "/book/monster"]));
});
