import { expect, test } from "vitest";
import { bookFile, catalogue, guideFile, issuesOf } from "./fixtures.test-helper.ts";

// Book-club guides (content/guides/{book id}.md): read with their numbered questions, and
// checked against the books their files are named after.

test("a guide belongs to the book its file is named after, its questions numbered as written", () => {
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

test("a guide named after no book names its file, and the book likely meant", () => {
  const issues = issuesOf(() =>
    catalogue({ books: [bookFile("the-crossing")], guides: [guideFile("the-crosing")] }),
  );
  expect(issues).toEqual([
    "content/guides/the-crosing.md: no book has the id 'the-crosing': name a guide after its book, content/guides/{book id}.md (did you mean the-crossing?)",
  ]);
});

test("a guide to a hidden book is kept and not an error: like a sample, it is not built", () => {
  const shelf = catalogue({
    books: [bookFile("secret", "hidden: true\n")],
    guides: [guideFile("secret")],
  });
  expect(shelf.guides.map((guide) => guide.bookId)).toEqual(["secret"]);
});

test("a guide's book is its file name: a book: field is refused, and a guide needs its text", () => {
  const issues = issuesOf(() =>
    catalogue({
      books: [bookFile("one"), bookFile("two"), bookFile("three")],
      guides: [
        guideFile("one", "book: two\n"),
        { file: "content/guides/two.md", text: "---\nspoilers: Yes.\n---\n\n" },
        { file: "content/guides/three.md", text: "\n" },
      ],
    }),
  );
  expect(issues).toEqual([
    "content/guides/one.md, line 2: book is not a field of a book-club guide: take it out: a guide is to the book its file is named after, content/guides/{book id}.md",
    "content/guides/two.md, line 4: there is no text after the front matter: write the guide's questions below the closing ---",
    "content/guides/three.md, line 1: the file is empty: write the guide's questions in it",
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
