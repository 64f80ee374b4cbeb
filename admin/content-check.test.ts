import { expect, test } from "vitest";
import { bookFile, guideFile, SITE_YAML, sampleFile, sources } from "~/schema/fixtures.test-helper";
import { type ContentSources, fileId } from "~/schema/parse-catalogue";
import { contentSnapshot } from "../build-steps/vite-plugins/content-snapshot";
import { publishedContent } from "../build-steps/vite-plugins/published-content";
import { type ContentSnapshot, checkEntry, withFileRead } from "./content-check";
import { formProblems } from "./edition-form";
import { savedEntry } from "./entry-file";
import { entryText } from "./file-format";

const snapshot = contentSnapshot(process.cwd());
const someBook = snapshot.sources.books[0];
const someBookId = () => fileId(someBook?.file ?? "");

/** The editor's snapshot of a content, as the build writes it, with the assets given. */
const snapshotOf = (content: ContentSources, assets: string[]): ContentSnapshot => ({
  ...publishedContent(content),
  assets,
});
const ASSETS = ["/assets/books/one.jpg", "/assets/books/two.jpg", "/assets/author/me.jpg"];

/**
 * A content of its own for what an edit may clash with, whatever the project's content
 * holds: a book whose hardcover has an ISBN, and a sample of it.
 */
const clashing = snapshotOf(
  sources({
    books: [
      bookFile("one", 'editions:\n  - format: hardcover\n    isbn: "9780441172719"\n'),
      bookFile("two"),
    ],
    samples: [sampleFile("one")],
  }),
  ASSETS,
);

// checkEntry: the build's validation of one edited file.

test("checkEntry passes the content as it is", () => {
  expect(someBook).toBeDefined();
  const file = { kind: "books" as const, file: someBook?.file ?? "" };
  expect(checkEntry(snapshot, file, someBook?.text ?? "").issues).toEqual([]);
});

test("checkEntry gives the build's message for what it would reject, in the author's words", () => {
  const check = (data: Record<string, unknown>) => {
    const { file, data: saved } = savedEntry("books", "", data, true);
    return checkEntry(snapshot, file, entryText("books", saved));
  };
  const book = {
    id: "new-one",
    title: "New",
    genres: ["fiction"],
    pubDate: "May 1, 2024",
    body: "Text.",
  };
  expect(check({ ...book, title: "" })).toEqual({
    issues: ["title is missing: write the book's title"],
    catalogue: null,
  });
  expect(check({ ...book, related: ["no-such-book"] }).issues).toEqual([
    "the cover is missing: add it as public/assets/books/new-one.jpg (a 2:3 JPEG), or run npm run assets to draw a placeholder",
    "item 1 of related is 'no-such-book', which is not a book: check it against the books' file names in content/books/",
  ]);
  expect(check({ ...book, pubDate: "Mai 1, 2024" }).issues).toEqual([
    "pubDate is 'Mai 1, 2024': write a date such as 2021-12-04 or December 4, 2021",
  ]);
  // An ISO date, as a hand edit may leave it, passes as the build takes it.
  expect(check({ ...book, pubDate: "2024-05-01" }).issues).not.toContainEqual(
    expect.stringMatching(/pubDate/),
  );
});

test("checkEntry counts a cover uploaded with the entry, and builds the catalogue with it", () => {
  const { file, data, cover } = savedEntry(
    "books",
    "",
    {
      id: "new-one",
      title: "New",
      genres: ["fiction"],
      pubDate: "May 1, 2024",
      cover: "/assets/books/new-one.jpg",
      body: "Text.",
    },
    true,
  );
  const { issues, catalogue } = checkEntry(snapshot, file, entryText("books", data), {
    assets: cover,
  });
  expect(issues).toEqual([]);
  expect(catalogue?.books.find((b) => b.id === "new-one")?.title).toBe("New");
});

// A book's editions, as the form has them, get the build's messages. The new book is named to
// be read before every other book: a clash with one is named on this one all the same.
const id = "aaa-new-book";
const checkEditions = (
  editions: Record<string, unknown>[],
  fields: Record<string, unknown> = {},
  content = snapshot,
) => {
  const { file, data, cover } = savedEntry(
    "books",
    "",
    {
      id,
      title: "New",
      genres: ["fiction"],
      pubDate: "May 1, 2024",
      cover: `/assets/books/${id}.jpg`,
      body: "Text.",
      ...fields,
      editions,
    },
    true,
  );
  return checkEntry(content, file, entryText("books", data), { assets: cover }).issues;
};

test("editions the build takes pass, prices entered as pairs", () => {
  expect(
    checkEditions([
      {
        format: "hardcover",
        isbn: "978-0-306-40615-7",
        pages: 384,
        prices: [
          { key: "USD", value: 24.99 },
          { key: "GBP", value: 19.5 },
        ],
        stores: { bookshop: "", amazon: "" },
      },
      { format: "audiobook", length: "11h 42m", narrators: ["Jane Reader"], pages: "" },
    ]),
  ).toEqual([]);
});

