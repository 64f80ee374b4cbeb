import { expect, test } from "vitest";
import {
  bookFile,
  catalogue,
  issuesOf,
  SITE_YAML,
  seriesFile,
} from "../schema/fixtures.test-helper.ts";
import { HOME_NEWS_COUNT, heroBook, homeAnchors, homePage } from "./home-page.ts";
import { shellData } from "./page-data.ts";

const newsFile = (n: number) => ({
  file: `content/news/item-${n}.md`,
  text: `---\nid: item-${n}\ntitle: Item ${n}\npubDate: 2025-01-${String(n + 1).padStart(2, "0")}\ncontentUrl: https://blog.example/${n}\n---\nNews ${n}.\n`,
});

// Everything: featured, news, trailers, fiction, nonfiction and singles.
const full = catalogue({
  series: [seriesFile("saga", "trailerUrl: sagaTrailer1\n")],
  books: [
    bookFile("one", "series: [saga]\nseriesNum: 1\ncategories: [featured]\n"),
    bookFile("essay", "genres: [nonfiction]\npubDate: May 1, 2021\n"),
    bookFile("short", "genres: [single]\n"),
  ],
  news: Array.from({ length: HOME_NEWS_COUNT + 2 }, (_, n) => newsFile(n)),
});

// A new author's first site: one novel, not featured, nothing else.
const first = catalogue({ series: [], news: [], books: [bookFile("debut")] });

const empty = catalogue({ series: [], news: [], books: [] });

test("the header links every section of a home page that has them all", () => {
  expect(homeAnchors(full)).toEqual([
    "featured",
    "about",
    "trailers",
    "fiction",
    "nonfiction",
    "singles",
  ]);
});

test("with one novel, the home page has About and Fiction, and nothing empty", () => {
  expect(homeAnchors(first)).toEqual(["about", "fiction"]);
  const page = homePage(first);
  expect(page.featured).toBeNull();
  expect(page.news).toBeNull();
  expect(page.trailers).toBeNull();
  expect(page.nonfiction).toBeNull();
  expect(page.singles).toBeNull();
  expect(page.fiction?.books.map((b) => b.id)).toEqual(["debut"]);
  expect(page.intro).toMatchObject({ books: "fiction", hasTrailers: false });
});

test("with no book, the home page is the author: the introduction and About", () => {
  expect(homeAnchors(empty)).toEqual(["about"]);
  const page = homePage(empty);
  expect(page.intro).toMatchObject({ cover: null, books: null, hasTrailers: false });
  for (const section of [page.featured, page.fiction, page.nonfiction, page.singles]) {
    expect(section).toBeNull();
  }
  expect(page.about.name).toBe("Test Author");
});

test("the cover beside the introduction is the newest featured book, else the newest book", () => {
  expect(heroBook(full)?.id).toBe("one");
  const unfeatured = catalogue({
    books: [
      bookFile("old", "pubDate: May 1, 2001\n"),
      bookFile("new", "pubDate: May 1, 2024\n"),
      bookFile("secret", "pubDate: May 1, 2025\nhidden: true\n"),
    ],
  });
  expect(heroBook(unfeatured)?.id).toBe("new");
  expect(heroBook(empty)).toBeNull();
});

test("'Browse the books' leads to the first section of covers there is", () => {
  expect(homePage(full).intro.books).toBe("featured");
  const essays = catalogue({ books: [bookFile("essay", "genres: [nonfiction]\n")] });
  expect(homePage(essays).intro.books).toBe("nonfiction");
});

test("the news shows the newest items and, when there are more, leads to the blog", () => {
  const { news } = homePage(full);
  expect(news?.items.map((item) => item.id)).toEqual(["item-5", "item-4", "item-3", "item-2"]);
  expect(news?.more).toBe("https://blog.example");
  const few = homePage(catalogue({ news: [newsFile(0)] })).news;
  expect(few?.items).toHaveLength(1);
  expect(few?.more).toBeNull();
});

test("the trailers section shows the 4 newest trailers, and is left out without one", () => {
  expect(homePage(full).trailers?.map((t) => t.id)).toEqual(["saga"]);
  expect(homePage(full).intro.hasTrailers).toBe(true);
  const many = catalogue({
    books: [5, 1, 4, 2, 3].map((n) =>
      bookFile(`t${n}`, `trailerUrl: trailer${n}abcd\npubDate: 202${n}-01-01\n`),
    ),
  });
  expect(homePage(many).trailers?.map((t) => t.id)).toEqual(["t5", "t4", "t3", "t2"]);
});

test("the frame lists only series with a page, and the home page's anchors", () => {
  const withHidden = catalogue({
    series: [seriesFile("saga"), seriesFile("secrets")],
    books: [
      bookFile("one", "series: [saga]\nseriesNum: 1\n"),
      bookFile("two", "series: [secrets]\nseriesNum: 1\nhidden: true\n"),
    ],
  });
  const shell = shellData(withHidden);
  expect(shell.series.map((s) => s.id)).toEqual(["saga"]);
  expect(shell.anchors).toEqual(["about", "fiction"]);
  expect(shellData(empty).series).toEqual([]);
});

test("the sections' titles are the site settings': the singles' as written, the others' by default", () => {
  expect(homePage(full).titles).toEqual({
    featured: "Featured Books",
    fiction: "Fiction Books",
    nonfiction: "Nonfiction Books",
    singles: "Short Reads",
  });
  const renamed = catalogue({
    site: {
      file: "content/site.yaml",
      text: `${SITE_YAML}sections:\n  fiction: Novels\n  singles: Kindle Singles\n`,
    },
    books: [bookFile("short", "genres: [single]\n")],
  });
  expect(homePage(renamed).titles).toMatchObject({
    featured: "Featured Books",
    fiction: "Novels",
    singles: "Kindle Singles",
  });
});

test("a site with singles must title their section, and the build says where", () => {
  const site = { file: "content/site.yaml", text: SITE_YAML };
  expect(
    issuesOf(() => catalogue({ site, books: [bookFile("short", "genres: [single]\n")] })),
  ).toEqual([
    "content/site.yaml: sections.singles is missing: the home page shows the singles (the books of genre single, such as short) under this title: write it, such as Kindle Singles or Short Reads",
  ]);
  // Without a visible single there is no such section, and nothing to title.
  const hidden = bookFile("s", "genres: [single]\nhidden: true\n");
  expect(homePage(catalogue({ site, books: [hidden] })).singles).toBeNull();
  expect(
    issuesOf(() =>
      catalogue({ site: { ...site, text: `${SITE_YAML}sections:\n  singles: ""\n` } }),
    ),
  ).toEqual([
    "content/site.yaml, line 31: sections.singles is empty: write the title of the home page's section of singles (the books of genre single), such as Kindle Singles or Short Reads",
  ]);
});
