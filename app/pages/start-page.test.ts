import { expect, test } from "vitest";
import { bookFile, catalogue, SITE_YAML, seriesFile } from "../schema/fixtures.test-helper.ts";
import { startPage } from "./start-page.ts";

test("Start here: each step with its words and books, a series' in its order, box sets after", () => {
  const content = catalogue({
    site: {
      file: "content/site.yaml",
      text: `${SITE_YAML}start:
  intro: Begin **anywhere**.
  steps:
    - title: The saga first
      series: saga
      text: Where it all began.
    - title: Then these
      books: [late, early]
`,
    },
    series: [seriesFile("saga", "status: complete\n")],
    books: [
      bookFile("second", "series: [saga]\nseriesNum: 2\n"),
      bookFile("set", "series: [saga]\nseriesNum: 9999\n"),
      bookFile("first", "series: [saga]\nseriesNum: 1\n"),
      bookFile("between", "series: [saga]\nseriesNum: 1.5\nhidden: true\n"),
      bookFile("late"),
      bookFile("early"),
    ],
  });
  const { start } = content.site;
  if (!start) throw new Error("the test content has a Start here page");
  const page = startPage(content, start);
  expect(page.path).toBe("/start");
  expect(page.title).toBe("Start here");
  expect(page.intro).toEqual([
    {
      kind: "paragraph",
      content: [
        { kind: "text", text: "Begin ", bold: false },
        { kind: "text", text: "anywhere", bold: true },
        { kind: "text", text: ".", bold: false },
      ],
    },
  ]);
  expect(
    page.steps.map((step) => [step.title, step.series, step.books.map((book) => book.id)]),
  ).toEqual([
    [
      "The saga first",
      { title: "Series saga", href: "/series/sagakey", status: "Complete in 2 books" },
      // The hidden novella is left out; the box set comes after the numbered books.
      ["first", "second", "set"],
    ],
    ["Then these", null, ["late", "early"]],
  ]);
  expect(page.steps[1]?.text).toEqual([]);
  expect(page.seo).toMatchObject({
    title: "Start here | Test Author",
    description: "Where to begin with Test Author's books: The saga first; Then these.",
  });
});
