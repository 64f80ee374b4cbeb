import { describe, expect, test } from "vitest";
import { readContentSources } from "./content.server.ts";
import { ContentError } from "./content-issues.ts";
import {
  allAssets,
  bookFile,
  catalogue,
  issuesOf,
  SITE_YAML,
  sampleFile,
  seriesFile,
  sources,
} from "./fixtures.test-helper.ts";
import { mapSources, parseCatalogue } from "./parse-catalogue.ts";
import { bookEntry } from "./schema.ts";

test("valid content becomes a typed catalogue with parsed dates and descriptions", () => {
  const result = catalogue();
  expect(result.books.map((b) => [b.id, b.pubDate, b.seriesNum, b.boxSet])).toEqual([
    ["one", "2020-01-05", 1, false],
    ["two", "2020-01-05", 2, false],
  ]);
  expect(result.books[0]?.description).toEqual([
    { kind: "paragraph", content: [{ kind: "text", text: "The story of one.", bold: false }] },
  ]);
  expect(result.news[0]?.pubDate).toBe("2025-02-09");
});

test("every date takes an ISO date, quoted or not, with or without a time, or the long form", () => {
  const dated = (id: string, pubDate: string) => bookFile(id, `pubDate: ${pubDate}\n`);
  const shelf = catalogue({
    books: [
      dated("long", "December 4, 2021"),
      dated("quoted-long", '"December 4, 2021"'),
      dated("iso", "2021-12-04"),
      dated("quoted-iso", "'2021-12-04'"),
      dated("with-time", "2021-12-04T23:30:00-05:00"),
      dated("utc", "2021-12-04 09:00:00Z"),
    ],
    news: [
      {
        file: "content/news/hello.md",
        text: "---\nid: hello\ntitle: Hello\npubDate: February 9, 2025\ncontentUrl: https://blog.example/hello\n---\nNews.\n",
      },
    ],
  });
  expect(new Set(shelf.books.map((b) => b.pubDate))).toEqual(new Set(["2021-12-04"]));
  expect(shelf.news[0]?.pubDate).toBe("2025-02-09");
});

test("the schema takes a YAML date object as the day it names", () => {
  const parsed = bookEntry.parse({
    id: "one",
    title: "One",
    genres: ["fiction"],
    pubDate: new Date("2021-12-04T00:00:00Z"),
  });
  expect(parsed.pubDate).toBe("2021-12-04");
});

test("id and text fields take a YAML number as the text written", () => {
  const shelf = catalogue({
    books: [
      bookFile(
        "one",
        "title: 1984\namazonId: 0985123406\ngoodreadsId: 72119845\naudioId: 1234567\nisbn: 9780306406157\nkeywords: [1942, war]\n",
      ),
      bookFile("two", "isbn: 0985123400\n"),
    ],
    site: {
      file: "content/site.yaml",
      text: SITE_YAML.replace('blogId: "1"', "blogId: 184420917").replace(
        "nonce: abc",
        "nonce: 5012",
      ),
    },
  });
  expect(shelf.books[0]).toMatchObject({
    title: "1984",
    amazonId: "0985123406",
    goodreadsId: "72119845",
    audioId: "1234567",
    isbn: "9780306406157",
    keywords: ["1942", "war"],
  });
  // Read as text, its 0 kept, the ISBN-10 is a valid one, kept as its ISBN-13.
  expect(shelf.books[1]?.isbn).toBe("9780985123406");
  expect(shelf.site.subscribe).toMatchObject({ blogId: "184420917", nonce: "5012" });
});

test("a field left empty counts as left out", () => {
  const shelf = catalogue({ books: [bookFile("one", "subTitle:\namazonId:\nseriesNum:\n")] });
  expect(shelf.books[0]).toMatchObject({ amazonId: "", seriesNum: null });
  expect(shelf.books[0]?.subTitle).toBeUndefined();
});

