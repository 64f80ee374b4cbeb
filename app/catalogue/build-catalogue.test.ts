import { expect, test } from "vitest";
import { buildCatalogue, ContentError } from "./build-catalogue.ts";
import {
  allAssets,
  bookFile,
  catalogue,
  SITE_YAML,
  sampleFile,
  seriesFile,
  sources,
} from "./fixtures.test-helper.ts";

function issuesOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error.issues;
    throw error;
  }
  throw new Error("expected the content to be refused");
}

test("valid content becomes a typed catalogue with parsed dates and descriptions", () => {
  const result = catalogue();
  expect(result.books.map((b) => [b.id, b.pubDate, b.seriesNum])).toEqual([
    ["one", "2020-01-05", 1],
    ["two", "2020-01-05", 2],
  ]);
  expect(result.books[0]?.description).toEqual([
    { kind: "paragraph", content: [{ kind: "text", text: "The story of one.", bold: false }] },
  ]);
  expect(result.news[0]?.pubDate).toBe("2025-02-09");
});

test("an unknown series, category or related id names the file and the field", () => {
  const issues = issuesOf(() =>
    catalogue({
      books: [
        bookFile("one", "series: [nope]\ncategories: [christian, horror]\nrelated: [ghost]\n"),
      ],
    }),
  );
  expect(issues).toEqual([
    "content/books/one.md: categories[1]: unknown category 'horror'",
    "content/books/one.md: series[0]: unknown series 'nope'",
    "content/books/one.md: related[0]: unknown book 'ghost'",
  ]);
});

test("duplicate ids are refused, naming both files", () => {
  const issues = issuesOf(() =>
    catalogue({ books: [bookFile("one"), { ...bookFile("one"), file: "content/books/copy.md" }] }),
  );
  expect(issues).toEqual([
    "content/books/copy.md: id: duplicate 'one', already used in content/books/one.md (id)",
  ]);
});

test("a publication date that is not a real day is refused", () => {
  const issues = issuesOf(() =>
    catalogue({ books: [bookFile("one", "pubDate: February 30, 2021\n")] }),
  );
  expect(issues).toEqual([
    "content/books/one.md: pubDate: 'February 30, 2021' is not a date like 'December 4, 2021'",
  ]);
});

test("a news date that is not an ISO day is refused", () => {
  const news = sources().news.map((n) => ({ ...n, text: n.text.replace("2025-02-09", "Feb 9") }));
  expect(issuesOf(() => catalogue({ news }))).toEqual([
    "content/news/hello.md: pubDate: 'Feb 9' is not a date like '2025-02-09'",
  ]);
});

test("seriesNum is a positive number, a decimal for a book between two, or 9999", () => {
  const message =
    "must be a positive number such as 2 or 2.5, or 9999 for a box set or complete edition";
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
    `content/books/one.md: seriesNum: ${message}`,
    `content/books/four.md: seriesNum: ${message}`,
    `content/books/five.md: seriesNum: ${message}`,
  ]);
});

test("a box set names the books it contains, and each must exist", () => {
  const issues = issuesOf(() =>
    catalogue({
      books: [bookFile("one"), bookFile("box", "seriesNum: 9999\ncontains: [one, nope]\n")],
    }),
  );
  expect(issues).toEqual(["content/books/box.md: contains[1]: unknown book 'nope'"]);
});

test("praise is a quote and who said it, optionally where; nothing else", () => {
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
  const issues = issuesOf(() =>
    catalogue({
      books: [bookFile("two", 'praise:\n  - quote: "Fine."\n    source: "C"\n    rating: 5\n')],
    }),
  );
  expect(issues).toEqual(['content/books/two.md: praise[0]: Unrecognized key: "rating"']);
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
          "stores:\n  apple: http://books.apple.com/two\n  walmart: https://x.example\n",
        ),
      ],
    }),
  );
  expect(issues).toEqual([
    "content/books/two.md: stores.apple: must be an https address (https://...)",
    'content/books/two.md: stores: Unrecognized key: "walmart"',
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
    "content/samples/nobody.md: file name: no book 'nobody': name a sample content/samples/{book id}.md",
  ]);
});

test("a missing cover or trailer thumbnail fails with the file it expected", () => {
  const issues = issuesOf(() =>
    buildCatalogue(sources({ books: [bookFile("one", "trailerUrl: abcdef12345\n")] }), {
      assetExists: (path) => path.startsWith("/assets/author/"),
    }),
  );
  expect(issues).toEqual([
    "content/books/one.md: cover: missing cover public/assets/books/one.jpg",
    "content/books/one.md: trailerUrl: missing trailer thumbnail public/assets/trailers/one_trailer.jpg",
  ]);
});

