import { expect, test } from "vitest";
import { bookFile, catalogue, guideFile } from "../schema/fixtures.test-helper.ts";
import { guideLink, guidePage } from "./guide-page.ts";

const shelf = catalogue({
  books: [
    bookFile("one", "title: The Crossing\nsubTitle: A Novel\n"),
    bookFile("two"),
    bookFile("secret", "hidden: true\n"),
  ],
  guides: [
    guideFile("secret"),
    guideFile(
      "one",
      "",
      "Talk it over.\n\n1. Why the river?\n2. Who crosses first?\n\nAfter the end:\n\n7. Was it worth it?",
    ),
  ],
});
const guide = shelf.guides.find((g) => g.bookId === "one");
const one = shelf.books.find((book) => book.id === "one");

test("the book page links its guide; a book without one, or a hidden book's preview, links none", () => {
  expect(guideLink({ id: "one" }, shelf)).toBe("/book/one/guide");
  expect(guideLink({ id: "two" }, shelf)).toBeNull();
  expect(guideLink({ id: "secret" }, shelf)).toBeNull();
});

test("the guide's page has the book's cover and title, its questions counted, and its address", () => {
  if (!guide || !one) throw new Error("the fixture has its guide");
  const page = guidePage(one, guide, shelf);
  expect(page.book).toMatchObject({
    title: "The Crossing",
    subtitle: "A Novel",
    href: "/book/one",
    cover: "/assets/books/one.jpg",
  });
  expect(page.questions).toBe(3);
  expect(page.spoilers).toBeNull();
  expect(page.url).toBe("https://example.com/book/one/guide");
});

test("the guide's title and description name the book and count its questions", () => {
  if (!guide || !one) throw new Error("the fixture has its guide");
  const { seo } = guidePage(one, guide, shelf);
  expect(seo.title).toBe("Book-club guide to The Crossing by Test Author");
  expect(seo.description).toBe(
    "3 discussion questions for reading groups on The Crossing. Talk it over. Why the river? Who crosses first? After the end: Was it worth it?",
  );
  expect(seo.url).toBe("https://example.com/book/one/guide");
  expect(seo.noindex).toBe(false);
});

test("a guide of one question says so in words", () => {
  const single = catalogue({
    books: [bookFile("two")],
    guides: [guideFile("two", "", "1. Why?")],
  });
  const [book] = single.books;
  const [only] = single.guides;
  if (!book || !only) throw new Error("the fixture has its guide");
  expect(guidePage(book, only, single).seo.description).toBe(
    "One discussion question for reading groups on Book two. Why?",
  );
});