test("a missing field says where it belongs and what to write", () => {
  const broken = { file: "content/books/bad.md", text: "---\nid: bad\n---\nText.\n" };
  expect(issuesOf(() => catalogue({ books: [broken] }))).toEqual([
    "content/books/bad.md, line 1: title is missing: write the book's title",
    "content/books/bad.md, line 1: genres is missing: list one or more of fiction, nonfiction or single",
    "content/books/bad.md, line 1: pubDate is missing: write a date such as 2021-12-04 or December 4, 2021",
  ]);
  const site = { file: "content/site.yaml", text: SITE_YAML.replace("  surname: Author\n", "") };
  expect(issuesOf(() => catalogue({ site }))).toEqual([
    "content/site.yaml, line 2: author.surname is missing: write the author's surname",
  ]);
});

test("a value of the wrong kind says what was written and what to write", () => {
  const issues = issuesOf(() =>
    catalogue({
      books: [bookFile("one", "genres: fiction\nhidden: yes\ntitle: [a, b]\nseriesNum: two\n")],
    }),
  );
  expect(issues).toEqual([
    "content/books/one.md, line 4: genres is 'fiction': list one or more of fiction, nonfiction or single",
    "content/books/one.md, line 5: hidden is 'yes': write true or false",
    "content/books/one.md, line 6: title is a list: write the book's title",
    "content/books/one.md, line 7: seriesNum is 'two': write the book's place in its series, such as 2 or 2.5, or 9999 for a box set; leave it out for a book outside a numbered order",
  ]);
  for (const issue of issues) expect(issue).not.toMatch(/Invalid input|expected|received/);
});

test("an unknown field is named at its line, with the field most likely meant", () => {
  const broken = {
    file: "content/books/bad.md",
    text: "---\nid: bad\ntitle: Bad\ngenres: [fiction]\npubDate: 2020-01-01\nsubtitle: Oops\ncolour: red\n---\nText.\n",
  };
  expect(issuesOf(() => catalogue({ books: [broken] }))).toEqual([
    "content/books/bad.md, line 6: subtitle is not a field of a book: did you mean subTitle?; colour is not a field of a book: remove it, or correct its name",
  ]);
  const praise = bookFile("two", 'praise:\n  - quote: "Fine."\n    source: "C"\n    rating: 5\n');
  expect(issuesOf(() => catalogue({ books: [praise] }))).toEqual([
    "content/books/two.md, line 9: rating is not a field of item 1 of praise: remove it, or use quote, source or outlet",
  ]);
});

test("a choice outside the list names the choices, and the one most likely meant", () => {
  expect(
    issuesOf(() => catalogue({ books: [bookFile("one", "genres: [non-fiction, fantasy]\n")] })),
  ).toEqual([
    "content/books/one.md, line 5: item 1 of genres is 'non-fiction': write fiction, nonfiction or single (did you mean nonfiction?)",
    "content/books/one.md, line 5: item 2 of genres is 'fantasy': write fiction, nonfiction or single",
  ]);
});

test("an unknown series, category or related id names the field, its line and what exists", () => {
  const issues = issuesOf(() =>
    catalogue({
      books: [
        bookFile("one", "series: [sgaa]\ncategories: [christian, horror]\nrelated: [ghost, tow]\n"),
        bookFile("two"),
      ],
    }),
  );
  expect(issues).toEqual([
    "content/books/one.md, line 6: item 1 of series is 'sgaa', which is not a series: did you mean saga?",
    "content/books/one.md, line 7: item 2 of categories is 'horror', which is not a category: use christian, scifi or featured",
    "content/books/one.md, line 8: item 1 of related is 'ghost', which is not a book: check it against the books' file names in content/books/",
    "content/books/one.md, line 8: item 2 of related is 'tow', which is not a book: did you mean two?",
  ]);
});

test("duplicate ids are refused, naming the file that has it first", () => {
  const issues = issuesOf(() =>
    catalogue({ books: [bookFile("one"), { ...bookFile("one"), file: "content/books/copy.md" }] }),
  );
  expect(issues).toEqual([
    "content/books/copy.md, line 2: id is 'one', which content/books/one.md already has: give each book its own id",
  ]);
});

