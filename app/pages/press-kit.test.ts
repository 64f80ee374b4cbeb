import { expect, test } from "vitest";
import { authorFile, bookFile, catalogue } from "../schema/fixtures.test-helper.ts";
import { pressKitPage, pressKitText } from "./press-kit.ts";
import { sitePages } from "./site-pages.ts";

const ADA = authorFile(
  "ada",
  "Ada Lovelace",
  "portrait: /assets/authors/ada.jpg\nportraitCredit: Photo by Margaret Carpenter\npronunciation: AY-da LUV-lace\npress:\n  name: Charles Babbage\n  email: press@engines.example\nbios:\n  short: Ada writes about engines.\n  medium: Ada writes about engines, and the poetry of numbers.\n",
);
const books = [
  bookFile("engine", "pubDate: 2020-01-01\n"),
  bookFile("notes", "pubDate: 2021-01-01\n"),
];
const facts = (path: string) => `facts of ${path}`;

test("a site of one author of content/authors/ has its press kit at /press: three bios, the portrait with its credit, every cover newest first, the contact, the archive", () => {
  const one = catalogue({ authors: [ADA], books });
  const [ada] = one.authors;
  if (!ada) throw new Error("no author");
  const page = pressKitPage(ada, one, facts);
  expect(page.seo.url).toBe("https://example.com/press");
  expect(page.seo.title).toBe("Press kit: Ada Lovelace");
  expect(page.seo.description).toBe(
    "Ada Lovelace's bios, portrait and covers at full size, how to say the name and whom to contact. Ada Lovelace writes books.",
  );
  expect(page.bios).toEqual([
    { id: "short", title: "Short bio", text: "Ada writes about engines.", words: 4 },
    {
      id: "medium",
      title: "Medium bio",
      text: "Ada writes about engines, and the poetry of numbers.",
      words: 9,
    },
    { id: "full", title: "Full bio", text: "Ada Lovelace was born, and began to write.", words: 8 },
  ]);
  expect(page.portrait).toEqual({
    path: "/assets/authors/ada.jpg",
    title: "Portrait of Ada Lovelace",
    facts: "facts of /assets/authors/ada.jpg",
    credit: "Photo by Margaret Carpenter",
  });
  expect(page.covers.map((cover) => cover.path)).toEqual([
    "/assets/books/notes.jpg",
    "/assets/books/engine.jpg",
  ]);
  expect(page.contact).toEqual({ name: "Charles Babbage", email: "press@engines.example" });
  expect(page.archive.path).toBe("/assets/press/ada-press-kit.zip");
  expect(sitePages(one).map((p) => p.path)).toContain("/press");
});

test("on a site of several, each author's press kit is under their page; without content/authors/ there is none", () => {
  const two = catalogue({
    authors: [ADA, authorFile("mary", "Mary Shelley")],
    books: [bookFile("engine", "authors: [ada]\n"), bookFile("monster", "authors: [mary]\n")],
  });
  const paths = sitePages(two).map((p) => p.path);
  expect(paths).toEqual(expect.arrayContaining(["/authors/ada/press", "/authors/mary/press"]));
  expect(paths).not.toContain("/press");
  // Mary wrote no shorter bios: her kit has the full one alone.
  const mary = two.authors.find((a) => a.id === "mary");
  expect(mary && pressKitPage(mary, two, facts).bios.map((bio) => bio.id)).toEqual(["full"]);
  expect(
    sitePages(catalogue())
      .map((p) => p.path)
      .filter((p) => p.includes("press")),
  ).toEqual([]);
});

test("the archive's text holds the name and how to say it, each bio, the credit and the contact, with Windows line ends", () => {
  const one = catalogue({ authors: [ADA], books });
  const [ada] = one.authors;
  if (!ada) throw new Error("no author");
  expect(pressKitText(ada, one).split("\r\n")).toEqual([
    "Ada Lovelace",
    "Say it: AY-da LUV-lace",
    "",
    "Short bio (4 words)",
    "",
    "Ada writes about engines.",
    "",
    "Medium bio (9 words)",
    "",
    "Ada writes about engines, and the poetry of numbers.",
    "",
    "Full bio (8 words)",
    "",
    "Ada Lovelace was born, and began to write.",
    "",
    "Portrait: Photo by Margaret Carpenter",
    "",
    "Press contact: Charles Babbage, press@engines.example",
    "",
  ]);
});
