import { expect, test } from "vitest";
import { bookFile, catalogue, guideFile, issuesOf } from "./fixtures.test-helper.ts";

// Book-club guides (content/guides/*.md): read with their numbered questions, and checked
// against the books they name.

test("a guide belongs to the book it names, its questions numbered as written", () => {
  const shelf = catalogue({
    books: [bookFile("one")],
    guides: [
      guideFile(
        "one",
        "spoilers: These questions discuss the ending.\n",
        "For after the last page.\n\n4. Why the lighthouse?\n5. Was the ending **fair**?",
      ),
    ],
  });
  expect(shelf.guides).toEqual([
    {
      bookId: "one",
      spoilers: "These questions discuss the ending.",
      text: [
        {
          kind: "paragraph",
          content: [{ kind: "text", text: "For after the last page.", bold: false }],
        },
        {
          kind: "list",
          items: [
            { number: 4, content: [{ kind: "text", text: "Why the lighthouse?", bold: false }] },
            {
              number: 5,
              content: [
                { kind: "text", text: "Was the ending ", bold: false },
                { kind: "text", text: "fair", bold: true },
                { kind: "text", text: "?", bold: false },
              ],
            },
          ],
        },
      ],
    },
  ]);
});

test("a guide without a spoiler warning has none", () => {
  const shelf = catalogue({ books: [bookFile("one")], guides: [guideFile("one")] });
  expect(shelf.guides[0]?.spoilers).toBeNull();
});

test("a guide to a book there is not names the file and field, and the book likely meant", () => {
  const issues = issuesOf(() =>
    catalogue({ books: [bookFile("the-crossing")], guides: [guideFile("the-crosing")] }),
  );
  expect(issues).toEqual([
    "content/guides/the-crosing.md, line 2: book is 'the-crosing', which is not a book: did you mean the-crossing?",
  ]);
});

test("a guide to a hidden book is an error: no reader could find its page", () => {
  const issues = issuesOf(() =>
    catalogue({ books: [bookFile("secret", "hidden: true\n")], guides: [guideFile("secret")] }),
  );
  expect(issues).toEqual([
    "content/guides/secret.md, line 2: book is 'secret', a hidden book, whose guide no reader could find: take hidden: true off the book, or remove this guide until it is shown",
  ]);
});

test("two guides to one book, or a guide without its book or text, are errors", () => {
  const second = { ...guideFile("one"), file: "content/guides/one-again.md" };
  const issues = issuesOf(() =>
    catalogue({
      books: [bookFile("one"), bookFile("two")],
      guides: [
        guideFile("one"),
        second,
        { file: "content/guides/blank.md", text: "---\nspoilers: Yes.\n---\n\n" },
        { file: "content/guides/two.md", text: "---\nbook: two\n---\n\n" },
      ],
    }),
  );
  expect(issues).toEqual([
    "content/guides/blank.md, line 1: book is missing: write the id of the book it is a guide to: lowercase letters and digits joined by hyphens, such as my-first-book",
    "content/guides/two.md, line 4: there is no text after the front matter: write the guide's questions below the closing ---",
    "content/guides/one-again.md, line 2: book is 'one', which content/guides/one.md already has: give each book-club guide its own book",
  ]);
});

test("a guide without a numbered question is an error naming its file", () => {
  const issues = issuesOf(() =>
    catalogue({
      books: [bookFile("one")],
      guides: [guideFile("one", "", "Talk.\n\n- Why?\n- How?")],
    }),
  );
  expect(issues).toEqual([
    "content/guides/one.md: the guide has no numbered question: write each question on a line of its own starting with its number, such as 1. What did you make of the opening?",
  ]);
});