test("a date that is not a real day, or not written as one, is refused", () => {
  const issues = issuesOf(() =>
    catalogue({
      books: [
        bookFile("one", "pubDate: February 30, 2021\n"),
        bookFile("two", "pubDate: Decembr 4, 2021\n"),
        bookFile("three", "pubDate: 2021-13-01\n"),
      ],
    }),
  );
  const expected = "write a date such as 2021-12-04 or December 4, 2021";
  expect(issues).toEqual([
    `content/books/one.md, line 5: pubDate is 'February 30, 2021': ${expected}`,
    `content/books/two.md, line 5: pubDate is 'Decembr 4, 2021': ${expected}`,
    `content/books/three.md, line 5: pubDate is '2021-13-01': ${expected}`,
  ]);
  const news = sources().news.map((n) => ({ ...n, text: n.text.replace("2025-02-09", "Feb 9") }));
  expect(issuesOf(() => catalogue({ news }))).toEqual([
    `content/news/hello.md, line 4: pubDate is 'Feb 9': ${expected}`,
  ]);
});

test("an address that is not https says so, for books, news and the site", () => {
  const news = sources().news.map((n) => ({
    ...n,
    text: n.text.replace("https://blog.example/hello", "http://blog.example/hello"),
  }));
  expect(
    issuesOf(() =>
      catalogue({
        books: [bookFile("one", "stores:\n  kobo: www.kobo.com/one\n")],
        news,
        site: {
          file: "content/site.yaml",
          text: SITE_YAML.replace("url: https://x.com/test", "url: javascript:alert(1)"),
        },
      }),
    ),
  ).toEqual([
    "content/site.yaml, line 15: url of item 1 of social is 'javascript:alert(1)': write the profile's address, starting with https://",
    "content/books/one.md, line 7: stores.kobo is 'www.kobo.com/one': write the book's page at Kobo, starting with https://",
    "content/news/hello.md, line 5: contentUrl is 'http://blog.example/hello': write the blog post's address, starting with https://",
  ]);
});

test("ids and store ids with characters they may not have say which characters they take", () => {
  expect(
    issuesOf(() =>
      catalogue({
        books: [
          {
            file: "content/books/bad.md",
            text: "---\nid: Bad Book\ntitle: Bad\ngenres: [fiction]\npubDate: 2020-01-01\namazonId: B0 12\nrelated: [../two]\n---\nText.\n",
          },
        ],
      }),
    ),
  ).toEqual([
    "content/books/bad.md, line 2: id is 'Bad Book': write the book's id (its file's name without .md): lowercase letters and digits joined by hyphens, such as my-first-book",
    "content/books/bad.md, line 6: amazonId is 'B0 12': write the store's id for the book (letters and digits joined by single hyphens, dots or underscores, such as B0BNKA4001), or \"\" for none",
    "content/books/bad.md, line 7: item 1 of related is '../two': write a book id: lowercase letters and digits joined by hyphens, such as my-first-book",
  ]);
});

test("seriesNum is a positive number, a decimal for a book between two, or 9999", () => {
  const expected =
    "write the book's place in its series, such as 2 or 2.5, or 9999 for a box set; leave it out for a book outside a numbered order";
  const issues = issuesOf(() =>
    catalogue({
      books: [
        bookFile("one", "seriesNum: 0\n"),
        bookFile("two", "seriesNum: 2.5\n"),
        bookFile("three", "seriesNum: 9999\n"),
        bookFile("four", "seriesNum: -1\n"),
        bookFile("five", "seriesNum: 2.125\n"),
      ],
    }),
  );
  expect(issues).toEqual([
    `content/books/one.md, line 6: seriesNum is 0: ${expected}`,
    `content/books/four.md, line 6: seriesNum is -1: ${expected}`,
    `content/books/five.md, line 6: seriesNum is 2.125: ${expected}`,
  ]);
});

test("a box set lists its books or carries 9999; a book without a number is not a box set", () => {
  const shelf = catalogue({
    books: [
      bookFile("one", "series: [saga]\nseriesNum: 1\n"),
      bookFile("standalone"),
      bookFile("listed", "series: [saga]\ncontains: [one]\n"),
      bookFile("marked", "seriesNum: 9999\n"),
      bookFile("both", "series: [saga]\nseriesNum: 9999\ncontains: [one]\n"),
    ],
  });
  expect(shelf.books.map((b) => [b.id, b.seriesNum, b.boxSet])).toEqual([
    ["one", 1, false],
    ["standalone", null, false],
    ["listed", null, true],
    ["marked", null, true],
    ["both", null, true],
  ]);
  expect(
    issuesOf(() =>
      catalogue({ books: [bookFile("one"), bookFile("box", "seriesNum: 2\ncontains: [one]\n")] }),
    ),
  ).toEqual([
    "content/books/box.md, line 6: seriesNum is 2, but a book that lists the books it contains is a box set, outside the numbered order: leave seriesNum out",
  ]);
});

