import { expect, test } from "vitest";
import { parseCatalogue } from "../app/schema/parse-catalogue.ts";
import { DEFAULT_THEME } from "../app/schema/theme.ts";
import { authorNames, bookId, newSiteFiles } from "./new-site-files.ts";

const QUESTIONS = Array.from({ length: 7 }, (_, i) => `Question ${i + 1}?`);
const LINKS = {
  retail: "https://shop.example/dp/{id}",
  audiobook: "https://audio.example/pd/{id}",
  review: "https://reviews.example/book/{id}",
};

test("a name gives the copyright line's initials and surname, and a monogram", () => {
  expect(authorNames("Nora J. Keane")).toEqual({
    initials: "N.J.",
    surname: "Keane",
    monogram: "NK",
  });
  expect(authorNames("  Émile   Zola ")).toEqual({
    initials: "É.",
    surname: "Zola",
    monogram: "ÉZ",
  });
  expect(authorNames("Sappho")).toEqual({ initials: "S.", surname: "Sappho", monogram: "S" });
});

test("a title gives an id of lowercase letters and digits joined by hyphens", () => {
  expect(bookId("The Salt Road")).toBe("the-salt-road");
  expect(bookId("Café Nights: Book 2!")).toBe("cafe-nights-book-2");
  expect(bookId("Don't Look Back")).toBe("dont-look-back");
  expect(bookId("???")).toBe("my-first-book");
});

test("the files written make a valid catalogue of one book, the author's, in the sample's look", () => {
  const files = newSiteFiles({
    name: 'Ada "Quill" O\'Brien',
    bookTitle: "The Salt Road: A Novel",
    today: "2026-03-01",
    questions: QUESTIONS,
    links: LINKS,
  });
  const text = (file: string) => files[file] ?? "";
  const catalogue = parseCatalogue(
    {
      site: { file: "content/site.yaml", text: text("content/site.yaml") },
      categories: { file: "content/categories.yaml", text: text("content/categories.yaml") },
      books: [
        {
          file: "content/books/the-salt-road-a-novel.md",
          text: text("content/books/the-salt-road-a-novel.md"),
        },
      ],
      series: [],
      news: [],
      samples: [],
      guides: [],
      events: [],
      authors: [],
    },
    { assetExists: () => true },
  );
  expect(catalogue.site.author).toMatchObject({ name: 'Ada "Quill" O\'Brien', surname: "O'Brien" });
  expect(catalogue.site.social).toEqual([]);
  expect(catalogue.site.blogUrl).toBe("");
  // No store front, and no edition sold direct, until the author adds them.
  expect(catalogue.site.shopUrl).toBe("");
  expect(catalogue.books.flatMap((book) => book.editions.filter((e) => e.direct !== null))).toEqual(
    [],
  );
  expect(catalogue.site.subscribe).toBeUndefined();
  expect(catalogue.site.assistant.questions).toEqual(QUESTIONS);
  expect(catalogue.site.links).toEqual(LINKS);
  expect(catalogue.site.theme).toEqual(DEFAULT_THEME);
  expect(catalogue.books.map((book) => [book.id, book.title, book.pubDate])).toEqual([
    ["the-salt-road-a-novel", "The Salt Road: A Novel", "2026-03-01"],
  ]);
});
