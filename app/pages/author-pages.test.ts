import { expect, test } from "vitest";
import { authorFile, bookFile, catalogue, seriesFile } from "../schema/fixtures.test-helper.ts";
import { authorPage, authorsPage } from "./author-pages.ts";
import { bookPage } from "./page-data.ts";
import { sitePages } from "./site-pages.ts";

// A press of two: Mary, with her own list and profiles, and Ada, with none; a book they wrote together.
const press = catalogue({
  authors: [
    authorFile(
      "mary",
      "Mary Shelley",
      "portrait: /assets/authors/mary.jpg\nwebsite: https://maryshelley.example\nsocial:\n  - network: x\n    label: X\n    url: https://x.com/mary\nsubscribe:\n  provider: buttondown\n  username: mary\n",
    ),
    authorFile("ada", "Ada Lovelace"),
  ],
  series: [seriesFile("gothic")],
  books: [
    bookFile("monster", "authors: [mary, ada]\nseries: [gothic]\nseriesNum: 1\n"),
    bookFile("engine", "authors: [ada]\n"),
  ],
});
const byId = (id: string) => {
  const author = press.authors.find((a) => a.id === id);
  if (!author) throw new Error(`no author ${id}`);
  return author;
};

test("the authors page lists every author by sort name, with their short bio and books", () => {
  const page = authorsPage(press);
  expect(page.authors).toEqual([
    {
      id: "ada",
      name: "Ada Lovelace",
      href: "/authors/ada",
      shortBio: "Ada Lovelace writes books.",
      portrait: null,
      books: "2 books",
    },
    {
      id: "mary",
      name: "Mary Shelley",
      href: "/authors/mary",
      shortBio: "Mary Shelley writes books.",
      portrait: "/assets/authors/mary.jpg",
      books: "1 book",
    },
  ]);
  expect(page.seo.title).toBe("Authors | Test Author");
  expect(page.seo.description).toBe("The authors of Test Author: Ada Lovelace and Mary Shelley.");
});

test("an author's page is a ProfilePage of the Person, with their profiles and website as sameAs, their list and their feed", () => {
  const page = authorPage(byId("mary"), press);
  expect(page.feed).toBe("/authors/mary/feed.xml");
  expect(page.subscribe).toMatchObject({
    action: "https://buttondown.com/api/emails/embed-subscribe/mary",
  });
  expect(authorPage(byId("ada"), press).subscribe).toBeNull();
  expect(
    page.shelf.series.map((group) => [group.series.key, group.books.map((b) => b.by)]),
  ).toEqual([
    [
      "gothickey",
      [
        [
          { id: "mary", name: "Mary Shelley" },
          { id: "ada", name: "Ada Lovelace" },
        ],
      ],
    ],
  ]);
  expect(page.seo).toMatchObject({
    title: "Mary Shelley: books and biography",
    url: "https://example.com/authors/mary",
    type: "profile",
    image: { url: "https://example.com/assets/cards/authors/mary.jpg" },
  });
  expect(page.seo.jsonLd).toEqual([
    {
      "@context": "https://schema.org",
      "@type": "ProfilePage",
      url: "https://example.com/authors/mary",
      name: "Mary Shelley: books and biography",
      mainEntity: {
        "@type": "Person",
        "@id": "https://example.com/authors/mary#person",
        name: "Mary Shelley",
        url: "https://example.com/authors/mary",
        image: "https://example.com/assets/authors/mary.jpg",
        description: "Mary Shelley writes books.",
        sameAs: ["https://x.com/mary", "https://maryshelley.example"],
      },
    },
  ]);
});

test("a co-written book's page names both authors, linked, and its JSON-LD names each as a Person with their page", () => {
  const monster = press.books.find((book) => book.id === "monster");
  if (!monster) throw new Error("no monster");
  const page = bookPage(monster, press, "2026-12-07");
  expect(page.book.by).toEqual([
    { id: "mary", name: "Mary Shelley" },
    { id: "ada", name: "Ada Lovelace" },
  ]);
  expect(page.seo.title).toBe("Book monster by Mary Shelley and Ada Lovelace");
  const book = page.seo.jsonLd[0]?.mainEntity;
  expect(book).toMatchObject({
    author: [
      { "@type": "Person", "@id": "https://example.com/authors/mary#person", name: "Mary Shelley" },
      { "@type": "Person", "@id": "https://example.com/authors/ada#person", name: "Ada Lovelace" },
    ],
  });
});

test("a site of several authors has their pages and feeds; a site of one has none, and its cards name no author", () => {
  const paths = (c: typeof press) => sitePages(c).map((page) => page.path);
  expect(paths(press)).toEqual(
    expect.arrayContaining([
      "/authors",
      "/authors/mary",
      "/authors/ada",
      "/authors/mary/feed.xml",
      "/authors/ada/feed.xml",
    ]),
  );
  const one = catalogue();
  expect(paths(one).filter((path) => path.startsWith("/authors"))).toEqual([]);
  const [first] = one.books;
  expect(first && bookPage(first, one, "2026-12-07").book.by).toBeUndefined();
});