test("a box set names the books it contains, and each must exist", () => {
  const issues = issuesOf(() =>
    catalogue({
      books: [bookFile("one"), bookFile("box", "contains: [one, nope]\n")],
    }),
  );
  expect(issues).toEqual([
    "content/books/box.md, line 6: item 2 of contains is 'nope', which is not a book: check it against the books' file names in content/books/",
  ]);
});

test("praise is a quote and who said it, optionally where", () => {
  const good = catalogue({
    books: [
      bookFile(
        "one",
        'praise:\n  - quote: "Gripping."\n    source: "A. Reader"\n    outlet: "The Review"\n  - quote: "Wise."\n    source: "B. Pastor"\n',
      ),
    ],
  });
  expect(good.books[0]?.praise).toEqual([
    { quote: "Gripping.", source: "A. Reader", outlet: "The Review" },
    { quote: "Wise.", source: "B. Pastor" },
  ]);
  expect(
    issuesOf(() => catalogue({ books: [bookFile("two", "praise:\n  - quote: Fine.\n")] })),
  ).toEqual([
    "content/books/two.md, line 7: source of item 1 of praise is missing: write who said it",
  ]);
});

test("other stores are https pages, each under its own name", () => {
  const good = catalogue({
    books: [bookFile("one", "stores:\n  kobo: https://www.kobo.com/ebook/one\n")],
  });
  expect(good.books[0]?.stores).toEqual({ kobo: "https://www.kobo.com/ebook/one" });
  const issues = issuesOf(() =>
    catalogue({
      books: [
        bookFile(
          "two",
          "stores:\n  apple: http://books.apple.com/two\n  koob: https://x.example\n",
        ),
      ],
    }),
  );
  expect(issues).toEqual([
    "content/books/two.md, line 7: stores.apple is 'http://books.apple.com/two': write the book's page at Apple Books, starting with https://",
    "content/books/two.md, line 8: koob is not a field of stores: did you mean kobo?",
  ]);
});

test("a sample chapter belongs to the book it is named after", () => {
  const shelf = catalogue({
    books: [bookFile("one")],
    samples: [sampleFile("one", "It began.\n\n---\n\nIt went **on**.")],
  });
  expect(shelf.samples).toEqual([
    {
      bookId: "one",
      title: "Chapter One",
      text: [
        { kind: "paragraph", content: [{ kind: "text", text: "It began.", bold: false }] },
        { kind: "rule" },
        {
          kind: "paragraph",
          content: [
            { kind: "text", text: "It went ", bold: false },
            { kind: "text", text: "on", bold: true },
            { kind: "text", text: ".", bold: false },
          ],
        },
      ],
    },
  ]);
});

test("a sample named after no book is an error naming the file", () => {
  const issues = issuesOf(() =>
    catalogue({ books: [bookFile("one")], samples: [sampleFile("nobody")] }),
  );
  expect(issues).toEqual([
    "content/samples/nobody.md: no book has the id 'nobody': name a sample after its book, content/samples/{book id}.md",
  ]);
});

test("a missing cover or trailer thumbnail fails with the file it expected", () => {
  const issues = issuesOf(() =>
    parseCatalogue(sources({ books: [bookFile("one", "trailerUrl: abcdef12345\n")] }), {
      assetExists: (path) => path.startsWith("/assets/author/"),
    }),
  );
  expect(issues).toEqual([
    "content/books/one.md: the cover is missing: add it as public/assets/books/one.jpg (a 2:3 JPEG), or run npm run assets to draw a placeholder",
    "content/books/one.md, line 6: trailerUrl is set, but the trailer's thumbnail is missing: add it as public/assets/trailers/one_trailer.jpg (a 16:9 JPEG), or run npm run assets to draw a placeholder",
  ]);
});