test("missing required fields and unknown fields are named", () => {
  const broken = {
    file: "content/books/bad.md",
    text: "---\nid: bad\ngenre: fiction\n---\nText.\n",
  };
  expect(issuesOf(() => catalogue({ books: [broken] }))).toEqual([
    "content/books/bad.md: title: Invalid input: expected string, received undefined",
    "content/books/bad.md: genres: Invalid input: expected array, received undefined",
    "content/books/bad.md: pubDate: Invalid input: expected string, received undefined",
    'content/books/bad.md: (file): Unrecognized key: "genre"',
  ]);
});

test("a file without front matter or with broken YAML is named", () => {
  const issues = issuesOf(() =>
    catalogue({
      books: [
        { file: "content/books/plain.md", text: "Just text." },
        { file: "content/books/yaml.md", text: "---\nid: [unclosed\n---\nText.\n" },
      ],
    }),
  );
  expect(issues).toEqual([
    "content/books/plain.md: front matter: the file must start with a block between two '---' lines",
    "content/books/yaml.md: line 2, column 14: Flow sequence in block collection must be sufficiently indented and end with a ]",
  ]);
});

test("a YAML error names the line and column in the file itself, as an editor shows them", () => {
  const front = (newline: string, lines: string[]) =>
    ["---", ...lines, "---", "Text."].join(newline);
  const duplicate = ["", "id: one", "title: A", "title: B", "genres: [fiction]"];
  const books = [
    { file: "content/books/one.md", text: front("\n", duplicate) },
    { file: "content/books/two.md", text: front("\r\n", ["id: two", "title: a: b"]) },
  ];
  expect(issuesOf(() => catalogue({ books }))).toEqual([
    "content/books/one.md: line 5, column 1: Map keys must be unique",
    "content/books/two.md: line 3, column 8: Nested mappings are not allowed in compact mappings",
  ]);
  // A YAML file without front matter counts from its first line; the key added is its last.
  const site = { file: "content/site.yaml", text: `${SITE_YAML}blogUrl: again\n` };
  const lastLine = SITE_YAML.split("\n").length;
  expect(issuesOf(() => catalogue({ site }))).toEqual([
    `content/site.yaml: line ${lastLine}, column 1: Map keys must be unique`,
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
    "content/series/saga.md: line 3, column 9: Flow sequence in block collection must be sufficiently indented and end with a ]",
    'content/books/one.md: line 3, column 12: Missing closing "quote',
    "content/books/two.md: front matter: the file must start with a block between two '---' lines",
  ]);
});

test("a broken categories file is reported once, not by every book filed under a category", () => {
  const categories = { file: "content/categories.yaml", text: "categories:\n  - key: [x\n" };
  const issues = issuesOf(() => catalogue({ categories }));
  expect(issues).toHaveLength(1);
  expect(issues[0]).toMatch(/^content\/categories\.yaml: line 3, column 1: /);
});

test("one invalid book is reported once, not again by the books that name it", () => {
  const issues = issuesOf(() =>
    catalogue({ books: [bookFile("one", "pubDate: soon\n"), bookFile("two", "related: [one]\n")] }),
  );
  expect(issues).toHaveLength(1);
  expect(issues[0]).toMatch(/^content\/books\/one\.md: pubDate:/);
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
    "content/books/two.md: aliases[0]: '/special' is already used by content/books/one.md",
    ...["/search", "/book", "/admin", "/assets", "/static"].map(
      (alias, index) =>
        `content/books/two.md: aliases[${index + 1}]: '${alias}' is one of the site's own addresses`,
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
    "content/site.yaml: links.retail: must be an https address with {id} once, after the host, such as https://shop.example/dp/{id}",
  ]);
});

test("a duplicate series key is refused", () => {
  const twin = {
    ...seriesFile("saga"),
    file: "content/series/twin.md",
    text: seriesFile("saga").text.replace("id: saga", "id: twin"),
  };
  expect(issuesOf(() => catalogue({ series: [seriesFile("saga"), twin] }))).toEqual([
    "content/series/twin.md: key: duplicate 'sagakey', already used in content/series/saga.md (key)",
  ]);
});

test("every file's problems are collected before failing, and the message lists them all", () => {
  try {
    const books = [bookFile("one", "seriesNum: -1\n"), bookFile("two", "series: [x]\n")];
    buildCatalogue(sources({ books }), allAssets);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).message).toContain("content/books/one.md: seriesNum:");
    expect((error as Error).message).toContain(
      "content/books/two.md: series[0]: unknown series 'x'",
    );
  }
  expect.assertions(3);
});