test("an edition with a wrong check digit is refused, with the right one", () => {
  expect(checkEditions([{ format: "hardcover", isbn: "9780306406158" }])).toEqual([
    "isbn of item 1 of editions is '9780306406158': its check digit should be 7, not 8: check the number against the book's copyright page (with that digit it reads 9780306406157)",
  ]);
});

test("an audiobook with pages, a print edition with a narrator, a length or an Audible link are refused", () => {
  expect(
    checkEditions([
      { format: "audiobook", pages: 300 },
      {
        format: "paperback",
        narrators: ["Jane Reader"],
        length: "9h",
        stores: { audible: "B0BNKAU401" },
      },
    ]),
  ).toEqual([
    "pages of item 1 of editions is 300: an audiobook has no pages: write its length: instead, such as 11h 42m",
    "length of item 2 of editions is 540: a paperback has no running time: write its pages: instead, or make the format audiobook",
    "narrators of item 2 of editions is a list: a paperback has no narrator: list narrators only on the audiobook",
    "stores.audible of item 2 of editions is 'B0BNKAU401': Audible sells audiobooks, and this edition is a paperback: move the link to the audiobook edition",
  ]);
});

test("an Amazon print link for a 979 ISBN is refused", () => {
  expect(
    checkEditions([
      { format: "paperback", isbn: "9791032305690", stores: { amazon: "9791032305690" } },
    ]),
  ).toEqual([
    "stores.amazon of item 1 of editions is '9791032305690': Amazon's print pages go by ISBN-10, and an ISBN starting 979 has none: write the ASIN from the book's Amazon page (10 letters and digits, such as B0BNKA4001)",
  ]);
});

test("the book's own Amazon id, audiobook, ISBN or stores beside editions are refused", () => {
  expect(
    checkEditions([{ format: "ebook" }], {
      amazonId: "B0BNKA4001",
      audioId: "B0BNKAU401",
      isbn: "9780306406157",
      stores: { kobo: "https://www.kobo.com/us/en/ebook/new" },
    }),
  ).toEqual([
    "amazonId is 'B0BNKA4001', but the book lists editions: write it in the edition it belongs to (stores: amazon: under the ebook or print edition), so each format has its own",
    "audioId is 'B0BNKAU401', but the book lists editions: write it in the edition it belongs to (stores: audible: under the audiobook edition), so each format has its own",
    "isbn is '9780306406157', but the book lists editions: write it in the edition it belongs to (isbn: under each edition), so each format has its own",
    "stores is set, but the book lists editions: write it in the edition it belongs to (stores: under each edition), so each format has its own",
  ]);
});

test("an ISBN another edition has, in this book or in another read before or after it, is refused", () => {
  expect(
    checkEditions([
      { format: "hardcover", isbn: "9780306406157" },
      { format: "paperback", isbn: "0306406152" },
    ]),
  ).toEqual([
    "isbn of item 2 of editions is '9780306406157', which isbn of item 1 of editions already has: give each edition its own isbn",
  ]);
  expect(checkEditions([{ format: "ebook", isbn: "9780441172719" }], {}, clashing)).toEqual([
    "isbn of item 1 of editions is '9780441172719', which content/books/one.md already has: give each edition its own isbn",
  ]);
});

test("a currency named twice, or without an amount, is refused, not a price lost", () => {
  const prices = [
    { key: "USD", value: 24.99 },
    { key: "USD", value: 19.99 },
  ];
  expect(checkEditions([{ format: "ebook", prices }])).toEqual([
    "prices of item 1 of editions is a list: list prices by currency, such as USD: 24.99",
  ]);
  // The form says why, before the build's check (./main.tsx, ./book-preview.tsx).
  expect(formProblems({ editions: [{ format: "ebook" }, { format: "ebook", prices }] })).toEqual([
    "prices of item 2 of editions lists USD more than once: give each currency one price",
  ]);
  // Nor is a price whose currency or amount is missing left out or written as null.
  const half = [{ key: "USD", value: 24.99 }, { key: "GBP" }];
  expect(checkEditions([{ format: "ebook", prices: half }])).toEqual([
    "prices of item 1 of editions is a list: list prices by currency, such as USD: 24.99",
  ]);
  expect(formProblems({ editions: [{ format: "ebook", prices: half }] })).toEqual([
    "prices of item 1 of editions has a line without its currency or amount: fill in both, or remove it",
  ]);
});

// A new entry never takes the file of one that exists.

test("a new book with an id taken is refused, and a second sample for a book", () => {
  const book = savedEntry("books", "", { id: someBookId(), title: "Twin" }, true);
  expect(checkEntry(snapshot, book.file, "", { isNew: true }).issues).toEqual([
    "id is taken by an entry that exists: choose another",
  ]);
  const sample = savedEntry("samples", "", { book: "one", title: "Again" }, true);
  expect(checkEntry(clashing, sample.file, "", { isNew: true }).issues).toEqual([
    "this book already has a sample: open it under Samples",
  ]);
});