test("a site in a language it has no words in is refused, naming the languages there are", () => {
  const site = {
    file: "content/site.yaml",
    text: `language: it\n${SITE_YAML}`,
  };
  const languages = ["de", "en", "es", "fr", "he"];
  expect(issuesOf(() => parseCatalogue(sources({ site }), { ...allAssets, languages }))).toEqual([
    "content/site.yaml, line 1: language is 'it', which the site has no words in: write one of de, en, es, fr, he, or add app/i18n/messages/it.json (docs/languages.md)",
  ]);
  const german = { ...site, text: site.text.replace("language: it", "language: de") };
  expect(parseCatalogue(sources({ site: german }), { ...allAssets, languages }).site.language).toBe(
    "de",
  );
  expect(parseCatalogue(sources(), { ...allAssets, languages }).site.language).toBe("en");
});

test("a file without front matter, or without text after it, is named", () => {
  const issues = issuesOf(() =>
    catalogue({
      books: [
        { file: "content/books/plain.md", text: "Just text." },
        {
          file: "content/books/two.md",
          text: bookFile("two").text.replace(/---\n[^-]*$/, "---\n"),
        },
      ],
    }),
  );
  expect(issues).toEqual([
    "content/books/plain.md, line 1: the file does not start with front matter: put its fields between two lines of --- at the top",
    "content/books/two.md, line 7: there is no text after the front matter: write the book's description below the closing ---",
  ]);
});

test("a YAML mistake names its line and column in the file itself, and what to do", () => {
  const front = (newline: string, lines: string[]) =>
    ["---", ...lines, "---", "Text."].join(newline);
  const books = [
    { file: "content/books/one.md", text: front("\n", ["", "id: one", "title: A", "title: B"]) },
    { file: "content/books/two.md", text: front("\r\n", ["id: two", "title: a: b"]) },
    { file: "content/books/three.md", text: front("\n", ["id: three", 'title: "Three']) },
    { file: "content/books/four.md", text: front("\n", ["id: four", "genres: [fiction"]) },
    { file: "content/books/five.md", text: front("\n", ["id: five", "title: *bold*"]) },
    { file: "content/books/six.md", text: front("\n", ["id: six", "author:", "\tname: x"]) },
  ];
  const issues = issuesOf(() => catalogue({ books }));
  expect(issues).toEqual([
    "content/books/one.md, line 5, column 1: title is written twice: keep one",
    'content/books/two.md, line 3, column 8: a value with ": " in it must be in quotes (title: "Book: A Novel"); otherwise, indent this line like the ones around it',
    "content/books/three.md, line 3, column 14: a quoted value is not closed: end it with the quote mark it starts with",
    "content/books/four.md, line 3, column 17: a list in [ ] is not closed: end it with ]",
    "content/books/five.md, line 3, column 7: a value that starts with * must be in quotes",
    "content/books/six.md, line 4, column 1: this line is indented with a tab: indent with spaces",
  ]);
  // A YAML file without front matter counts from its first line; the key added is its last.
  const site = { file: "content/site.yaml", text: `${SITE_YAML}blogUrl: again\n` };
  const lastLine = SITE_YAML.split("\n").length;
  expect(issuesOf(() => catalogue({ site }))).toEqual([
    `content/site.yaml, line ${lastLine}, column 1: blogUrl is written twice: keep one`,
  ]);
});

test("a file with broken YAML is reported once, not again by the files that name its id", () => {
  const news = {
    file: "content/news/hello.md",
    text: "---\nid: hello\ntitle: Hello\npubDate: 2025-02-09\ncontentUrl: https://blog.example/hello\nseries: [saga]\nrelated: [one, two]\n---\nNews.\n",
  };
  const issues = issuesOf(() =>
    catalogue({
      series: [{ file: "content/series/saga.md", text: "---\nid: saga\ntitle: [\n---\nA.\n" }],
      books: [
        { file: "content/books/one.md", text: '---\nid: one\ntitle: "One\n---\nOne.\n' },
        { file: "content/books/two.md", text: "No front matter." },
        bookFile("three", "series: [saga]\nrelated: [one, two]\n"),
      ],
      news: [news],
    }),
  );
  expect(issues).toEqual([
    "content/series/saga.md, line 3, column 9: a list in [ ] is not closed: end it with ]",
    "content/books/one.md, line 3, column 12: a quoted value is not closed: end it with the quote mark it starts with",
    "content/books/two.md, line 1: the file does not start with front matter: put its fields between two lines of --- at the top",
  ]);
});

