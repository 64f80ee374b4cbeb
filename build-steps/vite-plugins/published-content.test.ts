import { expect, test } from "vitest";
import {
  allAssets,
  authorFile,
  bookFile,
  guideFile,
  issuesOf,
  SITE_YAML,
  sampleFile,
  seriesFile,
  sources,
} from "../../app/schema/fixtures.test-helper.ts";
import { parseCatalogue } from "../../app/schema/parse-catalogue.ts";
import { publishedContent } from "./published-content.ts";

// What the editor's snapshot, which anyone can fetch, holds of the content: what the site
// publishes, as files the build still takes, with their lines where the author has them.

test("the YAML's comments go, and their lines stay; a # in a value is the value's", () => {
  const site = [
    "# The site's settings: the price is 4.99 until May.",
    "url: https://example.com/#top # the address",
    SITE_YAML.replace("url: https://example.com\n", "")
      .replace("social:\n", "social:\n  # none on Mastodon yet\n")
      .replace("bio: Writes tests.", 'bio: |\n    Writes tests. # this too\n  tagline: "# one"'),
  ].join("\n");
  const book = bookFile("one", "# a draft title: The Watch\nseriesNum: 1 # after the prequel\n");
  const published = publishedContent(
    sources({ site: { ...sources().site, text: site }, books: [book] }),
  );
  const siteLines = published.sources.site.text.split("\n");
  expect(siteLines.slice(0, 2)).toEqual(["", "url: https://example.com/#top"]);
  expect(siteLines).toContain("    Writes tests. # this too");
  expect(siteLines).toContain('  tagline: "# one"');
  expect(siteLines.slice(siteLines.indexOf("social:"), siteLines.indexOf("social:") + 3)).toEqual([
    "social:",
    "",
    "  - network: x",
  ]);
  expect(published.sources.site.text).not.toMatch(/Mastodon|4\.99|the address/);
  expect(siteLines).toHaveLength(site.split("\n").length);
  expect(published.sources.books[0]?.text).toBe(
    "---\nid: one\ntitle: Book one\ngenres: [fiction]\npubDate: January 5, 2020\n\nseriesNum: 1\n---\nThe story of one.\n",
  );
});

test("a hidden book's sample and guide are named, not carried; a shown book's are as written", () => {
  const published = publishedContent(
    sources({
      books: [bookFile("one"), bookFile("secret", "hidden: true\n")],
      samples: [sampleFile("one", "The first night."), sampleFile("secret", "The draft begins.")],
      guides: [guideFile("one"), guideFile("secret", "spoilers: The twist.\n")],
    }),
  );
  expect(published.sources.samples).toEqual([
    { file: "content/samples/one.md", text: "---\ntitle: Chapter One\n---\nThe first night.\n" },
  ]);
  expect(published.sources.guides.map(({ file }) => file)).toEqual(["content/guides/one.md"]);
  expect(published.withheld).toEqual(["content/samples/secret.md", "content/guides/secret.md"]);
  expect(JSON.stringify(published)).not.toMatch(/draft begins|The twist/);
});

test("a news item keeps what the site shows of it and what the checks read in other files", () => {
  const news = {
    file: "content/news/hello.md",
    text: "---\nid: hello\ntitle: Hello\ngenres: [fiction]\nrelated: [one]\nkeywords:\n  - launch\n  - price cut\namazonId: B0BNKA4001\npubDate: 2025-02-09\ncontentUrl: https://blog.example/hello\n---\nNews.\n",
  };
  expect(publishedContent(sources({ news: [news] })).sources.news[0]?.text).toBe(
    "---\nid: hello\ntitle: Hello\n\nrelated: [one]\n\n\n\n\npubDate: 2025-02-09\ncontentUrl: https://blog.example/hello\n---\nNews.\n",
  );
});

test("a series without a visible book keeps what its books' pages and the checks read, not its page", () => {
  const published = publishedContent(
    sources({
      series: [
        seriesFile("saga", "keywords: [epic]\n"),
        seriesFile("plans", "keywords: [secret project]\ntrailerUrl: abcdefgh\nplanned: 3\n"),
      ],
      books: [
        bookFile("one", "series: [saga]\nseriesNum: 1\n"),
        bookFile("secret", "hidden: true\nseries: [plans]\nseriesNum: 1\n"),
      ],
    }),
  );
  expect(published.sources.series.map(({ text }) => text)).toEqual([
    "---\nid: saga\nkey: sagakey\ntitle: Series saga\ngenres: [fiction]\nkeywords: [epic]\n---\nAbout saga.\n",
    "---\nid: plans\nkey: planskey\ntitle: Series plans\ngenres: [fiction]\n\n\nplanned: 3\n---\nNot published: the series has no page until one of its books is shown.\n",
  ]);
});

test("the build takes what is published, and names the same lines in it", () => {
  const site = `# A note.\n# Another.\n${sources().site.text}start:\n  steps:\n    - title: Begin # first\n      books: [secret]\n`;
  const content = sources({
    site: { ...sources().site, text: site },
    books: [bookFile("one"), bookFile("secret", "hidden: true # for now\n")],
    samples: [sampleFile("secret")],
  });
  const refusal = [
    "content/site.yaml, line 37: step 1 of start (Begin) names 'secret', a hidden book, which no page lists: take it off, or show the book",
  ];
  expect(issuesOf(() => parseCatalogue(content, allAssets))).toEqual(refusal);
  expect(issuesOf(() => parseCatalogue(publishedContent(content).sources, allAssets))).toEqual(
    refusal,
  );
  // What the site shows is all there: the catalogue of a content without what it leaves out.
  const shown = sources({
    books: [bookFile("one", "series: [saga]\n"), bookFile("secret", "hidden: true\n")],
  });
  expect(parseCatalogue(publishedContent(shown).sources, allAssets)).toEqual(
    parseCatalogue(shown, allAssets),
  );
});

test("the sites apart's settings are not published, nor the files of an author a site does not show", () => {
  const site = `${sources().site.text}sites:
  - id: rowan-vale
    authors: [rowan]
    url: https://www.rowanvale.example
`;
  const published = publishedContent(
    sources({
      site: { ...sources().site, text: site },
      authors: [authorFile("mara", "Mara Quinn"), authorFile("rowan", "Rowan Vale")],
      books: [bookFile("tide", "authors: [mara]\n"), bookFile("bell", "authors: [rowan]\n")],
    }),
    (kind, id) => !(kind === "authors" && id === "rowan") && !(kind === "books" && id === "bell"),
  );
  expect(published.sources.site.text).not.toMatch(/rowan/);
  expect(published.sources.site.text.split("\n")).toHaveLength(site.split("\n").length);
  expect(published.sources.authors.map((f) => f.file)).toEqual(["content/authors/mara.md"]);
  expect(published.sources.books.map((f) => f.file)).toEqual(["content/books/tide.md"]);
});