test("a hidden book's sample and guide, which the snapshot names without their text, are taken too", () => {
  const content = snapshotOf(
    sources({
      books: [bookFile("one"), bookFile("two", "hidden: true\n")],
      samples: [sampleFile("two", "The draft.")],
      guides: [guideFile("two")],
    }),
    ASSETS,
  );
  expect(JSON.stringify(content)).not.toContain("The draft.");
  const sample = savedEntry("samples", "", { book: "two", title: "Again" }, true);
  expect(checkEntry(content, sample.file, "", { isNew: true }).issues).toEqual([
    "this book already has a sample: open it under Samples",
  ]);
  const guide = savedEntry("guides", "", { book: "two", body: "1. Why?" }, true);
  expect(checkEntry(content, guide.file, "1. Why?\n", { isNew: true }).issues).toEqual([
    "this book already has a book-club guide: open it under Book-club guides",
  ]);
});

test("a sample that exists is saved as its own file's, whatever the form's Book says", () => {
  const saved = savedEntry("samples", "its-book", { book: "another", title: "T" }, false);
  expect(saved.file.file).toBe("content/samples/its-book.md");
  expect(saved.data.book).toBe("its-book");
});

// An edit that breaks what another file says of it is refused.

test("hiding a book the Start here page names, or numbering one past its series' plan, is refused at the file's own line", () => {
  // The comments are not in the snapshot, and the lines are as the author has them.
  const site = `# The settings.\n${SITE_YAML}# Short reads.\nsections:\n  singles: Short Reads\n`;
  const content = snapshotOf(
    sources({
      site: {
        file: "content/site.yaml",
        text: `${site}start: # the way in\n  steps:\n    - title: Begin\n      books: [one]\n`,
      },
      series: [
        {
          file: "content/series/saga.md",
          text: "---\nid: saga\nkey: saga\ntitle: Saga\ngenres: [fiction]\nplanned: 2\n---\nA saga.\n",
        },
      ],
      books: [bookFile("one"), bookFile("two", "series: [saga]\nseriesNum: 1\n")],
    }),
    ASSETS,
  );
  const edit = (id: string, fields: string) => {
    const book = bookFile(id, fields);
    return checkEntry(content, { kind: "books", file: book.file }, book.text);
  };
  expect(edit("one", "").issues).toEqual([]);
  expect(edit("one", "hidden: true\n")).toEqual({
    issues: [
      "the build would then refuse content/site.yaml, line 37: step 1 of start (Begin) names 'one', a hidden book, which no page lists: take it off, or show the book",
    ],
    catalogue: null,
  });
  expect(edit("two", "series: [saga]\nseriesNum: 3\n").issues).toEqual([
    "the build would then refuse content/series/saga.md, line 6: planned is 2, but the series already has book 3 (content/books/two.md): write how many books it will have in all",
  ]);
});

// withFileRead: a file read from the repository, newer than the build. The build the editor
// came from had book one; book two was saved since, with its cover (before a reload, or in
// another session), and the site is not yet rebuilt.
const built = snapshotOf(sources({ books: [bookFile("one")] }), [
  "/assets/books/one.jpg",
  "/assets/author/me.jpg",
]);
const two = bookFile("two");
const twoEntry = { kind: "books" as const, file: "content/books/two.md" };
const guide = guideFile("two");
const guideEntry = { kind: "guides" as const, file: "content/guides/two.md" };
const edited = two.text.replace("title: Book two", "title: Book Two");

test("unread, the book saved since is refused for its cover, and a guide to it for its book", () => {
  expect(checkEntry(built, twoEntry, edited).issues).toEqual([
    "the cover is missing: add it as public/assets/books/two.jpg (a 2:3 JPEG), or run npm run assets to draw a placeholder",
  ]);
  expect(checkEntry(built, guideEntry, guide.text, { isNew: true }).issues).toEqual([
    "no book has the id 'two': name a guide after its book, content/guides/{book id}.md",
  ]);
});

test("once read, editing the book again and a guide to it both pass", () => {
  const read = withFileRead(built, twoEntry, two.text);
  expect(checkEntry(read, twoEntry, edited).issues).toEqual([]);
  expect(checkEntry(read, guideEntry, guide.text, { isNew: true }).issues).toEqual([]);
});

test("a file read as the build had it leaves the content as it was", () => {
  const one = bookFile("one");
  expect(withFileRead(built, { kind: "books", file: one.file }, one.text)).toBe(built);
});

test("a book the build had is read with the build's assets: a cover it lacked stays missing", () => {
  const withoutCover = { ...built, assets: ["/assets/author/me.jpg"] };
  const oneEntry = { kind: "books" as const, file: "content/books/one.md" };
  const read = withFileRead(withoutCover, oneEntry, bookFile("one").text);
  expect(read.assets).toEqual(["/assets/author/me.jpg"]);
  expect(checkEntry(read, oneEntry, bookFile("one").text).issues).toEqual([
    "the cover is missing: add it as public/assets/books/one.jpg (a 2:3 JPEG), or run npm run assets to draw a placeholder",
  ]);
});