test("a broken categories file is reported once, not by every book filed under a category", () => {
  const categories = { file: "content/categories.yaml", text: "categories:\n  - key: [x\n" };
  const issues = issuesOf(() => catalogue({ categories }));
  expect(issues).toHaveLength(1);
  expect(issues[0]).toMatch(/^content\/categories\.yaml, line 3, column 1: /);
});

test("one invalid book is reported once, not again by the books that name it", () => {
  const issues = issuesOf(() =>
    catalogue({ books: [bookFile("one", "pubDate: soon\n"), bookFile("two", "related: [one]\n")] }),
  );
  expect(issues).toHaveLength(1);
  expect(issues[0]).toMatch(/^content\/books\/one\.md, line 5: pubDate is 'soon'/);
});

test("an alias may not take another book's alias or one of the site's own addresses", () => {
  const issues = issuesOf(() =>
    catalogue({
      books: [
        bookFile("one", "aliases: [/special]\n"),
        bookFile("two", "aliases: [/special, /search, /book, /admin, /assets, /static]\n"),
      ],
    }),
  );
  expect(issues).toEqual([
    "content/books/two.md, line 6: item 1 of aliases is '/special', which content/books/one.md already uses: choose another path",
    ...["/search", "/book", "/admin", "/assets", "/static"].map(
      (alias, index) =>
        `content/books/two.md, line 6: item ${index + 2} of aliases is '${alias}', one of the site's own addresses: choose another path`,
    ),
  ]);
});

test("site configuration problems name the field", () => {
  const site = {
    file: "content/site.yaml",
    text: sources().site.text.replace(
      "retail: https://shop.example/dp/{id}",
      "retail: https://shop.example/dp/",
    ),
  };
  expect(issuesOf(() => catalogue({ site }))).toEqual([
    "content/site.yaml, line 17: links.retail is 'https://shop.example/dp/': write the retail store's book page with {id} where the book's id goes, such as https://shop.example/dp/{id}",
  ]);
});

test("a duplicate series key or category key is refused", () => {
  const twin = {
    ...seriesFile("saga"),
    file: "content/series/twin.md",
    text: seriesFile("saga").text.replace("id: saga", "id: twin"),
  };
  expect(issuesOf(() => catalogue({ series: [seriesFile("saga"), twin] }))).toEqual([
    "content/series/twin.md, line 3: key is 'sagakey', which content/series/saga.md already has: give each series its own key",
  ]);
  const categories = {
    file: "content/categories.yaml",
    text: `${sources().categories.text}  - key: scifi\n    label: Again\n`,
  };
  expect(issuesOf(() => catalogue({ categories }))).toEqual([
    "content/categories.yaml, line 10: key of item 4 of categories is 'scifi', which key of item 2 of categories already has: give each category its own key",
  ]);
});

test("every file's problems are collected before failing, and the message lists them all", () => {
  try {
    const books = [bookFile("one", "seriesNum: -1\n"), bookFile("two", "series: [x]\n")];
    parseCatalogue(sources({ books }), allAssets);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).message).toContain("content/books/one.md, line 6: seriesNum is -1");
    expect((error as Error).message).toContain(
      "content/books/two.md, line 6: item 1 of series is 'x', which is not a series",
    );
  }
  expect.assertions(3);
});

