import { expect, test } from "vitest";
import { bookFile, catalogue } from "../schema/fixtures.test-helper.ts";
import { bookHeat } from "./book-heat.ts";
import { bookSection } from "./book-sections.ts";
import { matchesFilter } from "./queries.ts";
import { bookTropes, findTrope, hasTropesPage, listedTropes, sectionTropes } from "./tropes.ts";

const books = catalogue({
  books: [
    bookFile("old", "pubDate: 2001-01-01\ntropes: [Found Family, chosen one]\n"),
    bookFile("mid", "pubDate: 2011-01-01\ntropes: [found family, ticking clock]\n"),
    bookFile("new", "pubDate: 2021-01-01\ntropes: [found family]\nheat: 2\n"),
    bookFile("secret", "hidden: true\ntropes: [chosen one, secret society]\n"),
  ],
}).books;

test("every trope of a visible book, by label, with its books newest first", () => {
  expect(
    listedTropes(books).map(({ slug, label, books: listed }) => ({
      slug,
      label,
      books: listed.map((book) => book.id),
    })),
  ).toEqual([
    { slug: "chosen-one", label: "chosen one", books: ["old"] },
    // Two books write it in lowercase, one capitalised: the page takes the spelling of most.
    { slug: "found-family", label: "found family", books: ["new", "mid", "old"] },
    { slug: "ticking-clock", label: "ticking clock", books: ["mid"] },
  ]);
  expect(findTrope(books, "secret-society")).toBeUndefined();
  expect(findTrope(books, "ticking-clock")?.label).toBe("ticking clock");
});

test("a catalogue's tropes are listed once, and a changed catalogue's listed anew", () => {
  // Every book and trope page asks: listing them again for each made the build quadratic.
  expect(listedTropes(books)).toBe(listedTropes(books));
  const edited = books.filter((book) => book.id !== "mid");
  expect(listedTropes(edited).map((trope) => trope.slug)).toEqual(["chosen-one", "found-family"]);
});

test("of two spellings as common, the newest book's names the trope", () => {
  const tied = catalogue({
    books: [
      bookFile("old", "pubDate: 2001-01-01\ntropes: [found family]\n"),
      bookFile("new", "pubDate: 2021-01-01\ntropes: [Found Family]\n"),
    ],
  }).books;
  expect(listedTropes(tied).map((trope) => trope.label)).toEqual(["Found Family"]);
});

test("a book's tropes link to their pages, named as the page names them; its heat to the scale", () => {
  const old = books.find((book) => book.id === "old");
  const secret = books.find((book) => book.id === "secret");
  const recent = books.find((book) => book.id === "new");
  // Named as the page's title names them, its first letter up: "Found Family" in this book.
  expect(old && bookTropes(old, books)).toEqual([
    { label: "Found family", href: "/tropes/found-family" },
    { label: "Chosen one", href: "/tropes/chosen-one" },
  ]);
  // A hidden book's preview: its trope no visible book has has no page to link.
  expect(secret && bookTropes(secret, books)).toEqual([
    { label: "Chosen one", href: "/tropes/chosen-one" },
    { label: "Secret society", href: null },
  ]);
  expect(recent && bookHeat(recent, books)).toEqual({
    label: "Fade to black",
    href: "/tropes#heat-2",
  });
  expect(old && bookHeat(old, books)).toBeNull();
});

test("a trope in any script links to its address percent-encoded, and is found by its slug", () => {
  const written = catalogue({
    books: [bookFile("one", "tropes: [Любовь и war, War]\n"), bookFile("two", "tropes: [war]\n")],
  }).books;
  const [one] = written;
  const links = one && bookTropes(one, written);
  expect(links).toEqual([
    { label: "Любовь и war", href: "/tropes/%D0%BB%D1%8E%D0%B1%D0%BE%D0%B2%D1%8C-%D0%B8-war" },
    { label: "War", href: "/tropes/war" },
  ]);
  // The slug as the route reads it from the address (app/routes.test.ts).
  expect(findTrope(written, "любовь-и-war")?.books.map((book) => book.id)).toEqual(["one"]);
});

test("a hidden book's heat, the only one, is not linked: /tropes explains heat only for a visible one", () => {
  const hiddenHeat = catalogue({
    books: [bookFile("shown", "tropes: [heist]\n"), bookFile("preview", "hidden: true\nheat: 3\n")],
  }).books;
  const preview = hiddenHeat.find((book) => book.id === "preview");
  expect(preview && bookHeat(preview, hiddenHeat)).toEqual({ label: "Open door", href: null });
});

test("the tropes page exists when a visible book has tropes or heat, and not otherwise", () => {
  expect(hasTropesPage(books)).toBe(true);
  expect(hasTropesPage(catalogue().books)).toBe(false);
  expect(hasTropesPage(catalogue({ books: [bookFile("a", "heat: 1\n")] }).books)).toBe(true);
  expect(
    hasTropesPage(catalogue({ books: [bookFile("a", "hidden: true\ntropes: [x]\n")] }).books),
  ).toBe(false);
});

test("a trope filter matches a book by its tropes' slugs", () => {
  const filter = { kind: "trope", slug: "found-family" } as const;
  const book = { categories: [], series: [] };
  expect(matchesFilter({ ...book, tropeSlugs: ["found-family", "chosen-one"] }, filter)).toBe(true);
  expect(matchesFilter({ ...book, tropeSlugs: ["chosen-one"] }, filter)).toBe(false);
});

test("a section offers the tropes two or more of its books share and not all, most shared first", () => {
  const section = catalogue({
    books: [
      bookFile("a", "tropes: [heist, found family, chosen one]\n"),
      bookFile("b", "tropes: [heist, found family]\n"),
      bookFile("c", "tropes: [heist, chosen one, rivals]\n"),
      bookFile("d", "tropes: [found family, heist]\n"),
    ],
  });
  // heist is in every book (no narrowing), rivals in one (its page shows it).
  expect(bookSection(section, "fiction")?.tropes).toEqual([
    { slug: "found-family", label: "Found family" },
    { slug: "chosen-one", label: "Chosen one" },
  ]);
  expect(bookSection(section, "nonfiction")).toBeNull();
});

test("a section sharing more tropes than its buttons hold offers the twelve most shared", () => {
  // Twenty tropes: trope 1 in two books, trope 2 in three ... trope 20 in twenty-one books.
  const many = Array.from({ length: 30 }, (_, book) => ({
    id: `book-${book}`,
    tropes: Array.from({ length: 20 }, (_, trope) => trope + 1)
      .filter((trope) => book <= trope)
      .map((trope) => `trope ${trope}`),
  }));
  const inCatalogue = catalogue({
    books: many.map(({ id, tropes }) =>
      bookFile(id, tropes.length > 0 ? `tropes: [${tropes.join(", ")}]\n` : ""),
    ),
  }).books;
  expect(sectionTropes(many, inCatalogue).map((trope) => trope.label)).toEqual([
    "Trope 20",
    "Trope 19",
    "Trope 18",
    "Trope 17",
    "Trope 16",
    "Trope 15",
    "Trope 14",
    "Trope 13",
    "Trope 12",
    "Trope 11",
    "Trope 10",
    "Trope 9",
  ]);
});