describe("files as editors save them", () => {
  const SAVED = [
    { as: "Windows line endings (CRLF)", change: (text: string) => text.replaceAll("\n", "\r\n") },
    { as: "a byte-order mark", change: (text: string) => `\uFEFF${text}` },
    {
      as: "a byte-order mark and CRLF (Notepad, Word)",
      change: (text: string) => `\uFEFF${text.replaceAll("\n", "\r\n")}`,
    },
    { as: "old Mac line endings (CR)", change: (text: string) => text.replaceAll("\n", "\r") },
    {
      as: "a trailing tab after each line's text",
      change: (text: string) => text.replace(/(\S)\n/g, "$1\t\n"),
    },
  ];

  test.each(SAVED)(
    "the sample's content saved with $as reads exactly as it does clean",
    ({ change }) => {
      const clean = readContentSources(process.cwd());
      expect(parseCatalogue(mapSources(clean, change), allAssets)).toEqual(
        parseCatalogue(clean, allAssets),
      );
    },
  );

  test("a mistake in a file saved with a byte-order mark and CRLF is at the line and column an editor shows", () => {
    const book = bookFile("one", 'title: "One\n');
    const saved = { ...book, text: `\uFEFF${book.text.replaceAll("\n", "\r\n")}` };
    expect(issuesOf(() => catalogue({ books: [saved] }))).toEqual(
      issuesOf(() => catalogue({ books: [book] })),
    );
  });

  test("a file named as its id in another case, or two names that differ only in case, are named", () => {
    const issues = issuesOf(() =>
      catalogue({
        books: [
          { ...bookFile("one"), file: "content/books/One.md" },
          bookFile("two"),
          { ...bookFile("three"), file: "content/books/TWO.md" },
        ],
      }),
    );
    expect(issues).toEqual([
      "content/books/TWO.md: this file's name differs from content/books/two.md only in case, and Windows and macOS keep one file for the two: rename one of them, or merge them",
      "content/books/One.md, line 2: id is 'one' but the file is named One.md: name the file one.md, with its id's case (on Windows or macOS, rename it to another name first, then to one.md)",
    ]);
  });
});

test("a series is complete or ongoing; one planned to run to a number of books is not complete, nor shorter than it is", () => {
  const issues = issuesOf(() =>
    catalogue({
      series: [
        seriesFile("saga", "status: finished\n"),
        seriesFile("done", "status: complete\nplanned: 5\n"),
        seriesFile("short", "status: ongoing\nplanned: 2\n"),
        seriesFile("odd", "planned: two\n"),
      ],
      books: [
        bookFile("one", "series: [short]\nseriesNum: 1\n"),
        bookFile("three", "series: [short]\nseriesNum: 3.5\n"),
      ],
    }),
  );
  expect(issues).toEqual([
    "content/series/saga.md, line 6: status is 'finished': write complete or ongoing",
    "content/series/odd.md, line 6: planned is 'two': write how many books the series will have, such as 5, or leave planned out",
    "content/series/done.md, line 7: planned is 5, but the series is complete (status: complete): take planned off, or write status: ongoing",
    "content/series/short.md, line 7: planned is 2, but the series already has book 3.5 (content/books/three.md): write how many books it will have in all",
  ]);
});

test("Start here names series and books there are, each step one or the other, at an address of its own", () => {
  const issues = issuesOf(() =>
    catalogue({
      site: {
        file: "content/site.yaml",
        text: `${SITE_YAML}start:
  path: /search
  steps:
    - title: Begin with the saga
      series: sgaa
    - title: Then the novella
      books: [one, novela, hidden]
    - title: Nothing
    - title: Both
      series: saga
      books: [one]
    - title: Lost
      series: lost
`,
      },
      series: [seriesFile("saga"), seriesFile("lost")],
      books: [
        bookFile("one"),
        bookFile("novella"),
        bookFile("hidden", "hidden: true\n"),
        bookFile("gone", "series: [lost]\nseriesNum: 1\nhidden: true\n"),
      ],
    }),
  );
  expect(issues).toEqual([
    "content/site.yaml, line 31: start.path is '/search', one of the site's own addresses: choose another path",
    "content/site.yaml, line 34: series of item 1 of start.steps is 'sgaa', which is not a series: did you mean saga?",
    "content/site.yaml, line 36: item 2 of books of item 2 of start.steps is 'novela', which is not a book: did you mean novella?",
    "content/site.yaml, line 36: step 2 of start (Then the novella) names 'hidden', a hidden book, which no page lists: take it off, or show the book",
    "content/site.yaml, line 37: step 3 of start (Nothing) names no book: write series: with a series' id, or books: with the books' ids",
    "content/site.yaml, line 39: step 4 of start (Both) names the series 'saga', which has no visible book, so no page: name another, or show one of its books",
    "content/site.yaml, line 40: step 4 of start (Both) names a series and books: make the books a step of their own, so that each says where it falls",
    "content/site.yaml, line 42: step 5 of start (Lost) names the series 'lost', which has no visible book, so no page: name another, or show one of its books",
  ]);
});
